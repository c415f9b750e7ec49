import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../lib/notify';
import { getImageOverride, photoToDataUrl, setImageOverride } from '../../lib/recipeImages';
import { recipeStrings } from '../../lib/recipeStrings';
import type { RecipeData } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { TextField } from '../TextField';

const s = recipeStrings.image;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Sets this device's picture for a recipe: an address or a photo kept in local storage. */
export function ImageOverrideDialog({ open, onClose, recipe }: { open: boolean; onClose: () => void; recipe: RecipeData }) {
  return (
    <Modal open={open} onClose={onClose} title={s.title} description={s.description}>
      <ImageOverrideForm recipe={recipe} onClose={onClose} />
    </Modal>
  );
}

function ImageOverrideForm({ recipe, onClose }: { recipe: RecipeData; onClose: () => void }) {
  const current = getImageOverride(recipe.id);
  const [url, setUrl] = useState(current && !current.startsWith('data:') ? current : '');
  const [error, setError] = useState<string | undefined>();
  const fileId = useId();

  const save = (value: string | null) => {
    if (!setImageOverride(recipe.id, value)) {
      setError(s.fileFailed);
      return;
    }
    notify.success(s.saved);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isHttpUrl(url.trim())) {
      setError(s.invalidUrl);
      return;
    }
    save(url.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={s.urlLabel}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        error={error}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
      />
      <div>
        <label htmlFor={fileId} className="label">
          {s.fileLabel}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          className="block w-full text-sm text-zinc-600 file:mr-3 file:rounded-lg file:border-0 file:bg-accent-soft file:px-3 file:py-2 file:text-sm file:font-medium file:text-accent dark:text-zinc-400"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              save(await photoToDataUrl(file));
            } catch {
              setError(s.fileFailed);
            }
          }}
        />
      </div>
      {current ? (
        <button type="button" className="link text-sm" onClick={() => save(null)}>
          {s.reset}
        </button>
      ) : null}
      <DialogActions
        onCancel={onClose}
        cancelLabel={recipeStrings.card.cancel}
        pending={false}
        pendingLabel={s.save}
        submitLabel={s.save}
      />
    </form>
  );
}

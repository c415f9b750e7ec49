import { useState, type FormEvent } from 'react';
import { ZUpdateCuisineRequest } from '@sous/domain';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { validate } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { errorMessage, fieldErrorsOf } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import type { CuisineDetailsData } from './useCuisines';
import { cuisineMessages } from '@sous/domain';

const s = cuisineStrings.banner;
const m = cuisineMessages;

/** Edit Banner (creator only): a url-typed field, saved with PATCH {bannerUrl}. */
export function BannerDialog({
  open,
  onClose,
  cuisine,
}: {
  open: boolean;
  onClose: () => void;
  cuisine: CuisineDetailsData;
}) {
  return (
    <Modal open={open} onClose={onClose} title={s.title}>
      <BannerForm key={String(open)} cuisine={cuisine} onClose={onClose} />
    </Modal>
  );
}

function BannerForm({ cuisine, onClose }: { cuisine: CuisineDetailsData; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [url, setUrl] = useState(cuisine.bannerUrl ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = trpc.cuisine.update.useMutation({
    onSuccess: (updated) => {
      utils.cuisine.byId.setData({ id: updated.id }, updated);
      void utils.cuisine.list.invalidate();
      notify.success(m.bannerUpdated);
      onClose();
    },
    onError: (failure) => {
      setError(fieldErrorsOf(failure).bannerUrl);
      notify.error(m.updateImagesFailed, errorMessage(failure, m.updateImagesFailed));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ZUpdateCuisineRequest, { id: cuisine.id, bannerUrl: url });
    if (checked.errors) {
      setError(checked.errors.bannerUrl ?? Object.values(checked.errors)[0]);
      return;
    }
    update.mutate({ id: cuisine.id, bannerUrl: url });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={s.url}
        type="url"
        inputMode="url"
        required
        autoFocus
        value={url}
        error={error}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
      />
      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={update.isPending}
        pendingLabel={s.saving}
        submitLabel={s.save}
      />
    </form>
  );
}

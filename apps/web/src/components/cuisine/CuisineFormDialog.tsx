import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import {
  aiMessages,
  ZCreateCuisineRequest,
  type AiSource,
  type CulturalContext,
  type ServingEtiquette,
} from '@sous/domain';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { validate, type FieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { errorMessage, fieldErrorsOf } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { FormAlert, TextField } from '../TextField';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { TextAreaField } from '../ui/TextAreaField';
import { cuisineMessages } from '@sous/domain';

const s = cuisineStrings.form;
const m = cuisineMessages;

/** 'Title: description' → a toast's two lines. */
export function toastParts(message: string): [string, string | undefined] {
  const at = message.indexOf(': ');
  return at > 0 ? [message.slice(0, at), message.slice(at + 2)] : [message, undefined];
}

const empty = { name: '', region: '', description: '', bannerUrl: '', keyIngredients: '', cookingTechniques: '' };
type Values = typeof empty;

interface Generated {
  culturalContext: CulturalContext;
  servingEtiquette: ServingEtiquette;
  source: AiSource;
}

/** Add New Cuisine: the required fields, newline lists, a url-typed banner, and Generate from name or region. */
export function CuisineFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={s.title} description={s.description} size="lg">
      <CuisineForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function CuisineForm({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const generate = trpc.ai.generateCuisineDetails.useMutation();
  const create = trpc.cuisine.create.useMutation({
    onSuccess: (cuisine) => {
      notify.success(m.added, cuisine.name);
      void utils.cuisine.invalidate();
      setValues(empty);
      setGenerated(null);
      onCreated(cuisine.id);
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      setFormError(m.addFailed);
      notify.error(m.addFailed, errorMessage(error, m.addFailed));
    },
  });

  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const runGenerate = async () => {
    const name = values.name.trim();
    const region = values.region.trim();
    if (!name && !region) {
      notify.error(...toastParts(aiMessages.missingCuisineInformation));
      return;
    }
    try {
      const details = await generate.mutateAsync({ cuisine: { name, region } });
      setValues((previous) => ({
        ...previous,
        description: details.description,
        keyIngredients: details.keyIngredients.join('\n'),
        cookingTechniques: details.cookingTechniques.join('\n'),
      }));
      setErrors({});
      setGenerated({
        culturalContext: details.culturalContext,
        servingEtiquette: details.servingEtiquette,
        source: details.source,
      });
      notify.success(s.generated);
    } catch (error) {
      notify.error(aiMessages.generationFailed, errorMessage(error, aiMessages.generateDetailsFailed));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = {
      ...values,
      ...(generated && { culturalContext: generated.culturalContext, servingEtiquette: generated.servingEtiquette }),
    };
    const checked = validate(ZCreateCuisineRequest, input);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    create.mutate(input);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={s.name} placeholder={s.namePlaceholder} required autoComplete="off" {...bind('name')} />
        <TextField label={s.region} placeholder={s.regionPlaceholder} required autoComplete="off" {...bind('region')} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void runGenerate()}
          disabled={generate.isPending}
          title={s.generateHint}
        >
          {generate.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Sparkles className="size-4 text-accent" aria-hidden />
          )}
          {generate.isPending ? s.generating : s.generate}
        </button>
        {generated ? <AiSourceBadge source={generated.source} /> : null}
        {generated ? <p className="text-xs text-zinc-500 dark:text-zinc-400">{s.culturalIncluded}</p> : null}
      </div>
      <TextAreaField label={s.about} required rows={3} {...bind('description')} />
      <TextField
        label={s.bannerUrl}
        type="url"
        inputMode="url"
        placeholder={s.bannerPlaceholder}
        required
        {...bind('bannerUrl')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label={s.keyIngredients} hint={s.onePerLine} required rows={5} {...bind('keyIngredients')} />
        <TextAreaField
          label={s.cookingTechniques}
          hint={s.onePerLine}
          required
          rows={5}
          {...bind('cookingTechniques')}
        />
      </div>
      <FormAlert message={formError} />
      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={create.isPending}
        pendingLabel={s.saving}
        submitLabel={s.submit}
      />
    </form>
  );
}

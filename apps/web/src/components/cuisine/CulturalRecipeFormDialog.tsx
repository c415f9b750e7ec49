import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import {
  aiMessages,
  culturalDifficulties,
  ZCreateCulturalRecipeRequest,
  type AiSource,
  type CulturalDifficulty,
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
import type { CuisineDetailsData } from './useCuisines';
import { cuisineMessages } from '@sous/domain';

const s = cuisineStrings.recipeForm;
const m = cuisineMessages;

const empty = {
  name: '',
  description: '',
  difficulty: 'intermediate' as CulturalDifficulty,
  ingredients: '',
  instructions: '',
  image_url: '',
  culturalNotes: '',
};
type Values = typeof empty;

/** Add Recipe: authentic ingredients split on commas, steps on newlines; Generate fills them from the name. */
export function CulturalRecipeFormDialog({
  open,
  onClose,
  cuisine,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  cuisine: CuisineDetailsData;
  onCreated: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={s.title} description={s.description} size="lg">
      <RecipeForm cuisine={cuisine} onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function RecipeForm({
  cuisine,
  onClose,
  onCreated,
}: {
  cuisine: CuisineDetailsData;
  onClose: () => void;
  onCreated: () => void;
}) {
  const utils = trpc.useUtils();
  const difficultyId = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [source, setSource] = useState<AiSource | null>(null);
  const generate = trpc.ai.generateCulturalRecipe.useMutation();
  const create = trpc.cuisine.createRecipe.useMutation({
    onSuccess: (recipe) => {
      notify.success(m.recipeAdded, recipe.name);
      void utils.cuisine.invalidate();
      setValues(empty);
      setSource(null);
      onCreated();
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      setFormError(m.addRecipeFailed);
      notify.error(m.addRecipeFailed, errorMessage(error, m.addRecipeFailed));
    },
  });

  const bind = (name: Exclude<keyof Values, 'difficulty'>) => ({
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
    const recipeName = values.name.trim();
    if (!recipeName) {
      setErrors((previous) => ({ ...previous, name: aiMessages.culturalRecipeNameRequired }));
      notify.error(aiMessages.culturalRecipeNameRequired);
      return;
    }
    try {
      const details = await generate.mutateAsync({ recipeName, cuisineName: cuisine.name });
      setValues((previous) => ({
        ...previous,
        description: details.description,
        difficulty: details.difficulty,
        ingredients: details.authenticIngredients.join(', '),
        instructions: details.instructions.join('\n'),
        culturalNotes: details.culturalNotes,
      }));
      setErrors({});
      setSource(details.source);
    } catch (error) {
      notify.error(aiMessages.generationFailed, errorMessage(error, aiMessages.generateDetailsFailed));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = { ...values, cuisineId: cuisine.id };
    const checked = validate(ZCreateCulturalRecipeRequest, input);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    create.mutate(input);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label={s.name}
          placeholder={s.namePlaceholder}
          required
          autoComplete="off"
          {...bind('name')}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void runGenerate()}
          disabled={generate.isPending}
        >
          {generate.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Sparkles className="size-4 text-accent" aria-hidden />
          )}
          {generate.isPending ? s.generating : s.generate}
        </button>
      </div>
      {source ? <AiSourceBadge source={source} /> : null}
      <TextAreaField label={s.about} required rows={3} {...bind('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={difficultyId} className="label">
            {s.difficulty}
          </label>
          <select
            id={difficultyId}
            className="input"
            value={values.difficulty}
            onChange={(event) =>
              setValues((previous) => ({ ...previous, difficulty: event.target.value as CulturalDifficulty }))
            }
          >
            {culturalDifficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {cuisineStrings.recipes.difficulty[difficulty]}
              </option>
            ))}
          </select>
        </div>
        <TextField label={s.imageUrl} type="url" inputMode="url" placeholder="https://…" {...bind('image_url')} />
      </div>
      <TextAreaField label={s.ingredients} hint={s.ingredientsHint} required rows={3} {...bind('ingredients')} />
      <TextAreaField label={s.instructions} hint={s.instructionsHint} required rows={5} {...bind('instructions')} />
      <TextAreaField label={s.culturalNotes} rows={3} {...bind('culturalNotes')} />
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

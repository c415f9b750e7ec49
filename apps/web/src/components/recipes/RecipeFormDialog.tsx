import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import {
  aiMessages,
  DEFAULT_PREP_TIME,
  goalFor,
  nutrientKeys,
  parseInteger,
  recipeSustainabilityScore,
  ZCreateRecipeRequest,
  type AiSource,
  type Nutrient,
  type RecipeDetails,
} from '@sous/domain';
import type { FieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { recipeStrings } from '../../lib/recipeStrings';
import { errorMessage, fieldErrorsOf } from '../../lib/session';
import { trpc, type RecipeData } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { NutrientPercent } from '../ui/NutrientPercent';
import { TextAreaField } from '../ui/TextAreaField';
import { SustainabilityBadge } from './SustainabilityBadge';
import { recipesMessages } from '@sous/domain';

const s = recipeStrings.form;
const m = recipesMessages;

/** The form's text values: ingredients and instructions one per line, numbers as typed. */
export interface RecipeFormValues {
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  prepTime: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  imageUrl: string;
}

export const emptyRecipeForm: RecipeFormValues = {
  title: '',
  description: '',
  ingredients: '',
  instructions: '',
  prepTime: String(DEFAULT_PREP_TIME),
  calories: '0',
  protein: '0',
  carbs: '0',
  fat: '0',
  imageUrl: '',
};

export function recipeToFormValues(recipe: RecipeData): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    prepTime: String(recipe.prepTime),
    calories: String(recipe.nutritionInfo.calories),
    protein: String(recipe.nutritionInfo.protein),
    carbs: String(recipe.nutritionInfo.carbs),
    fat: String(recipe.nutritionInfo.fat),
    imageUrl: recipe.imageUrl ?? '',
  };
}

/** An AI answer in the form's terms: each ingredient line is amount, item and notes. */
export function detailsToFormValues(details: RecipeDetails): Partial<RecipeFormValues> {
  return {
    description: details.description,
    ingredients: details.ingredients
      .map(({ amount, item, notes }) => [[amount, item].filter(Boolean).join(' '), notes].filter(Boolean).join(', '))
      .join('\n'),
    instructions: details.instructions.join('\n'),
    prepTime: String(details.prepTime),
    calories: String(Math.round(details.nutritionInfo.calories)),
    protein: String(Math.round(details.nutritionInfo.protein)),
    carbs: String(Math.round(details.nutritionInfo.carbs)),
    fat: String(Math.round(details.nutritionInfo.fat)),
  };
}

function nutritionOf(values: RecipeFormValues) {
  return {
    calories: parseInteger(values.calories),
    protein: parseInteger(values.protein),
    carbs: parseInteger(values.carbs),
    fat: parseInteger(values.fat),
  };
}

/** The request body: the server's schema does the line splitting and integer parsing too. */
function toInput(values: RecipeFormValues) {
  return {
    title: values.title,
    description: values.description,
    ingredients: values.ingredients,
    instructions: values.instructions,
    prepTime: values.prepTime,
    nutritionInfo: { calories: values.calories, protein: values.protein, carbs: values.carbs, fat: values.fat },
    imageUrl: values.imageUrl.trim(),
    sustainabilityScore: recipeSustainabilityScore(nutritionOf(values)),
  };
}

/** Messages of the shared schema, keyed by form field (nutrition fields by nutrient). */
function validateRecipe(values: RecipeFormValues): FieldErrors {
  const result = ZCreateRecipeRequest.safeParse(toInput(values));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [first, second] = issue.path;
    const key = String(first === 'nutritionInfo' && second !== undefined ? second : (first ?? ''));
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

interface RecipeFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit mode: the recipe is patched through recipes.update. */
  recipe?: RecipeData | undefined;
  /** Create mode: values to start from (an AI recommendation, a recommendation card). */
  initial?: Partial<RecipeFormValues> | undefined;
  onSaved?: ((recipe: RecipeData) => void) | undefined;
  /** The dialog's title when the mode's default does not fit (the home page's Edit Recipe saves a copy). */
  title?: string | undefined;
}

/** Add New Recipe and Edit Recipe: the same form, validated with the server's schema on each change. */
export function RecipeFormDialog({ open, onClose, recipe, initial, onSaved, title }: RecipeFormDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title ?? (recipe ? s.editTitle : s.addTitle)} size="lg">
      <RecipeForm recipe={recipe} initial={initial} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

const nutrientLabels: Record<Nutrient, string> = {
  calories: s.calories,
  protein: s.protein,
  carbs: s.carbs,
  fat: s.fat,
};

/** Mounted each time the dialog opens, so it starts from the recipe or the initial values. */
function RecipeForm({
  recipe,
  initial,
  onClose,
  onSaved,
}: {
  recipe?: RecipeData | undefined;
  initial?: Partial<RecipeFormValues> | undefined;
  onClose: () => void;
  onSaved?: ((recipe: RecipeData) => void) | undefined;
}) {
  const [values, setValues] = useState<RecipeFormValues>(() =>
    recipe ? recipeToFormValues(recipe) : { ...emptyRecipeForm, ...initial },
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [source, setSource] = useState<AiSource | null>(null);

  const utils = trpc.useUtils();
  const goal = trpc.nutrition.currentGoal.useQuery();
  const create = trpc.recipes.create.useMutation({ onSettled: () => utils.recipes.invalidate() });
  const update = trpc.recipes.update.useMutation({ onSettled: () => utils.recipes.invalidate() });
  const generate = trpc.ai.generateRecipe.useMutation();

  const errors = useMemo(() => validateRecipe(values), [values]);
  const shown = (name: keyof RecipeFormValues) =>
    serverErrors[name] ?? (submitted || touched.has(name) ? errors[name] : undefined);
  const nutrition = nutritionOf(values);
  const score = recipeSustainabilityScore(nutrition);

  const change = (patch: Partial<RecipeFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setTouched((previous) => new Set([...previous, ...Object.keys(patch)]));
    setServerErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const bind = (name: keyof RecipeFormValues) => ({
    name,
    value: values[name],
    error: shown(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [name]: event.target.value }),
  });

  const runGenerate = async () => {
    const title = values.title.trim();
    if (!title) {
      notify.error(aiMessages.recipeTitleRequired, aiMessages.recipeTitleRequiredDescription);
      return;
    }
    try {
      const { source: answeredBy, ...details } = await generate.mutateAsync({ title });
      change(detailsToFormValues(details));
      setSource(answeredBy);
    } catch (error) {
      notify.error(aiMessages.generationFailed, errorMessage(error, aiMessages.generateRecipeFailed));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      notify.error(m.validationErrorTitle, m.validationErrorDescription);
      return;
    }
    try {
      if (recipe) {
        const saved = await update.mutateAsync({ id: recipe.id, ...toInput(values) });
        notify.success(s.updated, s.updatedDescription);
        onSaved?.(saved);
      } else {
        const saved = await create.mutateAsync(toInput(values));
        notify.success(m.created, m.createdDescription);
        onSaved?.(saved);
      }
      onClose();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      if (recipe) notify.error(m.updateFailed);
      else notify.error(s.createFailed, errorMessage(error, m.validationErrorDescription));
    }
  };

  const pending = create.isPending || update.isPending;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="recipe-form">
      <div className="flex items-start gap-2">
        <TextField
          label={s.title}
          placeholder={s.titlePlaceholder}
          autoComplete="off"
          autoFocus
          className="min-w-0 flex-1"
          {...bind('title')}
        />
        <button
          type="button"
          className="btn-secondary mt-6 shrink-0"
          onClick={runGenerate}
          disabled={generate.isPending}
          title={s.generateHint}
        >
          {generate.isPending ? <Spinner className="size-4" /> : <Sparkles className="size-4 text-accent" aria-hidden />}
          {generate.isPending ? s.generating : s.generate}
        </button>
      </div>
      {source ? (
        <p className="-mt-2 flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
          <AiSourceBadge source={source} />
        </p>
      ) : null}

      <TextAreaField label={s.description} rows={3} {...bind('description')} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label={s.ingredients} hint={s.ingredientsHint} rows={6} {...bind('ingredients')} />
        <TextAreaField label={s.instructions} hint={s.instructionsHint} rows={6} {...bind('instructions')} />
      </div>

      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField label={s.prepTime} type="number" min={1} step={1} inputMode="numeric" {...bind('prepTime')} />
        <TextField label={s.imageUrl} type="url" inputMode="url" placeholder="https://" {...bind('imageUrl')} />
      </div>

      <fieldset>
        <legend className="label">{s.nutrition}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {nutrientKeys.map((nutrient) => (
            <div key={nutrient}>
              <TextField
                label={nutrientLabels[nutrient]}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                {...bind(nutrient)}
              />
              {goal.data ? (
                <NutrientPercent
                  className="mt-1 block"
                  value={nutrition[nutrient]}
                  goal={goalFor(goal.data, nutrient)}
                  suffix={s.ofGoal}
                />
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>

      <div
        className="flex items-center justify-between gap-3 rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60"
        data-testid="sustainability-preview"
      >
        <div>
          <p className="text-sm font-medium">{s.sustainabilityPreview}</p>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{s.sustainabilityHint}</p>
        </div>
        <SustainabilityBadge score={score} />
      </div>

      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={pending}
        pendingLabel={s.saving}
        submitLabel={recipe ? s.saveChanges : s.save}
      />
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { AlertCircle, BookmarkPlus, Plus, Sparkles, X } from 'lucide-react';
import { aiMessages, type AiSource } from '@sous/domain';
import { notify } from '../../lib/notify';
import { getPreferences } from '../../lib/preferences';
import { recipeStrings } from '../../lib/recipeStrings';
import { errorMessage } from '../../lib/session';
import { trpc, type IngredientRecipeData } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { NutritionSummary } from './NutritionSummary';
import { RecipeFormDialog, type RecipeFormValues } from './RecipeFormDialog';

const s = recipeStrings.ai;

/** Spec part 1 §7: a 500 ms delay precedes the recipe-recommendations call. */
export const RECOMMENDATIONS_DELAY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Search =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; recipes: IngredientRecipeData[]; source: AiSource };

/** Ingredients as chips, then recipes that use them: loading, error or results. */
export function AiRecommendations() {
  const [draft, setDraft] = useState('');
  const [ingredients, setIngredients] = useState<string[]>([]);
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [saving, setSaving] = useState<Partial<RecipeFormValues> | null>(null);
  const inputId = useId();
  const recommend = trpc.ai.recipeRecommendations.useMutation();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) return;
    setIngredients((previous) =>
      previous.some((entry) => entry.toLowerCase() === name.toLowerCase()) ? previous : [...previous, name],
    );
    setDraft('');
  };

  const run = async () => {
    if (ingredients.length === 0) {
      notify.error(aiMessages.atLeastOneIngredient);
      setSearch({ state: 'error', message: aiMessages.atLeastOneIngredient });
      return;
    }
    setSearch({ state: 'loading' });
    await wait(RECOMMENDATIONS_DELAY_MS);
    try {
      const answer = await recommend.mutateAsync({
        ingredients,
        dietaryPreferences: [...getPreferences().dietaryPreferences],
      });
      setSearch({ state: 'done', recipes: answer.recipes, source: answer.source });
      notify.success(s.successTitle, s.success(answer.recipes.length));
    } catch (error) {
      const message = errorMessage(error, s.failed);
      notify.error(s.errorTitle, message);
      setSearch({ state: 'error', message });
    }
  };

  const save = (recipe: IngredientRecipeData) =>
    setSaving({
      title: recipe.title,
      description: s.savedDescription(ingredients),
      ingredients: recipe.ingredients.join('\n'),
      instructions: recipe.instructions.join('\n'),
      calories: String(Math.round(recipe.nutritionalValue.calories)),
      protein: String(Math.round(recipe.nutritionalValue.protein)),
      carbs: String(Math.round(recipe.nutritionalValue.carbs)),
      fat: String(Math.round(recipe.nutritionalValue.fat)),
    });

  const loading = search.state === 'loading';

  return (
    <div className="space-y-6">
      <div className="card space-y-4 p-5">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{s.intro}</p>
        <form onSubmit={add} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {s.ingredientLabel}
          </label>
          <input
            id={inputId}
            className="input min-w-0 flex-1"
            placeholder={s.ingredientPlaceholder}
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn-secondary shrink-0">
            <Plus className="size-4" aria-hidden />
            {s.add}
          </button>
        </form>
        <div className="flex min-h-8 flex-wrap gap-2" data-testid="ingredient-chips">
          {ingredients.length === 0 ? (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noIngredients}</p>
          ) : (
            ingredients.map((name) => (
              <button
                key={name}
                type="button"
                className="badge gap-1 py-1 hover:bg-red-100 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300"
                onClick={() => setIngredients((previous) => previous.filter((entry) => entry !== name))}
                aria-label={s.removeIngredient(name)}
              >
                {name}
                <X className="size-3.5" aria-hidden />
              </button>
            ))
          )}
        </div>
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={run} disabled={loading}>
          {loading ? <Spinner className="size-4 text-white" /> : <Sparkles className="size-4" aria-hidden />}
          {loading ? s.getting : s.get}
        </button>
      </div>

      {search.state === 'loading' ? (
        <div className="flex justify-center py-10" role="status" aria-live="polite">
          <Spinner className="size-8" />
          <span className="sr-only">{s.getting}</span>
        </div>
      ) : search.state === 'error' ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>{search.message}</p>
        </div>
      ) : search.state === 'done' ? (
        <section className="space-y-3" aria-label={s.results}>
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{s.results}</h2>
            <AiSourceBadge source={search.source} />
          </div>
          <div className="grid items-start gap-5 md:grid-cols-2">
            {search.recipes.map((recipe, index) => (
              <article
                key={`${recipe.title}-${index}`}
                className="card flex flex-col gap-3 p-5"
                aria-label={recipe.title}
                data-testid="ai-recipe"
              >
                <h3 className="text-base font-semibold">{recipe.title}</h3>
                <div>
                  <h4 className="mb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
                    {s.ingredientsHeading}
                  </h4>
                  <ul className="list-disc space-y-0.5 pl-5 text-sm text-zinc-700 dark:text-zinc-300">
                    {recipe.ingredients.map((line, position) => (
                      <li key={position}>{line}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="mb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
                    {s.instructionsHeading}
                  </h4>
                  <ol className="list-decimal space-y-0.5 pl-5 text-sm text-zinc-700 dark:text-zinc-300">
                    {recipe.instructions.map((line, position) => (
                      <li key={position}>{line}</li>
                    ))}
                  </ol>
                </div>
                <div>
                  <h4 className="mb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
                    {s.nutritionHeading}
                  </h4>
                  <NutritionSummary nutrition={recipe.nutritionalValue} />
                </div>
                <button type="button" className="btn-secondary mt-1 self-start" onClick={() => save(recipe)}>
                  <BookmarkPlus className="size-4" aria-hidden />
                  {s.save}
                </button>
              </article>
            ))}
          </div>
        </section>
      ) : null}

      <RecipeFormDialog open={saving !== null} onClose={() => setSaving(null)} initial={saving ?? undefined} />
    </div>
  );
}

import { useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { AlertCircle, ListOrdered, Pencil, Plus, Wheat } from 'lucide-react';
import {
  commaEntries,
  linesOf,
  parseSubstituteLines,
  substituteLines,
  type UpdateCulturalRecipeRequest,
} from '@sous/domain';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { BackButton, tabClass } from './CuisineDetails';
import { CulturalRecipeImage, DifficultyBadge } from './CuisineRecipes';
import { Section, StatusLine } from './CuisineOverview';
import { EditTextDialog } from './EditTextDialog';
import { RecipeCulture } from './RecipeCulture';
import { useStatusMessage, type CulturalRecipeData } from './useCuisines';
import { cuisineMessages } from '@sous/domain';
import { recipesMessages } from '@sous/domain';

const s = cuisineStrings.recipe;
const m = cuisineMessages;

/** Lists go to the server as index-keyed maps, as the spec's client sends them (part 2 §7). */
const indexMap = (entries: string[]) => Object.fromEntries(entries.map((entry, index) => [String(index), entry]));

/** A cultural recipe: header, then tabs Instructions and Ingredients & Cultural. */
export function CulturalRecipeDetail({
  recipeId,
  onBack,
}: {
  recipeId: number;
  onBack: (cuisineId: number | undefined) => void;
}) {
  const recipe = trpc.cuisine.recipeById.useQuery({ id: recipeId }, { retry: false });

  if (recipe.isPending) {
    return (
      <div className="flex justify-center py-16" role="status" aria-live="polite">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (recipe.isError) {
    return (
      <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
        <AlertCircle className="size-8 text-red-500" aria-hidden />
        <p className="font-semibold">{errorMessage(recipe.error, recipesMessages.notFound)}</p>
        <button type="button" className="btn-secondary" onClick={() => onBack(undefined)}>
          {cuisineStrings.details.goBack}
        </button>
      </div>
    );
  }
  return <RecipeView recipe={recipe.data} onBack={() => onBack(recipe.data.cuisineId)} />;
}

function RecipeView({ recipe, onBack }: { recipe: CulturalRecipeData; onBack: () => void }) {
  const utils = trpc.useUtils();
  const status = useStatusMessage();
  const [editing, setEditing] = useState<'steps' | 'ingredients' | null>(null);
  const update = trpc.cuisine.updateRecipe.useMutation({
    onSuccess: (updated) => {
      utils.cuisine.recipeById.setData({ id: updated.id }, updated);
      void utils.cuisine.byId.invalidate({ id: updated.cuisineId });
      status.show(m.recipeUpdated);
    },
  });

  /** Saves a partial recipe; answers the message to show in the dialog, or null. */
  const save = async (changes: Omit<UpdateCulturalRecipeRequest, 'id'>) => {
    try {
      await update.mutateAsync({ id: recipe.id, ...changes } as UpdateCulturalRecipeRequest);
      return null;
    } catch (error) {
      notify.error(m.recipeUpdateFailed, errorMessage(error, m.recipeUpdateFailed));
      return errorMessage(error, m.recipeUpdateFailed);
    }
  };

  const hasSteps = recipe.instructions.length > 0;
  const hasIngredients = recipe.authenticIngredients.length > 0;

  return (
    <div className="space-y-5">
      <BackButton label={`${s.back}: ${recipe.cuisineName}`} onClick={onBack} />

      <section className="card overflow-hidden md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CulturalRecipeImage recipe={recipe} />
        <div className="space-y-3 p-4 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={recipe.difficulty} />
            <span className="text-sm text-zinc-500 dark:text-zinc-400">{recipe.cuisineName}</span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{recipe.name}</h1>
          {recipe.localName ? (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.localName(recipe.localName)}</p>
          ) : null}
          <p className="text-zinc-700 dark:text-zinc-300">{recipe.description}</p>
          <StatusLine message={status.message} />
        </div>
      </section>

      <TabGroup>
        <TabList aria-label={s.tabsLabel} className="inline-flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800/70">
          <Tab className={tabClass}>
            <ListOrdered className="size-4" aria-hidden />
            {s.instructions}
          </Tab>
          <Tab className={tabClass}>
            <Wheat className="size-4" aria-hidden />
            {s.ingredientsCultural}
          </Tab>
        </TabList>
        <TabPanels className="mt-5">
          <TabPanel className="focus:outline-none">
            <Section
              title={s.instructions}
              action={
                recipe.isCreator ? (
                  <button type="button" className="btn-secondary" onClick={() => setEditing('steps')}>
                    {hasSteps ? <Pencil className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
                    {hasSteps ? s.editSteps : s.addSteps}
                  </button>
                ) : null
              }
            >
              {hasSteps ? (
                <ol className="space-y-3" data-testid="recipe-steps">
                  {recipe.instructions.map((step, index) => (
                    <li key={`${index}-${step}`} className="flex gap-3">
                      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-white">
                        {index + 1}
                      </span>
                      <p className="pt-0.5 text-zinc-800 dark:text-zinc-200">{step}</p>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noSteps}</p>
              )}
              {!recipe.isCreator ? (
                <p className="mt-4 text-xs text-zinc-500 dark:text-zinc-400">{s.creatorOnlyEdit}</p>
              ) : null}
            </Section>
          </TabPanel>
          <TabPanel className="focus:outline-none">
            <RecipeCulture
              recipe={recipe}
              ingredientsAction={
                recipe.isCreator ? (
                  <button type="button" className="btn-secondary" onClick={() => setEditing('ingredients')}>
                    {hasIngredients ? (
                      <Pencil className="size-4" aria-hidden />
                    ) : (
                      <Plus className="size-4" aria-hidden />
                    )}
                    {hasIngredients ? s.editIngredients : s.addIngredients}
                  </button>
                ) : null
              }
            />
          </TabPanel>
        </TabPanels>
      </TabGroup>

      <EditTextDialog
        open={editing === 'steps'}
        onClose={() => setEditing(null)}
        title={hasSteps ? s.editSteps : s.addSteps}
        parts={[
          {
            label: s.stepsLabel,
            hint: cuisineStrings.recipeForm.instructionsHint,
            initial: recipe.instructions.join('\n'),
          },
        ]}
        pending={update.isPending}
        onSave={([text = '']) => save({ instructions: indexMap(linesOf(text)) })}
      />
      <EditTextDialog
        open={editing === 'ingredients'}
        onClose={() => setEditing(null)}
        title={hasIngredients ? s.editIngredients : s.addIngredients}
        parts={[
          {
            label: s.ingredientsLabel,
            hint: cuisineStrings.recipeForm.ingredientsHint,
            initial: recipe.authenticIngredients.join(', '),
          },
          { label: s.substitutesLabel, hint: s.substitutesHint, initial: substituteLines(recipe.localSubstitutes) },
        ]}
        pending={update.isPending}
        onSave={([ingredients = '', substitutes = '']) =>
          save({
            ingredients: indexMap(commaEntries(ingredients)),
            localSubstitutes: parseSubstituteLines(substitutes),
          })
        }
      />
    </div>
  );
}

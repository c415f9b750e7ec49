import { useState } from 'react';
import { Clock, ImagePlus, ListChecks, ListOrdered, Pencil, Trash2, Utensils } from 'lucide-react';
import { countLabel } from '@sous/domain';
import { useCurrentUser } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { setImageOverride } from '../../lib/recipeImages';
import { recipeStrings } from '../../lib/recipeStrings';
import { trpc, type RecipeData } from '../../lib/trpc';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { HoverCard } from '../ui/HoverCard';
import { CookingJournal } from './CookingJournal';
import { ImageOverrideDialog } from './ImageOverrideDialog';
import { LogMealDialog } from './LogMealDialog';
import { NutritionSummary } from './NutritionSummary';
import { RecipeFormDialog } from './RecipeFormDialog';
import { RecipeImage } from './RecipeImage';
import { SustainabilityBadge } from './SustainabilityBadge';
import { recipesMessages } from '@sous/domain';

const s = recipeStrings.card;
const m = recipesMessages;

function useDeleteRecipe() {
  const utils = trpc.useUtils();
  return trpc.recipes.delete.useMutation({
    onSuccess: ({ id }) => {
      utils.recipes.list.setData(undefined, (recipes) => recipes?.filter((recipe) => recipe.id !== id));
      setImageOverride(id, null);
      notify.success(m.deleted);
    },
    onError: () => notify.error(m.deleteFailed),
    onSettled: () => utils.recipes.invalidate(),
  });
}

interface RecipeCardProps {
  recipe: RecipeData;
  /** Compact: the summary only, without controls, Consume or the journal. */
  compact?: boolean;
  /** Hides Edit and Delete even for the creator. */
  hideActions?: boolean;
}

/** A recipe with its counts, nutrition and (full card) edit, delete, Consume and the journal. */
export function RecipeCard({ recipe, compact = false, hideActions = false }: RecipeCardProps) {
  const { data: user } = useCurrentUser();
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [consumeOpen, setConsumeOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const remove = useDeleteRecipe();
  const isCreator = !!user && recipe.createdBy === user.id;
  const showActions = !compact && !hideActions && isCreator;

  return (
    <article className="card flex flex-col overflow-hidden" aria-label={recipe.title} data-testid="recipe-card">
      <div className="relative">
        <RecipeImage recipe={recipe} />
        {!compact ? (
          <button
            type="button"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/85 text-zinc-700 shadow-sm backdrop-blur hover:bg-white dark:bg-zinc-900/80 dark:text-zinc-200 dark:hover:bg-zinc-900"
            onClick={() => setImageOpen(true)}
            aria-label={s.changeImageLabel(recipe.title)}
            title={s.changeImage}
          >
            <ImagePlus className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <header className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words">{recipe.title}</h3>
          <SustainabilityBadge score={recipe.sustainabilityScore} />
        </header>
        <p className="line-clamp-3 text-sm text-zinc-600 dark:text-zinc-400">{recipe.description}</p>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
          <span className="inline-flex items-center gap-1" title={s.prepTimeLabel}>
            <Clock className="size-4" aria-hidden />
            <span className="sr-only">{s.prepTimeLabel}: </span>
            {s.prepTime(recipe.prepTime)}
          </span>
          <HoverCard
            label={`${s.ingredientsHeading}: ${countLabel(recipe.ingredients.length, s.item)}`}
            trigger={
              <>
                <ListChecks className="size-4" aria-hidden />
                {countLabel(recipe.ingredients.length, s.item)}
              </>
            }
          >
            <p className="mb-2 font-semibold text-zinc-900 dark:text-white">{s.ingredientsHeading}</p>
            {recipe.ingredients.length === 0 ? (
              <p className="text-zinc-500">{s.noIngredients}</p>
            ) : (
              <ul className="max-h-60 list-disc space-y-1 overflow-y-auto pl-5">
                {recipe.ingredients.map((ingredient, index) => (
                  <li key={index}>{ingredient}</li>
                ))}
              </ul>
            )}
          </HoverCard>
          <HoverCard
            align="end"
            label={`${s.instructionsHeading}: ${countLabel(recipe.instructions.length, s.step)}`}
            trigger={
              <>
                <ListOrdered className="size-4" aria-hidden />
                {countLabel(recipe.instructions.length, s.step)}
              </>
            }
          >
            <p className="mb-2 font-semibold text-zinc-900 dark:text-white">{s.instructionsHeading}</p>
            {recipe.instructions.length === 0 ? (
              <p className="text-zinc-500">{s.noInstructions}</p>
            ) : (
              <ol className="max-h-60 list-decimal space-y-1 overflow-y-auto pl-5">
                {recipe.instructions.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            )}
          </HoverCard>
        </div>

        <NutritionSummary nutrition={recipe.nutritionInfo} />

        {!compact ? (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
            <button type="button" className="btn-primary flex-1" onClick={() => setConsumeOpen(true)}>
              <Utensils className="size-4" aria-hidden />
              {s.consume}
            </button>
            {showActions ? (
              <>
                <button
                  type="button"
                  className="btn-secondary px-3"
                  onClick={() => setEditOpen(true)}
                  aria-label={s.editLabel(recipe.title)}
                >
                  <Pencil className="size-4" aria-hidden />
                  <span className="hidden sm:inline">{s.edit}</span>
                </button>
                <button
                  type="button"
                  className="btn-secondary px-3 hover:border-red-300 hover:text-red-600 dark:hover:border-red-800 dark:hover:text-red-400"
                  onClick={() => setDeleteOpen(true)}
                  aria-label={s.deleteLabel(recipe.title)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  <span className="hidden sm:inline">{s.delete}</span>
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </div>

      {!compact && isCreator ? <CookingJournal recipeId={recipe.id} /> : null}

      {showActions ? (
        <>
          <RecipeFormDialog open={editOpen} onClose={() => setEditOpen(false)} recipe={recipe} />
          <ConfirmDialog
            open={deleteOpen}
            onClose={() => setDeleteOpen(false)}
            title={s.deleteTitle}
            description={m.deleteConfirm}
            confirmLabel={s.delete}
            pendingLabel={s.deleting}
            cancelLabel={s.cancel}
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ id: recipe.id }, { onSuccess: () => setDeleteOpen(false) })}
          />
        </>
      ) : null}
      {!compact ? (
        <>
          <LogMealDialog open={consumeOpen} onClose={() => setConsumeOpen(false)} recipe={recipe} />
          <ImageOverrideDialog open={imageOpen} onClose={() => setImageOpen(false)} recipe={recipe} />
        </>
      ) : null}
    </article>
  );
}

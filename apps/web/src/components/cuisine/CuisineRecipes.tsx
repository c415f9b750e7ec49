import { useState } from 'react';
import { BookOpen, Eye, Plus, Trash2, UtensilsCrossed } from 'lucide-react';
import type { CulturalDifficulty } from '@sous/domain';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { stockPhotoUrl, useImageChain } from '../../lib/recipeImages';
import { ImageFrame } from '../recipes/RecipeImage';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { CulturalRecipeFormDialog } from './CulturalRecipeFormDialog';
import {
  creatorOnlyToast,
  useDeleteCulturalRecipe,
  type CuisineDetailsData,
  type CulturalRecipeData,
} from './useCuisines';

const s = cuisineStrings.recipes;

const difficultyTone: Record<CulturalDifficulty, string> = {
  beginner: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  intermediate: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  advanced: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

export function DifficultyBadge({ difficulty }: { difficulty: CulturalDifficulty }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${difficultyTone[difficulty]}`}
    >
      {s.difficulty[difficulty]}
    </span>
  );
}

/** A cultural recipe's picture: its image_url, then a stock photo by name; the gradient when both fail. */
export function CulturalRecipeImage({ recipe }: { recipe: Pick<CulturalRecipeData, 'name' | 'image_url'> }) {
  const { src, onError } = useImageChain(recipe.image_url, stockPhotoUrl(recipe.name));
  return <ImageFrame src={src} onError={onError} alt={recipe.name} icon={UtensilsCrossed} />;
}

/** The Recipes tab: Add Recipe, and a card per recipe with View Details and Delete Recipe. */
export function CuisineRecipes({
  cuisine,
  onOpenRecipe,
}: {
  cuisine: CuisineDetailsData;
  onOpenRecipe: (recipeId: number) => void;
}) {
  const [addOpen, setAddOpen] = useState(false);
  const [deleting, setDeleting] = useState<CulturalRecipeData | null>(null);
  const remove = useDeleteCulturalRecipe(() => setDeleting(null));

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={() => setAddOpen(true)}>
          <Plus className="size-4" aria-hidden />
          {s.add}
        </button>
      </div>

      {cuisine.recipes.length === 0 ? (
        <div className="card flex flex-col items-center gap-2 px-6 py-12 text-center">
          <BookOpen className="size-9 text-zinc-400" aria-hidden />
          <p className="font-semibold">{s.empty}</p>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.emptyHint}</p>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cuisine.recipes.map((recipe) => (
            <li key={recipe.id} className="card flex flex-col overflow-hidden" data-testid="cultural-recipe-card">
              <CulturalRecipeImage recipe={recipe} />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-zinc-900 dark:text-white">{recipe.name}</h3>
                  <DifficultyBadge difficulty={recipe.difficulty} />
                </div>
                {recipe.localName ? (
                  <p className="text-xs text-zinc-500 dark:text-zinc-400">{recipe.localName}</p>
                ) : null}
                <p className="line-clamp-3 text-sm text-zinc-700 dark:text-zinc-300">{recipe.description}</p>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <button type="button" className="btn-secondary flex-1" onClick={() => onOpenRecipe(recipe.id)}>
                    <Eye className="size-4" aria-hidden />
                    {s.view}
                  </button>
                  <button
                    type="button"
                    className="btn-ghost text-red-600 hover:text-red-700 dark:text-red-400"
                    aria-label={`${s.delete}: ${recipe.name}`}
                    title={s.delete}
                    onClick={() => (recipe.isCreator ? setDeleting(recipe) : creatorOnlyToast())}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    <span className="sr-only sm:not-sr-only">{s.delete}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <CulturalRecipeFormDialog
        open={addOpen}
        onClose={() => setAddOpen(false)}
        cuisine={cuisine}
        onCreated={() => setAddOpen(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        title={s.deleteTitle}
        description={deleting ? `${deleting.name}: ${s.deleteDescription}` : s.deleteDescription}
        confirmLabel={s.delete}
        pendingLabel={s.deleting}
        cancelLabel={s.cancel}
        pending={remove.isPending}
      />
    </div>
  );
}

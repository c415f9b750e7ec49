import { useId, useState } from 'react';
import { AlertCircle, Search, UtensilsCrossed } from 'lucide-react';
import { matchesRecipeSearch } from '@sous/domain';
import { recipeStrings } from '../../lib/recipeStrings';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { RecipeCard } from './RecipeCard';
import { recipesMessages } from '@sous/domain';

const s = recipeStrings.page;

/** The search box and the grid of the user's recipes, filtered by title. */
export function MyRecipes() {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const recipes = trpc.recipes.list.useQuery();
  const shown = recipes.data?.filter((recipe) => matchesRecipeSearch(recipe, search)) ?? [];

  return (
    <div className="space-y-5">
      <div className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {s.searchLabel}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" aria-hidden />
        <input
          id={searchId}
          type="search"
          className="input pl-9"
          placeholder={s.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {recipes.isPending ? (
        <div className="flex justify-center py-16" role="status" aria-live="polite">
          <Spinner className="size-8" />
          <span className="sr-only">{strings.loading}</span>
        </div>
      ) : recipes.isError ? (
        <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
          <AlertCircle className="size-10 text-red-500" aria-hidden />
          <p className="text-zinc-700 dark:text-zinc-300">{s.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void recipes.refetch()}>
            {s.retry}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="card flex flex-col items-center px-6 py-14 text-center">
          <UtensilsCrossed className="size-10 text-zinc-300 dark:text-zinc-600" aria-hidden />
          <p className="mt-3 font-semibold">{recipesMessages.noRecipesFound}</p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{recipesMessages.noRecipesFoundHint}</p>
        </div>
      ) : (
        <div className="grid items-start gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </div>
      )}
    </div>
  );
}

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CuisineDetails } from '../../components/cuisine/CuisineDetails';
import { CuisineExplorer } from '../../components/cuisine/CuisineExplorer';
import { CulturalRecipeDetail } from '../../components/cuisine/CulturalRecipeDetail';

/** The view (list, a cuisine, one of its recipes) lives in the URL, so Back and reload keep it. */
const cuisineSearch = z.object({
  cuisine: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  recipe: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

export const Route = createFileRoute('/_authenticated/cultural-cuisine')({
  validateSearch: cuisineSearch,
  loader: ({ context }) => {
    // Warm the cache without blocking: the grid shows its spinner while it loads.
    void context.utils.cuisine.list.prefetch({});
  },
  component: CulturalCuisinePage,
});

function CulturalCuisinePage() {
  const { cuisine, recipe } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const show = (search: { cuisine?: number; recipe?: number }) => void navigate({ search });

  return (
    <div className="mx-auto max-w-6xl">
      {recipe !== undefined ? (
        <CulturalRecipeDetail
          key={recipe}
          recipeId={recipe}
          onBack={(cuisineId) => show(cuisineId === undefined ? {} : { cuisine: cuisineId })}
        />
      ) : cuisine !== undefined ? (
        <CuisineDetails
          key={cuisine}
          cuisineId={cuisine}
          onBack={() => show({})}
          onOpenRecipe={(recipeId) => show({ cuisine, recipe: recipeId })}
        />
      ) : (
        <CuisineExplorer onOpen={(id) => show({ cuisine: id })} />
      )}
    </div>
  );
}

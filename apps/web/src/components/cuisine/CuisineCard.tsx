import { Globe2, MapPin } from 'lucide-react';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { stockPhotoUrl, useImageChain } from '../../lib/recipeImages';
import { ImageFrame } from '../recipes/RecipeImage';
import type { CuisineData } from './useCuisines';

const s = cuisineStrings.page;

/** The banner of a cuisine: its own URL, then a stock photo by name; the gradient when both fail. */
export function CuisineBanner({ cuisine }: { cuisine: Pick<CuisineData, 'name' | 'bannerUrl'> }) {
  const { src, onError } = useImageChain(cuisine.bannerUrl, stockPhotoUrl(`${cuisine.name} cuisine`));
  return <ImageFrame src={src} onError={onError} alt="" icon={Globe2} />;
}

export function creatorLabel(cuisine: Pick<CuisineData, 'isCreator' | 'createdBy' | 'creatorName'>): string {
  if (cuisine.isCreator) return s.you;
  return cuisine.createdBy === null ? s.starter : s.by(cuisine.creatorName);
}

/** A cuisine card: banner, name, region, description; the whole card opens the details. */
export function CuisineCard({ cuisine, onOpen }: { cuisine: CuisineData; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="cuisine-card"
      className="card group flex h-full w-full flex-col overflow-hidden text-left transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <CuisineBanner cuisine={cuisine} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold text-zinc-900 group-hover:text-accent dark:text-white">
            {cuisine.name}
          </h2>
          <span className="badge shrink-0">{creatorLabel(cuisine)}</span>
        </div>
        <p className="flex items-center gap-1 text-sm text-zinc-500 dark:text-zinc-400">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          {cuisine.region}
        </p>
        <p className="line-clamp-3 text-sm text-zinc-700 dark:text-zinc-300">{cuisine.description}</p>
        <p className="mt-auto pt-1 text-xs font-medium text-zinc-500 dark:text-zinc-400">
          {s.recipes(cuisine.recipeCount)}
        </p>
      </div>
    </button>
  );
}

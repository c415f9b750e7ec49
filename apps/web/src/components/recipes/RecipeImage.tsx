import { useState, type ComponentType } from 'react';
import { ChefHat } from 'lucide-react';
import { useRecipeImage } from '../../lib/recipeImages';

/** The 16:9 picture of a recipe: its override, its imageUrl, then a stock photo by title. */
export function RecipeImage({ recipe }: { recipe: { id: number; title: string; imageUrl: string | null } }) {
  const { src, onError } = useRecipeImage(recipe);
  return <ImageFrame src={src} onError={onError} alt={recipe.title} />;
}

/**
 * A 16:9 picture over a gradient with an icon; the gradient stays when every source failed
 * (`src` null), so a broken image never shows.
 */
export function ImageFrame({
  src,
  onError,
  alt,
  icon: Icon = ChefHat,
}: {
  src: string | null;
  onError: () => void;
  alt: string;
  icon?: ComponentType<{ className?: string }>;
}) {
  const [loaded, setLoaded] = useState<string | null>(null);
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-gradient-to-br from-emerald-100 via-sky-100 to-amber-100 dark:from-emerald-950 dark:via-sky-950 dark:to-amber-950">
      <div className="absolute inset-0 flex items-center justify-center" aria-hidden>
        <Icon className="size-12 text-zinc-400/80 dark:text-zinc-500/80" />
      </div>
      {src ? (
        <img
          key={src}
          src={src}
          alt={alt}
          loading="lazy"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(src)}
          onError={onError}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${loaded === src ? 'opacity-100' : 'opacity-0'}`}
        />
      ) : null}
    </div>
  );
}

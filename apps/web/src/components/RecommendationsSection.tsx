import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { strings } from '../lib/strings';

/** Recommendations arrive with the recipes domain; until then the section shows the spec's empty text. */
export function RecommendationsSection() {
  return (
    <section aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading" className="mb-4 flex items-start gap-2 text-lg font-semibold sm:text-xl">
        <Sparkles className="mt-1 size-5 shrink-0 text-accent" aria-hidden />
        {strings.home.recommendationsTitle}
      </h2>
      <div className="card max-h-[600px] overflow-y-auto">
        <div className="flex flex-col items-center px-6 py-12 text-center">
          <Sparkles className="size-10 text-zinc-300 dark:text-zinc-600" aria-hidden />
          <p className="mt-3 max-w-md text-zinc-600 dark:text-zinc-400">{strings.home.noRecommendations}</p>
          <Link to="/recipes" className="btn-secondary mt-5">
            {strings.home.goToRecipes}
          </Link>
        </div>
      </div>
    </section>
  );
}

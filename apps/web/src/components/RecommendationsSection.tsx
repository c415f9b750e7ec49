import { Link } from '@tanstack/react-router';
import { RefreshCw, Sparkles } from 'lucide-react';
import { nutritionStrings } from '../lib/nutritionStrings';
import { strings } from '../lib/strings';
import { RecommendationCard } from './recommendations/RecommendationCard';
import {
  usePersonalizedRecommendations,
  useRefreshRecommendations,
} from './recommendations/useRecommendations';
import { AiSourceBadge } from './ui/AiSourceBadge';
import { recommendationsMessages } from '@sous/domain';

const s = nutritionStrings.recommendations;

function Skeleton() {
  return (
    <div className="grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={strings.loading}>
      {[0, 1, 2].map((index) => (
        <div key={index} className="animate-pulse rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
          <div className="h-4 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="mt-3 space-y-2">
            <div className="h-3 rounded bg-zinc-100 dark:bg-zinc-800/70" />
            <div className="h-3 w-5/6 rounded bg-zinc-100 dark:bg-zinc-800/70" />
          </div>
          <div className="mt-4 h-12 rounded-lg bg-zinc-100 dark:bg-zinc-800/70" />
          <div className="mt-4 h-9 rounded-lg bg-zinc-100 dark:bg-zinc-800/70" />
        </div>
      ))}
    </div>
  );
}

/** Home: the personalized set, scrollable within 600 px, with refresh, feedback and edit. */
export function RecommendationsSection() {
  const recommendations = usePersonalizedRecommendations();
  const refresh = useRefreshRecommendations();
  // A failed load shows an empty list (spec part 1 §8); its toast comes from the hook.
  const list = recommendations.data?.recommendations ?? [];
  const source = recommendations.data?.source ?? null;

  return (
    <section aria-labelledby="recommendations-heading">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="recommendations-heading" className="flex items-start gap-2 text-lg font-semibold sm:text-xl">
            <Sparkles className="mt-1 size-5 shrink-0 text-accent" aria-hidden />
            {strings.home.recommendationsTitle}
          </h2>
          {source && list.length > 0 ? <AiSourceBadge source={source} className="mt-1 ml-7" /> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => refresh.mutate()}
            disabled={refresh.isPending || recommendations.isPending}
            aria-label={refresh.isPending ? s.refreshing : s.refresh}
          >
            <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden />
            <span className="hidden sm:inline">{refresh.isPending ? s.refreshing : s.refresh}</span>
          </button>
        </div>
      </div>
      <div className="card max-h-[600px] overflow-y-auto" data-testid="recommendations" aria-busy={refresh.isPending}>
        {recommendations.isPending ? (
          <Skeleton />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <Sparkles className="size-10 text-zinc-300 dark:text-zinc-600" aria-hidden />
            <p className="mt-3 max-w-md text-zinc-600 dark:text-zinc-400">{recommendationsMessages.empty}</p>
            <Link to="/recipes" className="btn-secondary mt-5">
              {strings.home.goToRecipes}
            </Link>
          </div>
        ) : (
          <div className={`grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3 ${refresh.isPending ? 'opacity-60' : ''}`}>
            {list.map((recommendation) => (
              <RecommendationCard key={recommendation.recommendationId} recommendation={recommendation} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

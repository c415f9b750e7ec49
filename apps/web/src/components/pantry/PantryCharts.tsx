import { lazy, Suspense } from 'react';
import type { PantryAnalytics } from '@sous/domain';
import { pantryStrings } from '../../lib/pantryStrings';
import { ChartBoundary } from '../ui/ChartBoundary';
import { formatDay } from './expiry';

const s = pantryStrings.analytics;

const PantryChartsCanvas = lazy(() => import('./PantryChartsCanvas'));

export type PantryChartData = Pick<PantryAnalytics, 'categoryDistribution' | 'expiryTimeline'>;

/** Plain bars while chart.js loads, or instead of it when it cannot load. */
function FallbackCharts({ categoryDistribution, expiryTimeline }: PantryChartData) {
  const mostInCategory = Math.max(1, ...categoryDistribution.map((entry) => entry.count));
  const mostOnDay = Math.max(1, ...expiryTimeline.map((entry) => entry.count));
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="pantry-chart-fallback">
      <figure className="card p-4">
        <figcaption className="mb-3 text-sm font-semibold">{s.categories}</figcaption>
        {categoryDistribution.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noCategories}</p>
        ) : (
          <ul className="space-y-2">
            {categoryDistribution.map((entry) => (
              <li key={entry.category} className="text-sm">
                <div className="flex justify-between gap-2">
                  <span className="truncate">{entry.category}</span>
                  <span className="tabular-nums">{entry.count}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-zinc-100 dark:bg-zinc-800">
                  <div
                    className="h-2 rounded-full bg-accent"
                    style={{ width: `${(entry.count / mostInCategory) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </figure>
      <figure className="card p-4">
        <figcaption className="mb-3 text-sm font-semibold">{s.timeline}</figcaption>
        <div className="flex h-40 items-end gap-0.5 border-b border-zinc-200 dark:border-zinc-700">
          {expiryTimeline.map((entry) => (
            <div
              key={entry.date}
              className="flex h-full flex-1 flex-col justify-end"
              title={`${formatDay(entry.date)}: ${entry.count}`}
            >
              <div className="rounded-t-sm bg-amber-500/80" style={{ height: `${(entry.count / mostOnDay) * 100}%` }} />
            </div>
          ))}
        </div>
      </figure>
    </div>
  );
}

/** The category distribution and the 30-day expiry timeline; chart.js loads only when they show. */
export function PantryCharts(props: PantryChartData) {
  const fallback = <FallbackCharts {...props} />;
  return (
    <ChartBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <PantryChartsCanvas {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

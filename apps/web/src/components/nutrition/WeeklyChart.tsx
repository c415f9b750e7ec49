import { lazy, Suspense } from 'react';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { ChartBoundary } from '../ui/ChartBoundary';

export interface ChartPoint {
  label: string;
  value: number;
}

/** The bar fallback draws at most this many points (spec part 2, Nutrition Tracking). */
const FALLBACK_POINTS = 8;

const WeeklyChartCanvas = lazy(() => import('./WeeklyChartCanvas'));

/** Plain bars while chart.js loads, or instead of it when it cannot load. */
export function FallbackBars({ points, goal }: { points: ChartPoint[]; goal: number }) {
  const shown = points.slice(-FALLBACK_POINTS);
  const top = Math.max(goal, ...shown.map((point) => point.value), 1);
  return (
    <figure className="h-64" data-testid="chart-fallback">
      <figcaption className="sr-only">{nutritionStrings.progress.chartFallback}</figcaption>
      <div className="flex h-56 items-end gap-2 border-b border-zinc-200 dark:border-zinc-700">
        {shown.map((point, index) => (
          <div key={index} className="flex h-full flex-1 flex-col justify-end" title={`${point.label}: ${point.value}`}>
            <div className="rounded-t-md bg-accent/80" style={{ height: `${(point.value / top) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-2 text-center text-xs text-zinc-500 dark:text-zinc-400">
        {shown.map((point, index) => (
          <span key={index} className="flex-1 truncate">
            {point.label}
          </span>
        ))}
      </div>
    </figure>
  );
}

export function WeeklyChart({ points, goal }: { points: ChartPoint[]; goal: number }) {
  const fallback = <FallbackBars points={points} goal={goal} />;
  return (
    <ChartBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <WeeklyChartCanvas points={points} goal={goal} />
      </Suspense>
    </ChartBoundary>
  );
}

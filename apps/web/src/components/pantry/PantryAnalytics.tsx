import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { BarChart3, ChevronDown } from 'lucide-react';
import { pantryAnalytics, sustainabilityBadge } from '@sous/domain';
import { pantryStrings } from '../../lib/pantryStrings';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { textColourClasses } from '../ui/colours';
import { PantryCharts } from './PantryCharts';
import { pantryToday } from './usePantry';
import { pantryMessages } from '@sous/domain';

const s = pantryStrings.analytics;

function Stat({
  label,
  value,
  className = '',
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  testId: string;
}) {
  return (
    <div className="rounded-lg bg-zinc-50 px-3 py-3 dark:bg-zinc-800/60" data-testid={testId}>
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${className}`}>{value}</dd>
    </div>
  );
}

/** The collapsible Pantry Analytics panel; its numbers and charts all come from pantryAnalytics. */
export function PantryAnalytics() {
  const items = trpc.pantry.list.useQuery();
  const analytics = items.data ? pantryAnalytics(items.data, pantryToday()) : null;

  return (
    <Disclosure as="section" className="card overflow-hidden" data-testid="pantry-analytics">
      <DisclosureButton className="group flex w-full items-center justify-between gap-2 px-4 py-3 text-left font-semibold hover:bg-zinc-50 dark:hover:bg-zinc-800/50">
        <span className="flex items-center gap-2">
          <BarChart3 className="size-5 text-accent" aria-hidden />
          {pantryMessages.analyticsTitle}
        </span>
        <ChevronDown className="size-5 text-zinc-500 transition-transform group-data-open:rotate-180" aria-hidden />
      </DisclosureButton>
      <DisclosurePanel className="space-y-4 border-t border-zinc-200 p-4 dark:border-zinc-800">
        {!analytics ? (
          <div className="flex justify-center py-6" role="status" aria-live="polite">
            <Spinner className="size-6" />
            <span className="sr-only">{strings.loading}</span>
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Stat label={s.totalItems} value={String(analytics.totalItems)} testId="analytics-total" />
              <Stat
                label={s.averageScore}
                value={String(analytics.averageSustainabilityScore)}
                className={
                  analytics.totalItems > 0
                    ? textColourClasses[sustainabilityBadge(analytics.averageSustainabilityScore)]
                    : ''
                }
                testId="analytics-score"
              />
              <Stat
                label={s.expiringWithinWeek}
                value={String(analytics.expiringWithinWeek)}
                className={analytics.expiringWithinWeek > 0 ? 'text-amber-700 dark:text-amber-400' : ''}
                testId="analytics-expiring"
              />
              <Stat label={s.totalCalories} value={`${analytics.totalCalories} kcal`} testId="analytics-calories" />
            </dl>
            <PantryCharts
              categoryDistribution={analytics.categoryDistribution}
              expiryTimeline={analytics.expiryTimeline}
            />
          </>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}

import { CalendarRange } from 'lucide-react';
import { mealPlanStrings, planDate } from '../../lib/mealPlanStrings';
import type { MealPlanData } from './useMealPlans';

const s = mealPlanStrings;

/** The user's plans, newest first; the chosen one is marked as current. */
export function MealPlanList({
  plans,
  selectedId,
  onSelect,
}: {
  plans: readonly MealPlanData[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  return (
    <nav aria-label={s.page.plansHeading}>
      <h2 className="mb-2 text-sm font-semibold text-zinc-500 dark:text-zinc-400">{s.page.plansHeading}</h2>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {plans.map((plan) => {
          const current = plan.id === selectedId;
          return (
            <li key={plan.id} className="shrink-0 lg:shrink">
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(plan.id)}
                data-testid="plan-item"
                className="flex w-56 items-start gap-3 rounded-xl border border-zinc-200 bg-white p-3 text-left transition hover:border-accent focus-visible:outline-2 focus-visible:outline-accent aria-[current]:border-accent aria-[current]:bg-accent-soft lg:w-full dark:border-zinc-800 dark:bg-zinc-900 dark:aria-[current]:bg-accent-soft"
              >
                <CalendarRange className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{plan.title}</span>
                  <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                    {planDate(plan.startDate, { month: 'short', day: 'numeric' })} · {s.page.dayCount(plan.days)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

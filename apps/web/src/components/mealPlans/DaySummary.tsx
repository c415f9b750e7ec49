import { Link } from '@tanstack/react-router';
import { AlertTriangle, ListChecks } from 'lucide-react';
import { dayExceedsGoals, goalFor, nutrientKeys } from '@sous/domain';
import { mealPlanStrings } from '../../lib/mealPlanStrings';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { amount } from '../nutrition/format';
import { NutrientBar } from '../nutrition/NutrientBar';
import type { CurrentGoal } from '../nutrition/useNutrition';
import type { MealPlanDayData } from './useMealPlans';
import { mealPlansMessages } from '@sous/domain';

const s = mealPlanStrings.summary;

/** Spec part 2 §2: the planned day is above the daily goal; each nutrient over it as planned / goal. */
export function ExceedsWarning({ day, goal }: { day: MealPlanDayData; goal: CurrentGoal | null | undefined }) {
  const exceeded = dayExceedsGoals(day, goal ?? null);
  if (exceeded.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="exceeds-warning"
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{mealPlansMessages.exceedsGoals}</p>
        <ul className="mt-1 max-w-sm space-y-0.5">
          {exceeded.map((entry) => (
            <li key={entry.nutrient} className="flex justify-between gap-4">
              <span>{nutritionStrings.nutrients[entry.nutrient]}</span>
              <span className="tabular-nums">
                {s.over(amount(entry.nutrient, entry.current), amount(entry.nutrient, entry.limit))}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The day's planned totals, against the daily goal when there is one. */
export function DaySummary({
  day,
  goal,
  calorieTarget,
}: {
  day: MealPlanDayData;
  goal: CurrentGoal | null | undefined;
  calorieTarget: number | null;
}) {
  return (
    <section className="card space-y-4 p-5" aria-labelledby={`summary-${day.day}`} data-testid="day-summary">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`summary-${day.day}`} className="flex items-center gap-2 font-semibold">
          <ListChecks className="size-5 text-accent" aria-hidden />
          {s.heading}
        </h3>
        {calorieTarget ? (
          <span className="text-xs text-zinc-500 dark:text-zinc-400">{s.target(calorieTarget)}</span>
        ) : null}
      </div>

      {goal ? (
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-x-8">
          {nutrientKeys.map((nutrient) => (
            <NutrientBar
              key={nutrient}
              nutrient={nutrient}
              value={day.nutritionSummary[nutrient]}
              goal={goalFor(goal, nutrient)}
            />
          ))}
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {nutrientKeys.map((nutrient) => (
              <div key={nutrient} className="rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60">
                <dt className="text-xs text-zinc-500 dark:text-zinc-400">{nutritionStrings.nutrients[nutrient]}</dt>
                <dd className="font-semibold tabular-nums">{amount(nutrient, day.nutritionSummary[nutrient])}</dd>
              </div>
            ))}
          </dl>
          {goal === null ? (
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-zinc-600 dark:text-zinc-400">
              {s.noGoal}
              <Link to="/nutrition" className="link">
                {s.setGoals}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { CalendarRange, Trophy, TrendingDown } from 'lucide-react';
import { goalFor, nutrientKeys, nutritionColour, percentOfGoal, utcDay } from '@sous/domain';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { textColourClasses } from '../ui/colours';
import { amount, shortDate } from './format';
import { summarize, type SummaryPeriod } from './summary';
import type { CurrentGoal, ProgressEntry } from './useNutrition';

const s = nutritionStrings.summary;
const periods: { value: SummaryPeriod; label: string }[] = [
  { value: 'week', label: s.week },
  { value: 'month', label: s.month },
];

function DayCard({ title, entry, goal, icon }: { title: string; entry: ProgressEntry | null; goal: number; icon: ReactNode }) {
  return (
    <div className="card p-4" data-testid={title === s.bestDay ? 'best-day' : 'worst-day'}>
      <p className="flex items-center gap-2 text-sm font-medium text-zinc-600 dark:text-zinc-400">
        {icon}
        {title}
      </p>
      {entry ? (
        <>
          <p className="mt-1 text-lg font-semibold">{shortDate(entry.date)}</p>
          <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
            {s.dayCalories(Math.round(entry.calories), goal)}
          </p>
        </>
      ) : (
        <p className="mt-1 text-lg font-semibold text-zinc-400">–</p>
      )}
    </div>
  );
}

/** Averages and totals of the week's or month's progress entries against the goal. */
export function NutritionSummary({ goal }: { goal: CurrentGoal }) {
  const [period, setPeriod] = useState<SummaryPeriod>('week');
  const summary = summarize(goal.progress, goal, period, utcDay());

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <CalendarRange className="size-4" aria-hidden />
          {period === 'week' ? s.weekRange : s.monthRange}
        </p>
        <div role="radiogroup" aria-label={s.period} className="inline-flex rounded-lg bg-zinc-200/70 p-1 dark:bg-zinc-800">
          {periods.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={period === option.value}
              onClick={() => setPeriod(option.value)}
              className={`rounded-md px-4 py-1.5 text-sm font-medium transition ${
                period === option.value
                  ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-white'
                  : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white'
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>

      {summary.days.length === 0 ? (
        <p className="card py-12 text-center text-sm text-zinc-500 dark:text-zinc-400" data-testid="summary-empty">
          {s.empty}
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="card p-4">
              <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{s.daysLogged}</p>
              <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="days-logged">
                {summary.days.length}
              </p>
            </div>
            <div className="card p-4" title={s.onTargetHint}>
              <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{s.daysOnTarget}</p>
              <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="days-on-target">
                {summary.daysOnTarget}
              </p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">{s.onTargetHint}</p>
            </div>
            <DayCard
              title={s.bestDay}
              entry={summary.bestDay}
              goal={goal.dailyCalories}
              icon={<Trophy className="size-4 text-green-600 dark:text-green-400" aria-hidden />}
            />
            <DayCard
              title={s.worstDay}
              entry={summary.worstDay}
              goal={goal.dailyCalories}
              icon={<TrendingDown className="size-4 text-red-600 dark:text-red-400" aria-hidden />}
            />
          </div>

          <div className="card overflow-x-auto">
            <table className="w-full min-w-[28rem] text-sm" data-testid="summary-table">
              <thead>
                <tr className="border-b border-zinc-200 text-left text-xs tracking-wide text-zinc-500 uppercase dark:border-zinc-800 dark:text-zinc-400">
                  <th scope="col" className="px-4 py-3 font-medium" />
                  <th scope="col" className="px-4 py-3 text-right font-medium">{s.average}</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">{s.goal}</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">{s.total}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
                {nutrientKeys.map((nutrient) => {
                  const target = goalFor(goal, nutrient);
                  const percent = percentOfGoal(summary.averages[nutrient], target);
                  return (
                    <tr key={nutrient}>
                      <th scope="row" className="px-4 py-3 text-left font-medium">
                        {nutritionStrings.nutrients[nutrient]}
                      </th>
                      <td className={`px-4 py-3 text-right font-semibold tabular-nums ${textColourClasses[nutritionColour(percent)]}`}>
                        {amount(nutrient, summary.averages[nutrient])}
                      </td>
                      <td className="px-4 py-3 text-right text-zinc-600 tabular-nums dark:text-zinc-400">
                        {amount(nutrient, target)}
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">{amount(nutrient, summary.totals[nutrient])}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

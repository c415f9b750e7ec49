import { Link } from '@tanstack/react-router';
import { BarChart3, Lightbulb, Target } from 'lucide-react';
import { goalFor, nutrientKeys } from '@sous/domain';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { ConsumptionHistory } from './ConsumptionHistory';
import { shortDate } from './format';
import { NutrientBar } from './NutrientBar';
import type { CurrentGoal } from './useNutrition';
import { WeeklyChart } from './WeeklyChart';

const s = nutritionStrings.progress;

/** The weekly chart draws the last 7 entries; with 2 or fewer, a getting-started hint shows. */
const WEEKLY_ENTRIES = 7;
const HINT_MAX_ENTRIES = 2;

function TodayCard({ goal }: { goal: CurrentGoal }) {
  const today = trpc.nutrition.todayProgress.useQuery();
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="today-heading" data-testid="today-progress">
      <h2 id="today-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Target className="size-5 text-accent" aria-hidden />
        {s.today}
      </h2>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{s.todayHint}</p>
      {today.isPending ? (
        <div className="mt-5 space-y-5" aria-busy="true" aria-label={strings.loading}>
          {nutrientKeys.map((nutrient) => (
            <div key={nutrient} className="animate-pulse">
              <div className="h-3 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
              <div className="mt-2 h-2.5 rounded-full bg-zinc-100 dark:bg-zinc-800/70" />
            </div>
          ))}
        </div>
      ) : today.isError ? (
        <div className="mt-5 flex flex-col items-start gap-3 text-sm" role="alert">
          <p className="text-red-600 dark:text-red-400">{nutritionStrings.goals.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void today.refetch()}>
            {nutritionStrings.goals.retry}
          </button>
        </div>
      ) : (
        <div className="mt-5 space-y-5">
          {nutrientKeys.map((nutrient) => (
            <NutrientBar key={nutrient} nutrient={nutrient} value={today.data[nutrient]} goal={goalFor(goal, nutrient)} />
          ))}
        </div>
      )}
    </section>
  );
}

function WeeklyCard({ goal }: { goal: CurrentGoal }) {
  const entries = goal.progress.slice(-WEEKLY_ENTRIES);
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="weekly-heading">
      <h2 id="weekly-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BarChart3 className="size-5 text-accent" aria-hidden />
        {s.weekly}
      </h2>
      <div className="mt-4">
        {entries.length === 0 ? (
          <p className="flex h-64 items-center justify-center rounded-lg border border-dashed border-zinc-300 text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
            {s.weeklyEmpty}
          </p>
        ) : (
          <WeeklyChart
            goal={goal.dailyCalories}
            points={entries.map((entry) => ({ label: shortDate(entry.date), value: Math.round(entry.calories) }))}
          />
        )}
      </div>
      {goal.progress.length <= HINT_MAX_ENTRIES ? (
        <div
          className="mt-4 flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-200"
          data-testid="getting-started"
        >
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{s.gettingStartedTitle}</p>
            <p className="mt-0.5">{s.gettingStarted}</p>
            <Link to="/recipes" className="link mt-1 inline-block">
              {s.goToRecipes}
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export function DailyProgress({ goal }: { goal: CurrentGoal }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <TodayCard goal={goal} />
        <WeeklyCard goal={goal} />
      </div>
      <ConsumptionHistory goal={goal} />
    </div>
  );
}

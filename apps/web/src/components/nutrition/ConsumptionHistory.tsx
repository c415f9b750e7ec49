import { useId, useState } from 'react';
import { History } from 'lucide-react';
import {
  mealTypeFilters,
  nutrientKeys,
  perMealTarget,
  scaleNutrition,
  utcDay,
  ZERO_NUTRITION,
  type MealTypeFilter,
  type NutritionAmounts,
  type NutritionGoal,
} from '@sous/domain';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { amount, daysBefore } from './format';
import type { ConsumptionEntry } from './useNutrition';

const s = nutritionStrings.history;

/** The history's first view: the last 7 UTC days, every meal. */
const DEFAULT_RANGE_DAYS = 6;

function NutritionLine({ nutrition }: { nutrition: NutritionAmounts }) {
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-0.5 tabular-nums">
      {nutrientKeys.map((nutrient) => (
        <span key={nutrient}>
          <span className="text-zinc-500 dark:text-zinc-400">{nutritionStrings.nutrients[nutrient]} </span>
          {amount(nutrient, nutrition[nutrient])}
        </span>
      ))}
    </span>
  );
}

function mealLabel(mealType: string): string {
  return (s.mealTypes as Record<string, string>)[mealType] ?? mealType;
}

function timeOf(entry: ConsumptionEntry): string {
  const date = new Date(entry.consumedAt);
  if (Number.isNaN(date.getTime())) return entry.consumedAt;
  return date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

function HistoryRow({ entry }: { entry: ConsumptionEntry }) {
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm sm:grid sm:grid-cols-[9rem_6rem_4rem_1fr] sm:items-start"
      data-testid="history-row"
    >
      <time dateTime={entry.consumedAt} className="text-zinc-600 dark:text-zinc-400">
        {timeOf(entry)}
      </time>
      <span>
        <span className="badge">{mealLabel(entry.mealType)}</span>
      </span>
      <span className="tabular-nums" aria-label={`${s.servings} ${entry.servings}`}>
        {s.servingsCount(entry.servings)}
      </span>
      <span className="min-w-0 basis-full sm:basis-auto">
        <span className="block truncate font-medium">{entry.recipe.title || s.deletedRecipe}</span>
        <span className="mt-0.5 block text-xs">
          <NutritionLine nutrition={scaleNutrition(entry.recipe.nutritionInfo, entry.servings)} />
        </span>
      </span>
    </li>
  );
}

/** Logged meals filtered by an inclusive date range and a meal type, with totals (and the per-meal target). */
export function ConsumptionHistory({ goal }: { goal: NutritionGoal }) {
  const id = useId();
  const today = utcDay();
  const [startDate, setStartDate] = useState(() => daysBefore(today, DEFAULT_RANGE_DAYS));
  const [endDate, setEndDate] = useState(today);
  const [mealType, setMealType] = useState<MealTypeFilter>('all');
  const history = trpc.recipes.consumptionHistory.useQuery(
    { startDate, endDate, mealType },
    { placeholderData: (previous) => previous },
  );
  const entries = history.data ?? [];
  const totals = entries.reduce<NutritionAmounts>((sum, entry) => {
    const eaten = scaleNutrition(entry.recipe.nutritionInfo, entry.servings);
    return {
      calories: sum.calories + eaten.calories,
      protein: sum.protein + eaten.protein,
      carbs: sum.carbs + eaten.carbs,
      fat: sum.fat + eaten.fat,
    };
  }, ZERO_NUTRITION);

  return (
    <section className="card p-5 sm:p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-accent" aria-hidden />
        {s.heading}
        {history.isFetching && !history.isPending ? <Spinner className="size-4" /> : null}
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <label className="label" htmlFor={`${id}-start`}>
            {s.startDate}
          </label>
          <input
            id={`${id}-start`}
            type="date"
            className="input"
            value={startDate}
            max={endDate || undefined}
            onChange={(event) => setStartDate(event.target.value)}
          />
        </div>
        <div>
          <label className="label" htmlFor={`${id}-end`}>
            {s.endDate}
          </label>
          <input
            id={`${id}-end`}
            type="date"
            className="input"
            value={endDate}
            min={startDate || undefined}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </div>
        <div>
          <label className="label" htmlFor={`${id}-meal`}>
            {s.mealType}
          </label>
          <select
            id={`${id}-meal`}
            className="input"
            value={mealType}
            onChange={(event) => setMealType(event.target.value as MealTypeFilter)}
          >
            {mealTypeFilters.map((type) => (
              <option key={type} value={type}>
                {s.mealTypes[type]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {history.isPending ? (
        <div className="flex justify-center py-10" role="status" aria-label={strings.loading}>
          <Spinner />
        </div>
      ) : history.isError ? (
        <div className="mt-4 flex flex-col items-center gap-3 py-6 text-center text-sm" role="alert">
          <p className="text-red-600 dark:text-red-400">{s.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void history.refetch()}>
            {nutritionStrings.goals.retry}
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-zinc-300 py-8 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
          {s.empty}
        </p>
      ) : (
        <>
          <div className="mt-4 hidden gap-3 border-b border-zinc-200 pb-2 text-xs font-medium tracking-wide text-zinc-500 uppercase sm:grid sm:grid-cols-[9rem_6rem_4rem_1fr] dark:border-zinc-800 dark:text-zinc-400">
            <span>{s.time}</span>
            <span>{s.mealType}</span>
            <span>{s.servings}</span>
            <span>
              {s.recipe} · {s.nutrition}
            </span>
          </div>
          <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <dl className="mt-3 grid gap-3 rounded-lg bg-zinc-50 p-3 text-sm sm:grid-cols-2 dark:bg-zinc-800/50">
            <div data-testid="history-totals">
              <dt className="font-semibold">{s.totals}</dt>
              <dd className="mt-1">
                <NutritionLine nutrition={totals} />
              </dd>
            </div>
            {mealType !== 'all' ? (
              <div data-testid="per-meal-target">
                <dt className="font-semibold">
                  {s.perMealTarget}{' '}
                  <span className="font-normal text-zinc-500 dark:text-zinc-400">({s.perMealHint})</span>
                </dt>
                <dd className="mt-1">
                  <NutritionLine nutrition={perMealTarget(goal)} />
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      )}
    </section>
  );
}

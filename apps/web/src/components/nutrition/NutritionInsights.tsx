import { AlertCircle, CheckCircle2, RefreshCw, Sparkles, Target, Utensils } from 'lucide-react';
import { nutrientKeys, type Nutrient } from '@sous/domain';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { errorMessage } from '../../lib/session';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { amount } from './format';
import { useSetGoal, type CurrentGoal } from './useNutrition';
import { nutritionMessages } from '@sous/domain';

const s = nutritionStrings.insights;

/** Spec part 1 §9: insights stay fresh 5 minutes, are kept 10, and retried once. */
const INSIGHTS_STALE_MS = 5 * 60 * 1000;
const INSIGHTS_GC_MS = 10 * 60 * 1000;

const goalKey: Record<Nutrient, 'dailyCalories' | 'dailyProtein' | 'dailyCarbs' | 'dailyFat'> = {
  calories: 'dailyCalories',
  protein: 'dailyProtein',
  carbs: 'dailyCarbs',
  fat: 'dailyFat',
};

function mealLabel(type: string): string {
  return (nutritionStrings.history.mealTypes as Record<string, string>)[type.toLowerCase()] ?? type;
}

/** Mounted when the AI Insights tab opens, so the call happens only then. */
export function NutritionInsights({ goal }: { goal: CurrentGoal }) {
  const insights = trpc.nutrition.insights.useQuery(undefined, {
    staleTime: INSIGHTS_STALE_MS,
    gcTime: INSIGHTS_GC_MS,
    retry: 1,
  });
  const setGoal = useSetGoal();

  if (insights.isPending) {
    return (
      <div className="card flex flex-col items-center gap-3 py-16 text-center" role="status" aria-live="polite">
        <Spinner className="size-8" />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{s.loading}</p>
      </div>
    );
  }

  if (insights.isError) {
    return (
      <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
        <AlertCircle className="size-8 text-red-500" aria-hidden />
        <p className="font-semibold">{s.failed}</p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {errorMessage(insights.error, nutritionMessages.insightsFailed)}
        </p>
        <button type="button" className="btn-secondary mt-2" onClick={() => void insights.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {nutritionStrings.goals.retry}
        </button>
      </div>
    );
  }

  const data = insights.data;
  const suggested = {
    dailyCalories: Math.round(data.suggestedGoals.calories),
    dailyProtein: Math.round(data.suggestedGoals.protein),
    dailyCarbs: Math.round(data.suggestedGoals.carbs),
    dailyFat: Math.round(data.suggestedGoals.fat),
  };

  return (
    <div className="space-y-6" data-testid="nutrition-insights">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles className="size-5 text-accent" aria-hidden />
          {s.heading}
          <AiSourceBadge source={data.source} />
        </h2>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => void insights.refetch()}
          disabled={insights.isFetching}
        >
          <RefreshCw className={`size-4 ${insights.isFetching ? 'animate-spin' : ''}`} aria-hidden />
          {insights.isFetching ? strings.loading : s.refresh}
        </button>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card p-5 sm:p-6" aria-labelledby="suggested-heading">
          <h3 id="suggested-heading" className="flex items-center gap-2 font-semibold">
            <Target className="size-5 text-accent" aria-hidden />
            {s.suggestedGoals}
          </h3>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            {nutrientKeys.map((nutrient) => {
              const current = goal[goalKey[nutrient]];
              const next = suggested[goalKey[nutrient]];
              return (
                <div key={nutrient} className="rounded-lg bg-zinc-50 p-3 dark:bg-zinc-800/50">
                  <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">
                    {nutritionStrings.nutrients[nutrient]}
                  </dt>
                  <dd className="mt-0.5 text-lg font-semibold tabular-nums">{amount(nutrient, next)}</dd>
                  {current !== next ? (
                    <dd className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
                      {nutritionStrings.summary.goal}: {amount(nutrient, current)}
                    </dd>
                  ) : null}
                </div>
              );
            })}
          </dl>
          <button
            type="button"
            className="btn-primary mt-4 w-full sm:w-auto"
            disabled={setGoal.isPending}
            onClick={() => setGoal.mutate(suggested)}
          >
            {setGoal.isPending ? <Spinner className="size-4 text-white" /> : <CheckCircle2 className="size-4" aria-hidden />}
            {setGoal.isPending ? s.applying : s.apply}
          </button>
          <div className="mt-5">
            <h4 className="text-sm font-semibold">{s.reasoning}</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-zinc-700 dark:text-zinc-300">{data.reasoning}</p>
          </div>
        </section>

        <div className="space-y-6">
          <section className="card p-5 sm:p-6" aria-labelledby="meals-heading">
            <h3 id="meals-heading" className="flex items-center gap-2 font-semibold">
              <Utensils className="size-5 text-accent" aria-hidden />
              {s.meals}
            </h3>
            <div className="mt-3 space-y-4">
              {data.mealSuggestions.map((meal) => (
                <div key={meal.type}>
                  <p className="badge">{mealLabel(meal.type)}</p>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-zinc-700 dark:text-zinc-300">
                    {meal.suggestions.map((suggestion) => (
                      <li key={suggestion}>{suggestion}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>

          <section className="card p-5 sm:p-6" aria-labelledby="improvements-heading">
            <h3 id="improvements-heading" className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-5 text-accent" aria-hidden />
              {s.improvements}
            </h3>
            {data.improvements.length === 0 ? (
              <p className="mt-3 text-sm text-zinc-500 dark:text-zinc-400">{s.noImprovements}</p>
            ) : (
              <ul className="mt-3 space-y-2 text-sm text-zinc-700 dark:text-zinc-300">
                {data.improvements.map((improvement) => (
                  <li key={improvement} className="flex gap-2">
                    <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden />
                    {improvement}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

import { Clock, Coffee, Cookie, Moon, Sun, Utensils } from 'lucide-react';
import { type MealType } from '@sous/domain';
import { mealPlanStrings } from '../../lib/mealPlanStrings';
import { notify } from '../../lib/notify';
import { Spinner } from '../Spinner';
import { useLogPlannedMeal, type PlannedMealData } from './useMealPlans';
import { mealPlansMessages } from '@sous/domain';

const s = mealPlanStrings.meals;

const icons: Record<MealType, typeof Sun> = { breakfast: Coffee, lunch: Sun, dinner: Moon, snack: Cookie };

/** One planned meal with its nutrition text, preparation time and 'Log as eaten'. */
export function MealCard({
  planId,
  day,
  meal,
  snackIndex,
  label,
  planned,
}: {
  planId: number;
  day: number;
  meal: MealType;
  snackIndex?: number;
  label: string;
  planned: PlannedMealData;
}) {
  const log = useLogPlannedMeal();
  const Icon = icons[meal];
  return (
    <article
      className="card flex flex-col gap-2 p-4"
      aria-label={`${label}: ${planned.title}`}
      data-testid={`meal-${meal}`}
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
        <Icon className="size-4" aria-hidden />
        {label}
      </p>
      <h4 className="leading-snug font-semibold break-words">{planned.title}</h4>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{planned.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-zinc-600 dark:text-zinc-400">
        <span
          className="rounded-md bg-zinc-100 px-2 py-1 font-medium tabular-nums dark:bg-zinc-800"
          data-testid="meal-nutrition"
        >
          {planned.nutritionalInfo}
        </span>
        <span className="inline-flex items-center gap-1" title={s.prepTimeLabel}>
          <Clock className="size-3.5" aria-hidden />
          <span className="sr-only">{s.prepTimeLabel}: </span>
          {s.prepTime(planned.preparationTime)}
        </span>
      </div>
      <button
        type="button"
        className="btn-secondary mt-1"
        disabled={log.isPending}
        aria-label={s.logLabel(planned.title)}
        onClick={() =>
          log.mutate(
            { id: planId, day, meal, ...(snackIndex === undefined ? {} : { snackIndex }) },
            { onSuccess: () => notify.success(mealPlansMessages.logged, s.loggedDescription(planned.title)) },
          )
        }
      >
        {log.isPending ? <Spinner className="size-4" /> : <Utensils className="size-4" aria-hidden />}
        {log.isPending ? s.logging : s.log}
      </button>
    </article>
  );
}

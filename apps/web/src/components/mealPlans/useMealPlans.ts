import type { RouterOutputs } from '@sous/api';
import { mealPlanStrings } from '../../lib/mealPlanStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { mealPlansMessages } from '@sous/domain';

export type MealPlanData = RouterOutputs['mealPlans']['list'][number];
export type MealPlanDayData = MealPlanData['meals'][number];
export type PlannedMealData = MealPlanDayData['meals']['breakfast'];

const m = mealPlansMessages;

/** Adds a planned meal to today's nutrition; the goal, today's progress and the history refresh. */
export function useLogPlannedMeal() {
  const utils = trpc.useUtils();
  return trpc.mealPlans.logMeal.useMutation({
    onError: (error) => notify.error(mealPlanStrings.meals.logFailed, errorMessage(error, m.mealNotFound)),
    onSettled: () => Promise.all([utils.nutrition.invalidate(), utils.recipes.consumptionHistory.invalidate()]),
  });
}

export function useDeleteMealPlan() {
  const utils = trpc.useUtils();
  return trpc.mealPlans.delete.useMutation({
    onSuccess: ({ id }) => {
      utils.mealPlans.list.setData(undefined, (plans) => plans?.filter((plan) => plan.id !== id));
      notify.success(m.deleted);
    },
    onError: (error) => notify.error(mealPlanStrings.plan.deleteFailed, errorMessage(error, m.notFound)),
    onSettled: () => utils.mealPlans.invalidate(),
  });
}

import type { NutritionGoal } from '@sous/domain';
import type { RouterOutputs } from '@sous/api';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';

export type CurrentGoal = NonNullable<RouterOutputs['nutrition']['currentGoal']>;
export type ProgressEntry = CurrentGoal['progress'][number];
export type ConsumptionEntry = RouterOutputs['recipes']['consumptionHistory'][number];
export type NutritionInsightsData = RouterOutputs['nutrition']['insights'];

const s = nutritionStrings.goals;

export function useCurrentGoal() {
  return trpc.nutrition.currentGoal.useQuery();
}

/** Sets a new goal ('Success' toast) and refreshes every nutrition query; failures toast the server's message. */
export function useSetGoal() {
  const utils = trpc.useUtils();
  return trpc.nutrition.setGoal.useMutation({
    onSuccess: (goal) => {
      utils.nutrition.currentGoal.setData(undefined, goal);
      notify.success(s.success, s.successDescription);
    },
    onError: (error) => {
      const message = errorMessage(error, s.failed);
      notify.error(s.failed, message === s.failed ? undefined : message);
    },
    onSettled: () => utils.nutrition.invalidate(),
  });
}

/** The four goal numbers of a goal, or of suggested amounts, in the request's shape. */
export function goalValues(goal: NutritionGoal): NutritionGoal {
  return {
    dailyCalories: goal.dailyCalories,
    dailyProtein: goal.dailyProtein,
    dailyCarbs: goal.dailyCarbs,
    dailyFat: goal.dailyFat,
  };
}

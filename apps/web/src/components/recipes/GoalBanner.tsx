import { Link } from '@tanstack/react-router';
import { Target } from 'lucide-react';
import { recipeStrings } from '../../lib/recipeStrings';
import { trpc } from '../../lib/trpc';
import { nutritionMessages } from '@sous/domain';

/** Shown only once we know there is no current goal (not while it loads, not on an error). */
export function GoalBanner() {
  const goal = trpc.nutrition.currentGoal.useQuery();
  if (goal.data !== null) return null;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900 dark:bg-amber-950/40"
      data-testid="goal-banner"
    >
      <div className="flex gap-3">
        <Target className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div>
          <p className="font-semibold text-amber-900 dark:text-amber-200">{nutritionMessages.setGoalsBanner}</p>
          <p className="text-sm text-amber-800/90 dark:text-amber-300/80">{recipeStrings.page.goalBannerBody}</p>
        </div>
      </div>
      <Link to="/nutrition" className="btn-primary shrink-0">
        {recipeStrings.page.goalBannerButton}
      </Link>
    </div>
  );
}

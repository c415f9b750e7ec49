import { nutritionColour, percentOfGoal, progressPercent, type Nutrient } from '@sous/domain';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { textColourClasses } from '../ui/colours';
import { formatPercent } from '../ui/NutrientPercent';
import { amount, barColour } from './format';

/** One nutrient against its goal: the bar is capped at 100 %, the colour says how close or over it is. */
export function NutrientBar({ nutrient, value, goal }: { nutrient: Nutrient; value: number; goal: number }) {
  const percent = percentOfGoal(value, goal);
  const colour = nutritionColour(percent);
  const label = nutritionStrings.nutrients[nutrient];
  return (
    <div data-testid={`progress-${nutrient}`}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-zinc-600 tabular-nums dark:text-zinc-400">
          {nutritionStrings.progress.ofGoal(amount(nutrient, value), amount(nutrient, goal))}
          <span className={`ml-2 font-semibold ${textColourClasses[colour]}`} data-colour={colour}>
            {formatPercent(percent)}
          </span>
        </span>
      </div>
      <div
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progressPercent(value, goal))}
        aria-valuetext={nutritionStrings.progress.ofGoal(amount(nutrient, value), amount(nutrient, goal))}
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${barColour[colour]}`}
          style={{ width: `${progressPercent(value, goal)}%` }}
        />
      </div>
    </div>
  );
}

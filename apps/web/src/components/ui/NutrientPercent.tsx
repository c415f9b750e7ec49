import { nutritionColour, percentOfGoal } from '@sous/domain';
import { textColourClasses } from './colours';

/** Formats a share of a goal; any amount over a zero goal reads as over 100 %. */
export function formatPercent(percent: number): string {
  return Number.isFinite(percent) ? `${Math.round(percent)}%` : '>100%';
}

/**
 * A nutrient's share of the daily goal, coloured by the spec's rule: over 100 % red, over 90 %
 * yellow, otherwise green.
 */
export function NutrientPercent({
  value,
  goal,
  suffix,
  className = '',
}: {
  value: number;
  goal: number;
  suffix?: string;
  className?: string;
}) {
  const percent = percentOfGoal(value, goal);
  const colour = nutritionColour(percent);
  return (
    <span data-testid="nutrient-percent" data-colour={colour} className={`text-xs font-medium ${textColourClasses[colour]} ${className}`}>
      {formatPercent(percent)}
      {suffix ? ` ${suffix}` : null}
    </span>
  );
}

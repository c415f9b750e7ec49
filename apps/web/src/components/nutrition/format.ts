import { nutrientUnit, type BadgeColour, type Nutrient } from '@sous/domain';
import { nutritionStrings } from '../../lib/nutritionStrings';

/** '1 850 kcal' or '92 g', rounded: stored amounts can carry fractions from scaled servings. */
export function amount(nutrient: Nutrient, value: number): string {
  const rounded = Math.round(value);
  return nutrientUnit(nutrient) === 'kcal' ? nutritionStrings.units.kcal(rounded) : nutritionStrings.units.grams(rounded);
}

export const barColour: Record<BadgeColour, string> = {
  green: 'bg-green-500 dark:bg-green-500',
  yellow: 'bg-yellow-400 dark:bg-yellow-400',
  red: 'bg-red-500 dark:bg-red-500',
};


/** Dates are YYYY-MM-DD (UTC days); shown short and in the reader's language, without shifting the day. */
export function shortDate(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The UTC day `days` before `day`. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

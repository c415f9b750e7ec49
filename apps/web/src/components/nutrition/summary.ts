import { nutrientKeys, percentOfGoal, ZERO_NUTRITION, type NutritionAmounts, type NutritionGoal } from '@sous/domain';
import { daysBefore } from './format';
import type { ProgressEntry } from './useNutrition';

export type SummaryPeriod = 'week' | 'month';

export const PERIOD_DAYS: Record<SummaryPeriod, number> = { week: 7, month: 30 };

/** A day is on target when its calories reach 80 % of the goal without going over it. */
const ON_TARGET_MIN_PERCENT = 80;

export interface PeriodSummary {
  days: ProgressEntry[];
  totals: NutritionAmounts;
  averages: NutritionAmounts;
  daysOnTarget: number;
  bestDay: ProgressEntry | null;
  worstDay: ProgressEntry | null;
}

export function isOnTarget(entry: ProgressEntry, goal: NutritionGoal): boolean {
  const percent = percentOfGoal(entry.calories, goal.dailyCalories);
  return percent >= ON_TARGET_MIN_PERCENT && percent <= 100;
}

/**
 * The logged days of the last 7 or 30 UTC days (today included): totals, averages per logged day,
 * days on target, and the days closest to and farthest from the calorie goal.
 */
export function summarize(
  progress: ProgressEntry[],
  goal: NutritionGoal,
  period: SummaryPeriod,
  today: string,
): PeriodSummary {
  const from = daysBefore(today, PERIOD_DAYS[period] - 1);
  const days = progress.filter((entry) => entry.date >= from && entry.date <= today);
  const totals = days.reduce<NutritionAmounts>(
    (sum, entry) => ({
      calories: sum.calories + entry.calories,
      protein: sum.protein + entry.protein,
      carbs: sum.carbs + entry.carbs,
      fat: sum.fat + entry.fat,
    }),
    ZERO_NUTRITION,
  );
  const averages = { ...ZERO_NUTRITION };
  for (const nutrient of nutrientKeys) averages[nutrient] = days.length ? totals[nutrient] / days.length : 0;
  const distance = (entry: ProgressEntry) => Math.abs(entry.calories - goal.dailyCalories);
  const ranked = [...days].sort((a, b) => distance(a) - distance(b) || a.date.localeCompare(b.date));
  return {
    days,
    totals,
    averages,
    daysOnTarget: days.filter((entry) => isOnTarget(entry, goal)).length,
    bestDay: ranked[0] ?? null,
    worstDay: ranked.length > 1 ? (ranked.at(-1) ?? null) : null,
  };
}

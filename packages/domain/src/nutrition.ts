import { z } from 'zod';
import type { BadgeColour } from './sustainability';
import { nutritionMessages, recipesMessages } from './areaMessages';

const n = nutritionMessages;

export const nutrientKeys = ['calories', 'protein', 'carbs', 'fat'] as const;
export type Nutrient = (typeof nutrientKeys)[number];
export type NutritionAmounts = Record<Nutrient, number>;
export const ZERO_NUTRITION: NutritionAmounts = { calories: 0, protein: 0, carbs: 0, fat: 0 };

export const mealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof mealTypes)[number];
export const DEFAULT_MEAL_TYPE: MealType = 'snack';
export const mealTypeFilters = ['all', ...mealTypes] as const;
export type MealTypeFilter = (typeof mealTypeFilters)[number];
export const MAX_SERVINGS = 100;

/** Form numbers parse as integers ('12.7' → 12); anything unreadable is 0. */
export function parseInteger(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Servings: an integer of at least 1; a non-numeric value becomes 1. */
export function parseServings(value: string | number | null | undefined): number {
  return Math.max(1, parseInteger(value));
}

/** The server's today: the UTC date, YYYY-MM-DD. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && utcDay(parsed) === value;
}

export const ZCalendarDate = z
  .string({ error: n.dateInvalid })
  .max(10, n.dateInvalid)
  .refine(isCalendarDate, n.dateInvalid);

/** A number typed into a form (or sent as JSON) within bounds, with one message for every failure. */
function boundedNumber(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().trim().min(1).max(20).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).min(min, message).max(max, message));
}

export const ZSetNutritionGoalRequest = z.object({
  dailyCalories: boundedNumber(n.caloriesRange, 500, 5000),
  dailyProtein: boundedNumber(n.proteinRange, 10, 500),
  dailyCarbs: boundedNumber(n.carbsRange, 0, 500),
  dailyFat: boundedNumber(n.fatRange, 0, 200),
});
export type SetNutritionGoalRequest = z.input<typeof ZSetNutritionGoalRequest>;
export type NutritionGoal = z.infer<typeof ZSetNutritionGoalRequest>;

const amount = boundedNumber(n.amountInvalid, 0, 100_000).default(0);

export const ZProgressEntry = z.object({
  date: ZCalendarDate,
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
  completed: z.boolean().default(false),
});
export type ProgressEntry = z.infer<typeof ZProgressEntry>;

/** POST /api/nutrition-goals/progress: the amounts are added to that date's entry. */
export const ZAddProgressRequest = z.object({ progress: ZProgressEntry });
export type AddProgressRequest = z.input<typeof ZAddProgressRequest>;

const optionalDate = z.union([z.literal('').transform(() => undefined), ZCalendarDate]).optional();

/** Consumption history filters: an inclusive date range and one meal type or all. */
export const ZConsumptionHistoryRequest = z
  .object({
    startDate: optionalDate,
    endDate: optionalDate,
    mealType: z.enum(mealTypeFilters, { error: recipesMessages.mealTypeInvalid }).default('all'),
  })
  .prefault({});
export type ConsumptionHistoryRequest = z.input<typeof ZConsumptionHistoryRequest>;

const goalKeys: Record<Nutrient, keyof NutritionGoal> = {
  calories: 'dailyCalories',
  protein: 'dailyProtein',
  carbs: 'dailyCarbs',
  fat: 'dailyFat',
};

export function goalFor(goal: NutritionGoal, nutrient: Nutrient): number {
  return goal[goalKeys[nutrient]];
}

export function nutrientUnit(nutrient: Nutrient): 'kcal' | 'g' {
  return nutrient === 'calories' ? 'kcal' : 'g';
}

/** How much of the goal is reached, uncapped; any amount over a zero goal is infinitely over it. */
export function percentOfGoal(value: number, goal: number): number {
  if (goal <= 0) return value > 0 ? Number.POSITIVE_INFINITY : 0;
  return (value / goal) * 100;
}

/** The progress bar's width: the percentage capped at 100. */
export function progressPercent(value: number, goal: number): number {
  return Math.min(100, Math.max(0, percentOfGoal(value, goal)));
}

/** Over 100 % red, over 90 % yellow, otherwise green. */
export function nutritionColour(percent: number): BadgeColour {
  if (percent > 100) return 'red';
  if (percent > 90) return 'yellow';
  return 'green';
}

export function scaleNutrition(nutrition: NutritionAmounts, servings: number): NutritionAmounts {
  return {
    calories: nutrition.calories * servings,
    protein: nutrition.protein * servings,
    carbs: nutrition.carbs * servings,
    fat: nutrition.fat * servings,
  };
}

export interface ExceededNutrient {
  nutrient: Nutrient;
  /** Today's total after logging. */
  current: number;
  limit: number;
  unit: 'kcal' | 'g';
}

/** The nutrients that logging `added` would push above the daily goal (the Exceeds Daily Goals dialog). */
export function exceededNutrients(
  todayProgress: NutritionAmounts | null,
  goal: NutritionGoal | null,
  added: NutritionAmounts,
): ExceededNutrient[] {
  if (!goal) return [];
  const today = todayProgress ?? ZERO_NUTRITION;
  return nutrientKeys
    .map((nutrient) => ({
      nutrient,
      current: today[nutrient] + added[nutrient],
      limit: goalFor(goal, nutrient),
      unit: nutrientUnit(nutrient),
    }))
    .filter((entry) => entry.current > entry.limit);
}

/** With one meal type filtered, the target is a third of the daily goal. */
export function perMealTarget(goal: NutritionGoal): NutritionAmounts {
  const third = (value: number) => Math.round(value / 3);
  return {
    calories: third(goal.dailyCalories),
    protein: third(goal.dailyProtein),
    carbs: third(goal.dailyCarbs),
    fat: third(goal.dailyFat),
  };
}

import { z } from 'zod';
import { aiSources, type AiSource, type MealPlanDay, type PlannedMeal } from './ai';
import { ZId } from './grocery';
import { messages } from './messages';
import {
  exceededNutrients,
  isCalendarDate,
  mealTypes,
  utcDay,
  type ExceededNutrient,
  type MealType,
  type NutritionGoal,
} from './nutrition';
import { addDays } from './pantry';
import { mealPlansMessages } from './areaMessages';
import { nutritionMessages, recipesMessages } from './areaMessages';

const m = mealPlansMessages;

/** Spec part 2 §9: 1–7 days (7 recommended), calorie target 500–5000. */
export const MIN_PLAN_DAYS = 1;
export const MAX_PLAN_DAYS = 7;
export const DEFAULT_PLAN_DAYS = 7;
export const MIN_CALORIE_TARGET = 500;
export const MAX_CALORIE_TARGET = 5000;
const MAX_LIST_ENTRIES = 30;
const MAX_ENTRY_LENGTH = 100;

/** 'vegetarian, low salt' → ['vegetarian', 'low salt']: entries trimmed, empty ones dropped. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The plan's days, YYYY-MM-DD, from the start date. */
export function planDates(startDate: string, days: number): string[] {
  return Array.from({ length: days }, (_, offset) => addDays(startDate, offset));
}

/** The nutrients a planned day puts above the daily goal (the planner's warning). */
export function dayExceedsGoals(
  day: Pick<MealPlanDay, 'nutritionSummary'>,
  goal: NutritionGoal | null,
): ExceededNutrient[] {
  return exceededNutrients(null, goal, day.nutritionSummary);
}

/** A day's planned meal: breakfast, lunch, dinner, or the snack at `snackIndex`; null when there is none. */
export function plannedMealOf(
  days: readonly MealPlanDay[],
  day: number,
  meal: MealType,
  snackIndex = 0,
): PlannedMeal | null {
  const planned = days.find((entry) => entry.day === day);
  if (!planned) return null;
  return (meal === 'snack' ? planned.meals.snacks[snackIndex] : planned.meals[meal]) ?? null;
}

/** A list typed as comma-separated text or sent as an array. */
const list = z
  .union([z.array(z.string()), z.string().transform(commaList)], { error: m.listTooLong })
  .transform((entries) => entries.map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(MAX_ENTRY_LENGTH, m.listTooLong)).max(MAX_LIST_ENTRIES, m.listTooLong));

/** A whole number from a form field or JSON; anything else is NaN, which the bounds then refuse. */
const formNumber = (value: string | number) => (typeof value === 'number' ? value : Number(value.trim() || Number.NaN));

const startDate = z
  .string({ error: m.startDateRequired })
  .trim()
  // Each failure stops the checks after it, so an empty date says only that it is required.
  .min(1, { error: m.startDateRequired, abort: true })
  .max(10, { error: nutritionMessages.dateInvalid, abort: true })
  .refine(isCalendarDate, { error: nutritionMessages.dateInvalid, abort: true })
  // 'Today' is the UTC date, as for pantry expiry dates.
  .refine((day) => day >= utcDay(), m.startDatePast);

const days = z
  .union([z.number(), z.string().max(20)], { error: m.daysInvalid })
  .transform(formNumber)
  .pipe(
    z
      .number({ error: m.daysInvalid })
      .int(m.daysInvalid)
      .min(MIN_PLAN_DAYS, m.daysInvalid)
      .max(MAX_PLAN_DAYS, m.daysMax),
  );

/** Empty, null or absent means no target. */
const calorieTarget = z
  .union([z.number(), z.string().max(20), z.null()], { error: m.calorieTargetRange })
  .optional()
  .transform((value) => (value == null || value === '' ? null : formNumber(value)))
  .pipe(
    z
      .number({ error: m.calorieTargetRange })
      .min(MIN_CALORIE_TARGET, m.calorieTargetRange)
      .max(MAX_CALORIE_TARGET, m.calorieTargetRange)
      .nullable(),
  );

const title = z
  .string({ error: messages.grocery.titleRequired })
  .trim()
  .min(1, messages.grocery.titleRequired)
  .max(200, recipesMessages.titleMax);

// userId in a body is ignored: the owner is always the signed-in user.
export const ZCreateMealPlanRequest = z
  .object({
    title,
    startDate,
    /** Derived from the start date and days when absent (or not after the start). */
    endDate: z
      .union([z.literal(''), z.null(), z.string().max(10).refine(isCalendarDate, nutritionMessages.dateInvalid)])
      .optional(),
    preferences: list.pipe(z.array(z.string()).min(1, m.preferenceRequired)),
    dietaryRestrictions: list.nullish().transform((value) => value ?? []),
    calorieTarget,
    days,
  })
  .transform((plan) => {
    const lastDay = planDates(plan.startDate, plan.days).at(-1) ?? plan.startDate;
    return { ...plan, endDate: plan.endDate && plan.endDate >= plan.startDate ? plan.endDate : lastDay };
  });
export type CreateMealPlanRequest = z.input<typeof ZCreateMealPlanRequest>;
export type MealPlanFields = z.infer<typeof ZCreateMealPlanRequest>;

export const ZUpdateMealPlanRequest = z.object({ id: ZId.shape.id, title });
export type UpdateMealPlanRequest = z.input<typeof ZUpdateMealPlanRequest>;

/** Logs one planned meal: breakfast, lunch, dinner, or a snack by its place in the day's list. */
export const ZLogPlannedMealRequest = z.object({
  id: ZId.shape.id,
  day: z.coerce.number().int().min(MIN_PLAN_DAYS).max(MAX_PLAN_DAYS),
  meal: z.enum(mealTypes, { error: recipesMessages.mealTypeInvalid }),
  snackIndex: z.coerce.number().int().min(0).max(10).default(0),
});
export type LogPlannedMealRequest = z.input<typeof ZLogPlannedMealRequest>;

export interface MealPlan {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  preferences: string[];
  dietaryRestrictions: string[];
  calorieTarget: number | null;
  days: number;
  meals: MealPlanDay[];
  source: AiSource;
  createdAt: string;
}

export function isAiSource(value: string): value is AiSource {
  return (aiSources as readonly string[]).includes(value);
}

import { json, type Db, type MealPlanRow } from '@sous/db';
import { isAiSource, type MealPlan, type MealPlanDay } from '@sous/domain';

/** A bound on what one list answer carries. */
export const MAX_MEAL_PLANS = 500;

export const mealPlanColumns = [
  'id',
  'title',
  'start_date',
  'end_date',
  'preferences',
  'dietary_restrictions',
  'calorie_target',
  'days',
  'meals',
  'source',
  'created_at',
] as const;

export function toMealPlan(row: Pick<MealPlanRow, (typeof mealPlanColumns)[number]>): MealPlan {
  return {
    id: row.id,
    title: row.title,
    startDate: row.start_date,
    endDate: row.end_date,
    preferences: json.decode<string[]>(row.preferences, []),
    dietaryRestrictions: json.decode<string[]>(row.dietary_restrictions, []),
    calorieTarget: row.calorie_target,
    days: row.days,
    meals: json.decode<MealPlanDay[]>(row.meals, []),
    source: isAiSource(row.source) ? row.source : 'offline',
    createdAt: row.created_at,
  };
}

/** The user's plans, newest first. */
export async function listMealPlans(db: Db, userId: number, limit = MAX_MEAL_PLANS): Promise<MealPlan[]> {
  const rows = await db
    .selectFrom('meal_plans')
    .select(mealPlanColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toMealPlan);
}

export async function findMealPlan(db: Db, userId: number, id: number): Promise<MealPlan | null> {
  const row = await db
    .selectFrom('meal_plans')
    .select(mealPlanColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toMealPlan(row) : null;
}

import { sql } from 'kysely';
import { bool, type Db, type NutritionGoalRow, type NutritionProgressRow } from '@sous/db';
import type { NutritionAmounts, NutritionGoal, ProgressEntry } from '@sous/domain';

/** How many progress entries the current goal carries: a year covers the week and month summaries. */
export const PROGRESS_ENTRIES = 366;

export interface CurrentGoal extends NutritionGoal {
  id: number;
  createdAt: string;
  progress: ProgressEntry[];
}

const goalColumns = ['id', 'daily_calories', 'daily_protein', 'daily_carbs', 'daily_fat', 'created_at'] as const;
const progressColumns = ['date', 'calories', 'protein', 'carbs', 'fat', 'completed'] as const;

function toProgress(row: Pick<NutritionProgressRow, (typeof progressColumns)[number]>): ProgressEntry {
  return {
    date: row.date,
    calories: Number(row.calories),
    protein: Number(row.protein),
    carbs: Number(row.carbs),
    fat: Number(row.fat),
    completed: bool.decode(row.completed),
  };
}

export function toGoal(
  row: Pick<NutritionGoalRow, (typeof goalColumns)[number]>,
): NutritionGoal & { id: number; createdAt: string } {
  return {
    id: row.id,
    dailyCalories: Number(row.daily_calories),
    dailyProtein: Number(row.daily_protein),
    dailyCarbs: Number(row.daily_carbs),
    dailyFat: Number(row.daily_fat),
    createdAt: row.created_at,
  };
}

/** The newest goal the user set, without progress. */
export async function findGoal(db: Db, userId: number) {
  const row = await db
    .selectFrom('nutrition_goals')
    .select(goalColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toGoal(row) : null;
}

/** The user's latest progress entries, oldest first (the order the charts draw). */
export async function listProgress(db: Db, userId: number, limit = PROGRESS_ENTRIES): Promise<ProgressEntry[]> {
  const rows = await db
    .selectFrom('nutrition_progress')
    .select(progressColumns)
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toProgress).reverse();
}

export async function findCurrentGoal(db: Db, userId: number): Promise<CurrentGoal | null> {
  const goal = await findGoal(db, userId);
  return goal ? { ...goal, progress: await listProgress(db, userId) } : null;
}

/** That date's entry, zeros when nothing was logged. */
export async function progressOn(db: Db, userId: number, date: string): Promise<ProgressEntry> {
  const row = await db
    .selectFrom('nutrition_progress')
    .select(progressColumns)
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row ? toProgress(row) : { date, calories: 0, protein: 0, carbs: 0, fat: 0, completed: false };
}

/** Adds the amounts to the user's entry for the date in one statement; a completed day stays completed. */
export async function addToProgress(
  db: Db,
  userId: number,
  date: string,
  amounts: NutritionAmounts,
  completed = false,
) {
  await db
    .insertInto('nutrition_progress')
    .values({
      user_id: userId,
      date,
      calories: amounts.calories,
      protein: amounts.protein,
      carbs: amounts.carbs,
      fat: amounts.fat,
      completed: bool.encode(completed),
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'date']).doUpdateSet({
        calories: sql<number>`nutrition_progress.calories + excluded.calories`,
        protein: sql<number>`nutrition_progress.protein + excluded.protein`,
        carbs: sql<number>`nutrition_progress.carbs + excluded.carbs`,
        fat: sql<number>`nutrition_progress.fat + excluded.fat`,
        completed: sql<number>`case when excluded.completed = 1 then 1 else nutrition_progress.completed end`,
      }),
    )
    .execute();
}

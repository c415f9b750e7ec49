import { TRPCError } from '@trpc/server';
import type { Insertable } from 'kysely';
import { json, type Db, type MoodEntriesTable, type MoodEntryRow } from '@sous/db';
import { journalMessages } from '@sous/domain';

/** How many entries the insights read: the newest ones. */
export const ENTRIES_FOR_INSIGHTS = 100;

export interface MoodEntry {
  id: number;
  recipeId: number;
  userId: number;
  entry: string;
  timestamp: string;
  emotions: string[];
}

export const moodColumns = ['id', 'recipe_id', 'user_id', 'entry', 'timestamp', 'emotions'] as const;

export function toMoodEntry(row: Pick<MoodEntryRow, (typeof moodColumns)[number]>): MoodEntry {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    userId: row.user_id,
    entry: row.entry,
    timestamp: row.timestamp,
    emotions: json.decode<string[]>(row.emotions, []),
  };
}

/** The user's entries about one recipe, newest first. */
export async function listMoodEntries(db: Db, userId: number, recipeId: number, limit = 1000): Promise<MoodEntry[]> {
  const rows = await db
    .selectFrom('mood_entries')
    .select(moodColumns)
    .where('user_id', '=', userId)
    .where('recipe_id', '=', recipeId)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toMoodEntry);
}

/** Entries written in the same millisecond would share their identifier: later ones move on by 1 ms. */
const TIMESTAMP_ATTEMPTS = 50;

export async function insertMoodEntry(db: Db, values: Insertable<MoodEntriesTable>) {
  const requested = Date.parse(values.timestamp);
  for (let attempt = 0; attempt < TIMESTAMP_ATTEMPTS; attempt++) {
    const row = await db
      .insertInto('mood_entries')
      .values({ ...values, timestamp: new Date(requested + attempt).toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'recipe_id', 'timestamp']).doNothing())
      .returning(moodColumns)
      .executeTakeFirst();
    if (row) return row;
  }
  throw new TRPCError({ code: 'CONFLICT', message: journalMessages.timestampTaken });
}

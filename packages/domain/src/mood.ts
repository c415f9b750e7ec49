import { z } from 'zod';
import { ZId } from './grocery';
import { journalMessages } from './areaMessages';

const j = journalMessages;

const recipeId = ZId.shape.id;

/** An ISO date-time, stored normalised (UTC, milliseconds) so it sorts and matches as text. */
export const ZTimestamp = z
  .string({ error: j.timestampInvalid })
  .max(40, j.timestampInvalid)
  .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), j.timestampInvalid)
  .transform((value) => new Date(value).toISOString());

export const MAX_EMOTIONS = 12;

export const ZMoodEntryRequest = z.object({
  recipeId,
  entry: z.string({ error: j.entryRequired }).trim().min(1, j.entryRequired).max(5000, j.entryTooLong),
  /** Absent: the server sets it. */
  timestamp: ZTimestamp.nullish(),
  /** Absent: the server detects them from the entry. */
  emotions: z.array(z.string().trim().min(1).max(40)).max(MAX_EMOTIONS).nullish(),
});
export type MoodEntryRequest = z.input<typeof ZMoodEntryRequest>;

export const ZMoodRecipeRequest = z.object({ recipeId });

/** DELETE /api/mood-journal/{recipeId}/{timestamp}: the timestamp identifies the entry. */
export const ZMoodEntryKey = z.object({ recipeId, timestamp: ZTimestamp });

/** The Track Mood button is enabled only with some text and while not saving. */
export function canTrackMood(entry: string, saving: boolean): boolean {
  return !saving && entry.trim().length > 0;
}

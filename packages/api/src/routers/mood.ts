import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { services } from '@sous/ai';
import { json } from '@sous/db';
import { ZMoodEntryKey, ZMoodEntryRequest, ZMoodRecipeRequest } from '@sous/domain';
import type { Context } from '../context';
import { ENTRIES_FOR_INSIGHTS, insertMoodEntry, listMoodEntries, toMoodEntry } from '../queries/mood';
import { findOwnRecipe } from '../queries/recipes';
import { notFound, protectedProcedure } from '../trpc';
import { runAi } from './ai';
import { journalMessages, recipesMessages } from '@sous/domain';

const j = journalMessages;

/** Journal entries are about the user's own recipes; anyone else's is a 404 like a missing one. */
async function ownRecipe(ctx: Pick<Context, 'db'> & { user: { id: number } }, recipeId: number) {
  return (await findOwnRecipe(ctx.db, ctx.user.id, recipeId)) ?? notFound(recipesMessages.notFound);
}

/** Emotions for an entry sent without any; a model that is down or over its limit leaves them empty, the entry matters more. */
async function detectEmotions(ctx: Parameters<typeof runAi>[0], entry: string): Promise<string[]> {
  try {
    return (await runAi(ctx, services.moodEmotions, { entry }, j.insightsFailed)).emotions;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'TOO_MANY_REQUESTS'))
      return [];
    throw error;
  }
}

export const moodRouter = {
  /** The user's entries about a recipe, newest first. */
  list: protectedProcedure.input(ZMoodRecipeRequest).query(async ({ ctx, input }) => {
    await ownRecipe(ctx, input.recipeId);
    return listMoodEntries(ctx.db, ctx.user.id, input.recipeId);
  }),

  /** The server sets the timestamp when absent and detects emotions when none are given. */
  create: protectedProcedure.input(ZMoodEntryRequest).mutation(async ({ ctx, input }) => {
    await ownRecipe(ctx, input.recipeId);
    const emotions = input.emotions?.length ? input.emotions : await detectEmotions(ctx, input.entry);
    const row = await insertMoodEntry(ctx.db, {
      user_id: ctx.user.id,
      recipe_id: input.recipeId,
      entry: input.entry,
      timestamp: input.timestamp ?? new Date().toISOString(),
      emotions: json.encode(emotions),
    });
    return toMoodEntry(row);
  }),

  /** The timestamp identifies the entry (spec part 1 §3). */
  delete: protectedProcedure.input(ZMoodEntryKey).mutation(async ({ ctx, input }) => {
    const result = await ctx.db
      .deleteFrom('mood_entries')
      .where('user_id', '=', ctx.user.id)
      .where('recipe_id', '=', input.recipeId)
      .where('timestamp', '=', input.timestamp)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) notFound(j.entryNotFound);
    return { recipeId: input.recipeId, timestamp: input.timestamp, message: j.entryDeleted };
  }),

  // Always 200: `entryCount` 0 (with the AI layer's offline empty-state text, no model call) is the client's 'No entries'.
  insights: protectedProcedure.input(ZMoodRecipeRequest).query(async ({ ctx, input }) => {
    const recipe = await ownRecipe(ctx, input.recipeId);
    const entries = await listMoodEntries(ctx.db, ctx.user.id, input.recipeId, ENTRIES_FOR_INSIGHTS);
    const moodInput = {
      recipeTitle: recipe.title,
      entries: entries.map(({ entry, timestamp, emotions }) => ({ entry, timestamp, emotions })),
    };
    if (entries.length === 0) {
      return {
        ...services.moodInsights.schema.parse(services.moodInsights.offline(moodInput)),
        source: 'offline' as const,
        entryCount: 0,
      };
    }
    return { ...(await runAi(ctx, services.moodInsights, moodInput, j.insightsFailed)), entryCount: entries.length };
  }),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { services } from '@sous/ai';
import { utcDay, ZAddProgressRequest, ZSetNutritionGoalRequest } from '@sous/domain';
import { addToProgress, findCurrentGoal, findGoal, listProgress, progressOn } from '../queries/nutrition';
import { listConsumptions } from '../queries/recipes';
import { protectedProcedure } from '../trpc';
import { runAi } from './ai';
import { nutritionMessages } from '@sous/domain';

/** A month of days and meals is what the insights read. */
const INSIGHT_DAYS = 30;
const INSIGHT_MEALS = 60;

export const nutritionRouter = {
  /** The newest goal with the progress list, or null when none was set. */
  currentGoal: protectedProcedure.query(({ ctx }) => findCurrentGoal(ctx.db, ctx.user.id)),

  /** A new current goal; earlier ones stay as history. */
  setGoal: protectedProcedure.input(ZSetNutritionGoalRequest).mutation(async ({ ctx, input }) => {
    await ctx.db
      .insertInto('nutrition_goals')
      .values({
        user_id: ctx.user.id,
        daily_calories: input.dailyCalories,
        daily_protein: input.dailyProtein,
        daily_carbs: input.dailyCarbs,
        daily_fat: input.dailyFat,
        created_at: new Date().toISOString(),
      })
      .execute();
    return (await findCurrentGoal(ctx.db, ctx.user.id))!;
  }),

  /** Today's (UTC) entry, zeros when nothing was logged. */
  todayProgress: protectedProcedure.query(({ ctx }) => progressOn(ctx.db, ctx.user.id, utcDay())),

  /** Adds the amounts to that date's entry and answers the entry. */
  addProgress: protectedProcedure.input(ZAddProgressRequest).mutation(async ({ ctx, input }) => {
    const { date, completed, ...amounts } = input.progress;
    await addToProgress(ctx.db, ctx.user.id, date, amounts, completed);
    return progressOn(ctx.db, ctx.user.id, date);
  }),

  insights: protectedProcedure.query(async ({ ctx }) => {
    const [goals, progress, consumption] = await Promise.all([
      findGoal(ctx.db, ctx.user.id),
      listProgress(ctx.db, ctx.user.id, INSIGHT_DAYS),
      listConsumptions(ctx.db, ctx.user.id, { mealType: 'all' }, INSIGHT_MEALS),
    ]);
    return runAi(
      ctx,
      services.nutritionInsights,
      {
        goals,
        progress,
        consumption: consumption.map((entry) => ({
          ...entry,
          recipe: { ...entry.recipe, id: entry.recipe.id ?? undefined },
        })),
      },
      nutritionMessages.insightsFailed,
    );
  }),
} satisfies TRPCRouterRecord;

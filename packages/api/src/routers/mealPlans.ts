import type { TRPCRouterRecord } from '@trpc/server';
import { services } from '@sous/ai';
import { json } from '@sous/db';
import {
  plannedMealOf,
  utcDay,
  ZCreateMealPlanRequest,
  ZId,
  ZLogPlannedMealRequest,
  ZUpdateMealPlanRequest,
} from '@sous/domain';
import { findMealPlan, listMealPlans, mealPlanColumns, toMealPlan } from '../queries/mealPlans';
import { progressOn } from '../queries/nutrition';
import { deleteOwned } from '../queries/owned';
import { consumeRecipe } from '../queries/recipes';
import { notFound, protectedProcedure } from '../trpc';
import { runAi } from './ai';
import { mealPlansMessages } from '@sous/domain';

const m = mealPlansMessages;

export const mealPlansRouter = {
  /** The user's plans, newest first. */
  list: protectedProcedure.query(({ ctx }) => listMealPlans(ctx.db, ctx.user.id)),

  byId: protectedProcedure.input(ZId).query(async ({ ctx, input }) => {
    return (await findMealPlan(ctx.db, ctx.user.id, input.id)) ?? notFound(m.notFound);
  }),

  /** Validates part 2 §5, has the AI layer plan the days, and stores the plan whole. */
  create: protectedProcedure.input(ZCreateMealPlanRequest).mutation(async ({ ctx, input }) => {
    const request = {
      preferences: input.preferences,
      dietaryRestrictions: input.dietaryRestrictions,
      calorieTarget: input.calorieTarget,
      days: input.days,
      startDate: input.startDate,
    };
    const answer = await runAi(ctx, services.mealPlan, request, m.createFailed);
    // A model may answer too few days: the offline planner completes the plan, so it always has `days` days.
    const planned =
      answer.days.length >= input.days
        ? answer.days
        : [...answer.days, ...services.mealPlan.offline(request).days.slice(answer.days.length)];
    // ...or more days than asked, numbered oddly: keep `days` of them, numbered from 1.
    const meals = planned.slice(0, input.days).map((day, index) => ({ ...day, day: index + 1 }));
    const row = await ctx.db
      .insertInto('meal_plans')
      .values({
        user_id: ctx.user.id,
        title: input.title,
        start_date: input.startDate,
        end_date: input.endDate,
        preferences: json.encode(input.preferences),
        dietary_restrictions: json.encode(input.dietaryRestrictions),
        calorie_target: input.calorieTarget,
        days: meals.length,
        meals: json.encode(meals),
        source: answer.source,
        created_at: new Date().toISOString(),
      })
      .returning(mealPlanColumns)
      .executeTakeFirstOrThrow();
    return toMealPlan(row);
  }),

  /** Only the owner renames a plan. */
  update: protectedProcedure.input(ZUpdateMealPlanRequest).mutation(async ({ ctx, input }) => {
    const row = await ctx.db
      .updateTable('meal_plans')
      .set({ title: input.title })
      .where('id', '=', input.id)
      .where('user_id', '=', ctx.user.id)
      .returning(mealPlanColumns)
      .executeTakeFirst();
    return row ? toMealPlan(row) : notFound(m.notFound);
  }),

  delete: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    if (!(await deleteOwned(ctx.db, 'meal_plans', ctx.user.id, input.id))) notFound(m.notFound);
    return { id: input.id, message: m.deleted };
  }),

  /** Adds one planned meal to today's progress and the consumption history, in one transaction. */
  logMeal: protectedProcedure.input(ZLogPlannedMealRequest).mutation(async ({ ctx, input }) => {
    const plan = (await findMealPlan(ctx.db, ctx.user.id, input.id)) ?? notFound(m.notFound);
    const meal = plannedMealOf(plan.meals, input.day, input.meal, input.snackIndex) ?? notFound(m.mealNotFound);
    const now = new Date();
    await consumeRecipe(
      ctx.db,
      ctx.user.id,
      { id: null, title: meal.title, nutritionInfo: meal.nutrition },
      1,
      input.meal,
      now,
    );
    return { message: m.logged, progress: await progressOn(ctx.db, ctx.user.id, utcDay(now)) };
  }),
} satisfies TRPCRouterRecord;

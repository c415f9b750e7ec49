import type { TRPCRouterRecord } from '@trpc/server';
import { services } from '@sous/ai';
import { bool, json } from '@sous/db';
import {
  utcDay,
  ZConsumeRecipeRequest,
  ZConsumptionHistoryRequest,
  ZCreateRecipeRequest,
  ZId,
  ZRecommendationFeedbackRequest,
  ZUpdateRecipeRequest,
} from '@sous/domain';
import { progressOn } from '../queries/nutrition';
import { deleteOwned } from '../queries/owned';
import {
  findRecommendation,
  listRecommendations,
  recommendationsInput,
  replaceRecommendations,
} from '../queries/recommendations';
import {
  consumeRecipe,
  findOwnRecipe,
  findVisibleRecipe,
  insertRecipe,
  listConsumptions,
  listRecipes,
  recipeColumns,
  scoreOf,
  toRecipe,
} from '../queries/recipes';
import { notFound, protectedProcedure } from '../trpc';
import { runAi } from './ai';
import { recommendationsMessages, recipesMessages } from '@sous/domain';

const m = recipesMessages;
const r = recommendationsMessages;

/** Asks the AI layer for a new set from the user's recipes, goal, meals and feedback, and stores it. */
async function generateRecommendations(ctx: Parameters<typeof runAi>[0], failure: string) {
  const input = await recommendationsInput(ctx.db, ctx.user.id, utcDay());
  // Personalized means from the cook's own recipes: none yet gives the spec's empty state.
  if (input.recipes.length === 0) return { recommendations: [], source: null };
  const answer = await runAi(ctx, services.recommendations, input, failure);
  return replaceRecommendations(ctx.db, ctx.user.id, answer);
}

export const recipesRouter = {
  /** The user's own recipes, newest first. */
  list: protectedProcedure.query(({ ctx }) => listRecipes(ctx.db, ctx.user.id)),

  byId: protectedProcedure.input(ZId).query(async ({ ctx, input }) => {
    return (await findVisibleRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(m.notFound);
  }),

  create: protectedProcedure
    .input(ZCreateRecipeRequest)
    .mutation(({ ctx, input }) => insertRecipe(ctx.db, ctx.user.id, input)),

  /** Only the creator: the owner filter makes anyone else's recipe a 404. A missing field keeps its value. */
  update: protectedProcedure.input(ZUpdateRecipeRequest).mutation(async ({ ctx, input }) => {
    const current = (await findOwnRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(m.notFound);
    const nutritionInfo = input.nutritionInfo ?? current.nutritionInfo;
    // A score sent wins; new nutrition without one recomputes it; otherwise it stays.
    const sustainabilityScore =
      input.sustainabilityScore != null || input.nutritionInfo
        ? scoreOf(input.sustainabilityScore, nutritionInfo)
        : current.sustainabilityScore;
    const row = await ctx.db
      .updateTable('recipes')
      .set({
        title: input.title ?? current.title,
        description: input.description ?? current.description,
        ingredients: json.encode(input.ingredients ?? current.ingredients),
        instructions: json.encode(input.instructions ?? current.instructions),
        nutrition_info: json.encode(nutritionInfo),
        image_url: input.imageUrl === undefined ? current.imageUrl : input.imageUrl,
        prep_time: input.prepTime ?? current.prepTime,
        sustainability_score: sustainabilityScore,
        wastage_reduction: json.encode(input.wastageReduction ?? current.wastageReduction),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', input.id)
      .where('user_id', '=', ctx.user.id)
      .returning(recipeColumns)
      .executeTakeFirst();
    return row ? toRecipe(row) : notFound(m.notFound);
  }),

  /** Only the creator. Logged meals keep their snapshot; journal entries about it go with it. */
  delete: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    if (!(await deleteOwned(ctx.db, 'recipes', ctx.user.id, input.id))) notFound(m.notFound);
    return { id: input.id, message: m.deleted };
  }),

  /** Copies a recipe the user can see into their own, remembering where it came from. */
  fork: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    const source = (await findVisibleRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(m.notFound);
    return insertRecipe(ctx.db, ctx.user.id, source, source.id);
  }),

  /** Logs the meal and adds servings × the recipe's nutrition to today's progress, in one transaction. */
  consume: protectedProcedure.input(ZConsumeRecipeRequest).mutation(async ({ ctx, input }) => {
    const recipe = (await findVisibleRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(m.notFound);
    const now = new Date();
    const consumption = await consumeRecipe(ctx.db, ctx.user.id, recipe, input.servings, input.mealType, now);
    return {
      message: m.consumedDescription,
      consumption,
      progress: await progressOn(ctx.db, ctx.user.id, utcDay(now)),
    };
  }),

  consumptionHistory: protectedProcedure
    .input(ZConsumptionHistoryRequest)
    .query(({ ctx, input }) => listConsumptions(ctx.db, ctx.user.id, input)),

  /** The stored set; the first visit generates one. */
  personalized: protectedProcedure.query(async ({ ctx }) => {
    const stored = await listRecommendations(ctx.db, ctx.user.id);
    return stored.recommendations.length > 0 ? stored : generateRecommendations(ctx, r.fetchFailed);
  }),

  refreshRecommendations: protectedProcedure.mutation(({ ctx }) => generateRecommendations(ctx, r.refreshFailed)),

  /** Stored with the recipe's title so it outlives the set, and sent with the next generation. */
  feedback: protectedProcedure.input(ZRecommendationFeedbackRequest).mutation(async ({ ctx, input }) => {
    const recommendation =
      (await findRecommendation(ctx.db, ctx.user.id, input.recommendationId)) ?? notFound(r.notFound);
    const row = await ctx.db
      .insertInto('recommendation_feedback')
      .values({
        user_id: ctx.user.id,
        recommendation_id: recommendation.recommendationId,
        recipe_title: recommendation.recipeData.title,
        rating: input.rating ?? null,
        feedback: input.feedback || null,
        was_cooked: bool.encode(input.wasCooked),
        was_saved: bool.encode(input.wasSaved),
        was_shared: bool.encode(input.wasShared),
        cooking_notes: input.cookingNotes || null,
        modifications: json.encode(input.modifications),
        difficulty_rating: input.difficultyRating ?? null,
        time_accuracy: input.timeAccuracy ?? null,
        taste_rating: input.tasteRating ?? null,
        healthiness_rating: input.healthinessRating ?? null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, recommendationId: recommendation.recommendationId, message: r.feedbackRecorded };
  }),
} satisfies TRPCRouterRecord;

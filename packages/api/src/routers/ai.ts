import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { AiUnavailableError, services, type ServiceDefinition } from '@sous/ai';
import {
  aiMessages,
  ZGenerateCuisineDetailsRequest,
  ZGenerateCulturalRecipeRequest,
  ZGeneratePantryItemRequest,
  ZGenerateRecipeRequest,
  ZRecipeRecommendationsRequest,
} from '@sous/domain';
import type { Context } from '../context';
import { consume, MINUTE } from '../services/rateLimit';
import { protectedProcedure } from '../trpc';

/** AI calls are metered per user: 30 a minute (API.md). */
export const AI_CALLS_PER_MINUTE = 30;

/**
 * Runs one AI service for the signed-in user: metered, and with a model failure in `ollama` mode
 * reported with the spec's text for that call (in `auto` mode the offline assistant answers).
 */
export async function runAi<I, O>(
  ctx: Pick<Context, 'db' | 'ai'> & { user: { id: number } },
  service: ServiceDefinition<I, O>,
  input: I,
  failure: string,
) {
  await consume(ctx.db, [{ key: `ai:user:${ctx.user.id}`, max: AI_CALLS_PER_MINUTE, windowMs: MINUTE }]);
  try {
    return await ctx.ai.run(service, input);
  } catch (error) {
    if (error instanceof AiUnavailableError) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: failure, cause: error });
    }
    throw error;
  }
}

const ZRecipeNutritionRequest = z.object({
  ingredients: z.array(z.string().max(300)).max(100),
  servings: z.coerce.number().int().min(1).max(100).default(1),
});

export const aiRouter = {
  status: protectedProcedure.query(({ ctx }) => ctx.ai.status()),

  generateRecipe: protectedProcedure.input(ZGenerateRecipeRequest).mutation(({ ctx, input }) =>
    runAi(ctx, services.recipeDetails, { title: input.title, cuisine: input.cuisine ?? null, preferences: input.preferences ?? [] }, aiMessages.generateRecipeFailed),
  ),

  recipeRecommendations: protectedProcedure.input(ZRecipeRecommendationsRequest).mutation(async ({ ctx, input }) => {
    const answer = await runAi(ctx, services.ingredientRecipes, input, aiMessages.recommendationsFailed);
    if (answer.recipes.length === 0) throw new TRPCError({ code: 'NOT_FOUND', message: aiMessages.noRecipesFound });
    return answer;
  }),

  generatePantryItem: protectedProcedure.input(ZGeneratePantryItemRequest).mutation(({ ctx, input }) =>
    runAi(ctx, services.pantryItem, { itemName: input.itemName, category: input.category ?? null }, aiMessages.generatePantryFailed),
  ),

  recipeNutrition: protectedProcedure.input(ZRecipeNutritionRequest).mutation(({ ctx, input }) =>
    runAi(ctx, services.recipeNutrition, { ingredients: input.ingredients, servings: input.servings }, aiMessages.generateDetailsFailed),
  ),

  generateCuisineDetails: protectedProcedure.input(ZGenerateCuisineDetailsRequest).mutation(({ ctx, input }) =>
    runAi(
      ctx,
      services.cuisineDetails,
      { name: input.cuisine.name?.trim() || null, region: input.cuisine.region?.trim() || null },
      aiMessages.generateDetailsFailed,
    ),
  ),

  generateCulturalRecipe: protectedProcedure.input(ZGenerateCulturalRecipeRequest).mutation(({ ctx, input }) => {
    const cuisineName = input.cuisineName ?? (typeof input.cuisine === 'string' ? input.cuisine : input.cuisine?.name) ?? null;
    return runAi(ctx, services.culturalRecipe, { recipeName: input.recipeName, cuisineName }, aiMessages.generateDetailsFailed);
  }),
} satisfies TRPCRouterRecord;

import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { services, type CulturalRecipeRef } from '@sous/ai';
import { json } from '@sous/db';
import {
  creatorOnlyMessage,
  messages,
  ZCreateCuisineRequest,
  ZCreateCulturalRecipeRequest,
  ZCuisineListRequest,
  ZId,
  ZUpdateCuisineRequest,
  ZUpdateCulturalRecipeRequest,
  type CulturalRecipe,
} from '@sous/domain';
import {
  culturalRecipeValues,
  ensureStarterCatalogue,
  findCuisine,
  findCulturalRecipe,
  hideCuisine,
  listCuisineRecipes,
  listCuisines,
  pantryNames,
} from '../queries/cuisine';
import { notFound, protectedProcedure } from '../trpc';
import { runAi } from './ai';
import { cuisineMessages } from '@sous/domain';
import { recipesMessages } from '@sous/domain';

const c = cuisineMessages;

function forbidden(message: string = messages.http.forbidden): never {
  throw new TRPCError({ code: 'FORBIDDEN', message });
}

/** A field absent from a PATCH keeps the stored value; one sent (null included) replaces it. */
const keep = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

const recipeRef = (recipe: CulturalRecipe): CulturalRecipeRef => ({
  name: recipe.name,
  cuisineName: recipe.cuisineName,
  authenticIngredients: recipe.authenticIngredients,
  instructions: recipe.instructions,
});

/** Cuisines and cultural recipes are shared by all users; only a creator edits or deletes (API.md). */
export const cuisineRouter = {
  /** Every cuisine except those the caller hid; the starter catalogue is seeded on first read. */
  list: protectedProcedure.input(ZCuisineListRequest).query(async ({ ctx }) => {
    await ensureStarterCatalogue(ctx.db);
    return listCuisines(ctx.db, ctx.user.id);
  }),

  byId: protectedProcedure.input(ZId).query(async ({ ctx, input }) => {
    await ensureStarterCatalogue(ctx.db);
    const cuisine = (await findCuisine(ctx.db, ctx.user.id, input.id)) ?? notFound(c.notFound);
    return { ...cuisine, recipes: await listCuisineRecipes(ctx.db, ctx.user.id, cuisine.id) };
  }),

  create: protectedProcedure.input(ZCreateCuisineRequest).mutation(async ({ ctx, input }) => {
    const now = new Date().toISOString();
    const row = await ctx.db
      .insertInto('cuisines')
      .values({
        created_by: ctx.user.id,
        starter_key: null,
        name: input.name,
        region: input.region,
        description: input.description,
        banner_url: input.bannerUrl,
        key_ingredients: json.encode(input.keyIngredients),
        cooking_techniques: json.encode(input.cookingTechniques),
        cultural_context: input.culturalContext ? json.encode(input.culturalContext) : null,
        serving_etiquette: input.servingEtiquette ? json.encode(input.servingEtiquette) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cuisine = (await findCuisine(ctx.db, ctx.user.id, row.id)) ?? notFound(c.notFound);
    return { ...cuisine, recipes: [] as CulturalRecipe[] };
  }),

  /** The creator changes the banner or the cultural details; anyone else is refused. */
  update: protectedProcedure.input(ZUpdateCuisineRequest).mutation(async ({ ctx, input }) => {
    const cuisine = (await findCuisine(ctx.db, ctx.user.id, input.id)) ?? notFound(c.notFound);
    if (!cuisine.isCreator) forbidden();
    const context = keep(input.culturalContext, cuisine.culturalContext);
    const etiquette = keep(input.servingEtiquette, cuisine.servingEtiquette);
    await ctx.db
      .updateTable('cuisines')
      .set({
        banner_url: keep(input.bannerUrl, cuisine.bannerUrl),
        cultural_context: context ? json.encode(context) : null,
        serving_etiquette: etiquette ? json.encode(etiquette) : null,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', cuisine.id)
      .where('created_by', '=', ctx.user.id)
      .execute();
    const updated = (await findCuisine(ctx.db, ctx.user.id, cuisine.id)) ?? notFound(c.notFound);
    return { ...updated, recipes: await listCuisineRecipes(ctx.db, ctx.user.id, cuisine.id) };
  }),

  /** The creator's hide deletes the cuisine (and its recipes) for everyone; anyone else's hides it for them. */
  hide: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    const cuisine = (await findCuisine(ctx.db, ctx.user.id, input.id)) ?? notFound(c.notFound);
    if (cuisine.isCreator) {
      await ctx.db.deleteFrom('cuisines').where('id', '=', cuisine.id).where('created_by', '=', ctx.user.id).execute();
      return { id: cuisine.id, type: 'deleted' as const, message: c.deleted };
    }
    if (!(await hideCuisine(ctx.db, ctx.user.id, cuisine.id))) notFound(c.notFound);
    return { id: cuisine.id, type: 'hidden' as const, message: c.hidden };
  }),

  /** Anyone who can see a cuisine may add a recipe to it; they become its creator. */
  createRecipe: protectedProcedure.input(ZCreateCulturalRecipeRequest).mutation(async ({ ctx, input }) => {
    const cuisine = (await findCuisine(ctx.db, ctx.user.id, input.cuisineId)) ?? notFound(c.notFound);
    const now = new Date().toISOString();
    const row = await ctx.db
      .insertInto('cultural_recipes')
      .values({
        cuisine_id: cuisine.id,
        created_by: ctx.user.id,
        ...culturalRecipeValues({
          name: input.name,
          localName: input.localName ?? null,
          description: input.description,
          difficulty: input.difficulty,
          imageUrl: input.image_url ?? null,
          authenticIngredients: input.ingredients,
          instructions: input.instructions,
          culturalNotes: input.culturalNotes ?? null,
          localSubstitutes: input.localSubstitutes ?? {},
          servingSuggestions: input.servingSuggestions ?? [],
          complementaryDishes: input.complementaryDishes ?? [],
        }),
        ingredients: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await findCulturalRecipe(ctx.db, ctx.user.id, row.id)) ?? notFound(recipesMessages.notFound);
  }),

  recipeById: protectedProcedure
    .input(ZId)
    .query(
      async ({ ctx, input }) =>
        (await findCulturalRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(recipesMessages.notFound),
    ),

  /** Partial; only the creator edits. */
  updateRecipe: protectedProcedure.input(ZUpdateCulturalRecipeRequest).mutation(async ({ ctx, input }) => {
    const recipe = (await findCulturalRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(recipesMessages.notFound);
    if (!recipe.isCreator) forbidden();
    await ctx.db
      .updateTable('cultural_recipes')
      .set({
        ...culturalRecipeValues({
          name: keep(input.name, recipe.name),
          localName: keep(input.localName, recipe.localName),
          description: keep(input.description, recipe.description),
          difficulty: keep(input.difficulty, recipe.difficulty),
          imageUrl: keep(input.image_url, recipe.image_url),
          authenticIngredients: keep(input.ingredients, recipe.authenticIngredients),
          instructions: keep(input.instructions, recipe.instructions),
          culturalNotes: keep(input.culturalNotes, recipe.culturalNotes),
          localSubstitutes: keep(input.localSubstitutes, recipe.localSubstitutes),
          servingSuggestions: keep(input.servingSuggestions, recipe.servingSuggestions),
          complementaryDishes: keep(input.complementaryDishes, recipe.complementaryDishes),
        }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', recipe.id)
      .where('created_by', '=', ctx.user.id)
      .execute();
    return (await findCulturalRecipe(ctx.db, ctx.user.id, recipe.id)) ?? notFound(recipesMessages.notFound);
  }),

  deleteRecipe: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    const recipe = (await findCulturalRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(recipesMessages.notFound);
    if (!recipe.isCreator) forbidden(creatorOnlyMessage);
    await ctx.db
      .deleteFrom('cultural_recipes')
      .where('id', '=', recipe.id)
      .where('created_by', '=', ctx.user.id)
      .execute();
    return { id: recipe.id, cuisineId: recipe.cuisineId, message: recipesMessages.deleted };
  }),

  /** Substitutes for the authentic ingredients, from the signed-in user's own pantry. */
  substitutions: protectedProcedure.input(ZId).query(async ({ ctx, input }) => {
    const recipe = (await findCulturalRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(recipesMessages.notFound);
    const pantry = await pantryNames(ctx.db, ctx.user.id);
    return runAi(ctx, services.substitutions, { recipe: recipeRef(recipe), pantry }, c.substitutionsFailed);
  }),

  pairings: protectedProcedure.input(ZId).query(async ({ ctx, input }) => {
    const recipe = (await findCulturalRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(recipesMessages.notFound);
    return runAi(ctx, services.pairings, { recipe: recipeRef(recipe) }, c.pairingsFailed);
  }),

  etiquette: protectedProcedure.input(ZId).query(async ({ ctx, input }) => {
    const recipe = (await findCulturalRecipe(ctx.db, ctx.user.id, input.id)) ?? notFound(recipesMessages.notFound);
    return runAi(ctx, services.etiquette, { recipe: recipeRef(recipe) }, c.etiquetteFailed);
  }),
} satisfies TRPCRouterRecord;

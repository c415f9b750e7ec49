import { json, type ConsumptionRow, type Db, type RecipeRow } from '@sous/db';
import {
  recipeSustainabilityScore,
  scaleNutrition,
  utcDay,
  ZERO_NUTRITION,
  type MealType,
  type MealTypeFilter,
  type NutritionAmounts,
  type Recipe,
  type RecipeFields,
  type SmallObject,
} from '@sous/domain';
import { addToProgress } from './nutrition';

export const recipeColumns = [
  'id',
  'user_id',
  'title',
  'description',
  'ingredients',
  'instructions',
  'nutrition_info',
  'image_url',
  'prep_time',
  'sustainability_score',
  'wastage_reduction',
  'forked_from',
  'post_id',
  'created_at',
  'updated_at',
] as const;

export function toRecipe(row: Pick<RecipeRow, (typeof recipeColumns)[number]>): Recipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ingredients: json.decode<string[]>(row.ingredients, []),
    instructions: json.decode<string[]>(row.instructions, []),
    nutritionInfo: { ...ZERO_NUTRITION, ...json.decode<Partial<NutritionAmounts>>(row.nutrition_info, {}) },
    imageUrl: row.image_url,
    prepTime: row.prep_time,
    createdBy: row.user_id,
    forkedFrom: row.forked_from,
    sustainabilityScore: row.sustainability_score,
    wastageReduction: json.decode<SmallObject>(row.wastage_reduction, {}),
    postId: row.post_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The given score, or the spec's formula over the nutrition when none is given (part 1 §9). */
export function scoreOf(given: number | null | undefined, nutrition: NutritionAmounts): number {
  return given == null ? recipeSustainabilityScore(nutrition) : Math.round(given);
}

/** The user's own recipes, newest first. */
export async function listRecipes(db: Db, userId: number, limit = 1000): Promise<Recipe[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(recipeColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecipe);
}

/** A recipe only its creator may change. */
export async function findOwnRecipe(db: Db, userId: number, id: number): Promise<Recipe | null> {
  const row = await db
    .selectFrom('recipes')
    .select(recipeColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toRecipe(row) : null;
}

/** A recipe the user can see: their own, or one shared through a community post. */
export async function findVisibleRecipe(db: Db, userId: number, id: number): Promise<Recipe | null> {
  const row = await db
    .selectFrom('recipes')
    .select(recipeColumns)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('post_id', 'is not', null)]))
    .executeTakeFirst();
  return row ? toRecipe(row) : null;
}

export async function insertRecipe(
  db: Db,
  userId: number,
  fields: Omit<RecipeFields, 'imageUrl'> & { imageUrl?: string | null },
  forkedFrom: number | null = null,
): Promise<Recipe> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('recipes')
    .values({
      user_id: userId,
      title: fields.title,
      description: fields.description,
      ingredients: json.encode(fields.ingredients),
      instructions: json.encode(fields.instructions),
      nutrition_info: json.encode(fields.nutritionInfo),
      image_url: fields.imageUrl ?? null,
      prep_time: fields.prepTime,
      sustainability_score: scoreOf(fields.sustainabilityScore, fields.nutritionInfo),
      wastage_reduction: json.encode(fields.wastageReduction),
      forked_from: forkedFrom,
      created_at: now,
      updated_at: now,
    })
    .returning(recipeColumns)
    .executeTakeFirstOrThrow();
  return toRecipe(row);
}

export interface Consumption {
  id: number;
  consumedAt: string;
  mealType: string;
  servings: number;
  recipe: { id: number | null; title: string; nutritionInfo: NutritionAmounts };
}

const consumptionColumns = [
  'id',
  'recipe_id',
  'recipe_title',
  'nutrition_info',
  'servings',
  'meal_type',
  'consumed_at',
] as const;

function toConsumption(row: Pick<ConsumptionRow, (typeof consumptionColumns)[number]>): Consumption {
  return {
    id: row.id,
    consumedAt: row.consumed_at,
    mealType: row.meal_type,
    servings: row.servings,
    recipe: {
      id: row.recipe_id,
      title: row.recipe_title,
      nutritionInfo: { ...ZERO_NUTRITION, ...json.decode<Partial<NutritionAmounts>>(row.nutrition_info, {}) },
    },
  };
}

/** What a consumption records: a recipe, or a planned meal (which has no recipe id). */
export type ConsumedFood = Pick<Recipe, 'title' | 'nutritionInfo'> & { id: number | null };

/** Logs servings of a recipe (or planned meal) and adds them to today's progress, both or neither. */
export async function consumeRecipe(
  db: Db,
  userId: number,
  recipe: ConsumedFood,
  servings: number,
  mealType: MealType,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('consumptions')
      .values({
        user_id: userId,
        recipe_id: recipe.id,
        recipe_title: recipe.title,
        nutrition_info: json.encode(recipe.nutritionInfo),
        servings,
        meal_type: mealType,
        consumed_at: now.toISOString(),
        consumed_on: utcDay(now),
      })
      .returning(consumptionColumns)
      .executeTakeFirstOrThrow();
    await addToProgress(trx, userId, utcDay(now), scaleNutrition(recipe.nutritionInfo, servings));
    return toConsumption(row);
  });
}

/** The consumption history, newest first, within an inclusive date range and one meal type or all. */
export async function listConsumptions(
  db: Db,
  userId: number,
  filters: { startDate?: string; endDate?: string; mealType: MealTypeFilter },
  limit = 1000,
): Promise<Consumption[]> {
  let query = db.selectFrom('consumptions').select(consumptionColumns).where('user_id', '=', userId);
  if (filters.startDate) query = query.where('consumed_on', '>=', filters.startDate);
  if (filters.endDate) query = query.where('consumed_on', '<=', filters.endDate);
  if (filters.mealType && filters.mealType !== 'all') query = query.where('meal_type', '=', filters.mealType);
  const rows = await query.orderBy('consumed_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toConsumption);
}

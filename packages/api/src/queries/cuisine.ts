import { sql } from 'kysely';
import { findSubstitution, starterCuisines, type StarterCuisine } from '@sous/ai';
import { json, type Db } from '@sous/db';
import {
  culturalDifficulties,
  MAX_CUISINE_LIST,
  type CulturalContext,
  type CulturalDifficulty,
  type CulturalRecipe,
  type Cuisine,
  type IngredientAmount,
  type ServingEtiquette,
} from '@sous/domain';
import { cuisineMessages } from '@sous/domain';

/** A bound on what one list answer carries. */
export const MAX_CUISINES = 500;
export const MAX_RECIPES_PER_CUISINE = 200;

const starterKey = (cuisine: StarterCuisine) => cuisine.name.trim().toLowerCase();

/** A starter dish's local substitutes: the first built-in substitute of each authentic ingredient that has one. */
function starterSubstitutes(ingredients: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const ingredient of ingredients.slice(0, MAX_CUISINE_LIST)) {
    const substitute = findSubstitution(ingredient)?.substitutes[0]?.name;
    if (substitute) result[ingredient] = substitute;
  }
  return result;
}

/**
 * Seeds the Sous starter catalogue (data/cuisines.json: 20 cuisines and their signature dishes) with no
 * creator. Idempotent and safe to race: each cuisine is keyed by starter_key and inserted with its dishes
 * in one transaction; an entry already there is left alone, so a later data file only adds what is new.
 */
export async function ensureStarterCatalogue(db: Db): Promise<void> {
  const catalogue = starterCuisines();
  const present = await db.selectFrom('cuisines').select('starter_key').where('starter_key', 'is not', null).execute();
  if (present.length >= catalogue.length) return;
  const have = new Set(present.map((row) => row.starter_key));
  const missing = catalogue.filter((cuisine) => !have.has(starterKey(cuisine)));
  if (missing.length === 0) return;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const cuisine of missing) {
      const row = await trx
        .insertInto('cuisines')
        .values({
          created_by: null,
          starter_key: starterKey(cuisine),
          name: cuisine.name,
          region: cuisine.region,
          description: cuisine.description,
          banner_url: null,
          key_ingredients: json.encode(cuisine.keyIngredients),
          cooking_techniques: json.encode(cuisine.cookingTechniques),
          cultural_context: json.encode(cuisine.culturalContext),
          serving_etiquette: json.encode(cuisine.servingEtiquette),
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('starter_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      for (const dish of cuisine.dishes) {
        await trx
          .insertInto('cultural_recipes')
          .values({
            cuisine_id: row.id,
            created_by: null,
            name: dish.name,
            local_name: dish.localName ?? null,
            description: dish.description,
            difficulty: dish.difficulty,
            image_url: null,
            authentic_ingredients: json.encode(dish.authenticIngredients),
            ingredients: json.encode(
              dish.ingredients.map(([amount = '', item = '', notes]) =>
                notes ? { amount, item, notes } : { amount, item },
              ),
            ),
            instructions: json.encode(dish.instructions),
            cultural_notes: dish.culturalNotes,
            local_substitutes: json.encode(starterSubstitutes(dish.authenticIngredients)),
            serving_suggestions: json.encode([dish.etiquette.presentation]),
            complementary_dishes: json.encode([...dish.pairings.sideDishes, ...dish.pairings.mainDishes].slice(0, 10)),
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  });
}

const cuisineColumns = [
  'cuisines.id',
  'cuisines.created_by',
  'cuisines.name',
  'cuisines.region',
  'cuisines.description',
  'cuisines.banner_url',
  'cuisines.key_ingredients',
  'cuisines.cooking_techniques',
  'cuisines.cultural_context',
  'cuisines.serving_etiquette',
  'cuisines.created_at',
  'cuisines.updated_at',
] as const;

/** Cuisines with their creator's name and recipe count, without the ones the viewer hid. */
function visibleCuisines(db: Db, viewerId: number) {
  return db
    .selectFrom('cuisines')
    .leftJoin('users', 'users.id', 'cuisines.created_by')
    .select(cuisineColumns)
    .select('users.username')
    .select((eb) =>
      eb
        .selectFrom('cultural_recipes')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('cultural_recipes.cuisine_id', '=', 'cuisines.id')
        .as('recipe_count'),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('cuisine_hides')
            .select('cuisine_hides.id')
            .where('cuisine_hides.user_id', '=', viewerId)
            .whereRef('cuisine_hides.cuisine_id', '=', 'cuisines.id'),
        ),
      ),
    );
}

type CuisineRowWithCreator = Awaited<ReturnType<ReturnType<typeof visibleCuisines>['execute']>>[number];

function listOf(text: string | null): string[] {
  const value = json.decode<unknown>(text, []);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function objectOf<T>(text: string | null): T | null {
  const value = json.decode<unknown>(text, null);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : null;
}

function toCuisine(row: CuisineRowWithCreator, viewerId: number): Cuisine {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    description: row.description,
    bannerUrl: row.banner_url,
    keyIngredients: listOf(row.key_ingredients),
    cookingTechniques: listOf(row.cooking_techniques),
    culturalContext: objectOf<CulturalContext>(row.cultural_context),
    servingEtiquette: objectOf<ServingEtiquette>(row.serving_etiquette),
    createdBy: row.created_by,
    creatorName: row.username ?? cuisineMessages.starterCreator,
    isCreator: row.created_by === viewerId,
    recipeCount: Number(row.recipe_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The viewer's list: their own and others' cuisines newest first, then the starter catalogue in its order. */
export async function listCuisines(db: Db, viewerId: number, limit = MAX_CUISINES): Promise<Cuisine[]> {
  const rows = await visibleCuisines(db, viewerId)
    .orderBy(sql`case when cuisines.created_by is null then 1 else 0 end`)
    .orderBy('cuisines.created_at', 'desc')
    .orderBy('cuisines.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => toCuisine(row, viewerId));
}

/** A cuisine the viewer can see (not one they hid). */
export async function findCuisine(db: Db, viewerId: number, id: number): Promise<Cuisine | null> {
  const row = await visibleCuisines(db, viewerId).where('cuisines.id', '=', id).executeTakeFirst();
  return row ? toCuisine(row, viewerId) : null;
}

/** Removes the cuisine from one user's list; false when it was already hidden. */
export async function hideCuisine(db: Db, userId: number, cuisineId: number): Promise<boolean> {
  const result = await db
    .insertInto('cuisine_hides')
    .values({ user_id: userId, cuisine_id: cuisineId })
    .onConflict((conflict) => conflict.columns(['user_id', 'cuisine_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

const recipeColumns = [
  'cultural_recipes.id',
  'cultural_recipes.cuisine_id',
  'cuisines.name as cuisine_name',
  'cultural_recipes.created_by',
  'cultural_recipes.name',
  'cultural_recipes.local_name',
  'cultural_recipes.description',
  'cultural_recipes.difficulty',
  'cultural_recipes.image_url',
  'cultural_recipes.authentic_ingredients',
  'cultural_recipes.ingredients',
  'cultural_recipes.instructions',
  'cultural_recipes.cultural_notes',
  'cultural_recipes.local_substitutes',
  'cultural_recipes.serving_suggestions',
  'cultural_recipes.complementary_dishes',
  'cultural_recipes.created_at',
  'cultural_recipes.updated_at',
] as const;

/** Recipes whose cuisine the viewer has not hidden. */
function visibleRecipes(db: Db, viewerId: number) {
  return db
    .selectFrom('cultural_recipes')
    .innerJoin('cuisines', 'cuisines.id', 'cultural_recipes.cuisine_id')
    .select(recipeColumns)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('cuisine_hides')
            .select('cuisine_hides.id')
            .where('cuisine_hides.user_id', '=', viewerId)
            .whereRef('cuisine_hides.cuisine_id', '=', 'cultural_recipes.cuisine_id'),
        ),
      ),
    );
}

type RecipeRowWithCuisine = Awaited<ReturnType<ReturnType<typeof visibleRecipes>['execute']>>[number];

function ingredientLinesOf(text: string): IngredientAmount[] {
  const value = json.decode<unknown>(text, []);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { amount, item, notes } = entry as Record<string, unknown>;
    if (typeof item !== 'string') return [];
    return [
      { amount: typeof amount === 'string' ? amount : '', item, ...(typeof notes === 'string' && notes && { notes }) },
    ];
  });
}

function substitutesOf(text: string): Record<string, string> {
  const value = objectOf<Record<string, unknown>>(text) ?? {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const difficultyOf = (value: string): CulturalDifficulty =>
  culturalDifficulties.find((difficulty) => difficulty === value) ?? 'intermediate';

function toRecipe(row: RecipeRowWithCuisine, viewerId: number): CulturalRecipe {
  return {
    id: row.id,
    cuisineId: row.cuisine_id,
    cuisineName: row.cuisine_name,
    name: row.name,
    localName: row.local_name,
    description: row.description,
    difficulty: difficultyOf(row.difficulty),
    image_url: row.image_url,
    createdBy: row.created_by,
    isCreator: row.created_by === viewerId,
    authenticIngredients: listOf(row.authentic_ingredients),
    ingredients: ingredientLinesOf(row.ingredients),
    instructions: listOf(row.instructions),
    culturalNotes: row.cultural_notes,
    localSubstitutes: substitutesOf(row.local_substitutes),
    servingSuggestions: listOf(row.serving_suggestions),
    complementaryDishes: listOf(row.complementary_dishes),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A cuisine's recipes: the starter dishes first, then what users added, oldest first. */
export async function listCuisineRecipes(db: Db, viewerId: number, cuisineId: number): Promise<CulturalRecipe[]> {
  const rows = await visibleRecipes(db, viewerId)
    .where('cultural_recipes.cuisine_id', '=', cuisineId)
    .orderBy('cultural_recipes.created_at', 'asc')
    .orderBy('cultural_recipes.id', 'asc')
    .limit(MAX_RECIPES_PER_CUISINE)
    .execute();
  return rows.map((row) => toRecipe(row, viewerId));
}

export async function findCulturalRecipe(db: Db, viewerId: number, id: number): Promise<CulturalRecipe | null> {
  const row = await visibleRecipes(db, viewerId).where('cultural_recipes.id', '=', id).executeTakeFirst();
  return row ? toRecipe(row, viewerId) : null;
}

export interface CulturalRecipeFields {
  name: string;
  localName: string | null;
  description: string;
  difficulty: CulturalDifficulty;
  imageUrl: string | null;
  authenticIngredients: string[];
  instructions: string[];
  culturalNotes: string | null;
  localSubstitutes: Record<string, string>;
  servingSuggestions: string[];
  complementaryDishes: string[];
}

/** The row values of a cultural recipe's editable fields. */
export function culturalRecipeValues(fields: CulturalRecipeFields) {
  return {
    name: fields.name,
    local_name: fields.localName,
    description: fields.description,
    difficulty: fields.difficulty,
    image_url: fields.imageUrl,
    authentic_ingredients: json.encode(fields.authenticIngredients),
    instructions: json.encode(fields.instructions),
    cultural_notes: fields.culturalNotes,
    local_substitutes: json.encode(fields.localSubstitutes),
    serving_suggestions: json.encode(fields.servingSuggestions),
    complementary_dishes: json.encode(fields.complementaryDishes),
  };
}

/** The user's pantry item names, for substitutions (bounded: the AI prompt carries them). */
export async function pantryNames(db: Db, userId: number): Promise<{ name: string }[]> {
  return db.selectFrom('pantry_items').select('name').where('user_id', '=', userId).orderBy('id').limit(300).execute();
}

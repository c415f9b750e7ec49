import type { RecommendationsInput, WithSource } from '@sous/ai';
import { bool, json, type Db, type RecommendationRow } from '@sous/db';
import { aiSources, type AiSource, type Recommendation } from '@sous/domain';
import { findGoal } from './nutrition';
import { listPantryItems } from './pantry';
import { listConsumptions, listRecipes } from './recipes';

/** How much history shapes the next set: enough to see habits, small enough for a model prompt. */
const RECIPES_SENT = 30;
const CONSUMPTIONS_SENT = 30;
const FEEDBACK_SENT = 20;
const PANTRY_SENT = 50;

export interface StoredRecommendation extends Omit<Recommendation, 'recipeData'> {
  recommendationId: number;
  recipeData: Recommendation['recipeData'];
}

export interface RecommendationSet {
  recommendations: StoredRecommendation[];
  /** Who made the set; null while there is none. */
  source: AiSource | null;
}

const columns = ['id', 'recipe_data', 'reason', 'seasonal_relevance', 'match_score', 'source'] as const;

function toStored(row: Pick<RecommendationRow, (typeof columns)[number]>): StoredRecommendation {
  return {
    recommendationId: row.id,
    recipeData: json.decode<Recommendation['recipeData']>(row.recipe_data, {
      title: '',
      description: '',
      prepTime: 30,
      ingredients: [],
      instructions: [],
      nutritionInfo: { calories: 0, protein: 0, carbs: 0, fat: 0 },
    }),
    reasonForRecommendation: row.reason,
    seasonalRelevance: bool.decode(row.seasonal_relevance),
    matchScore: Number(row.match_score),
  };
}

export async function listRecommendations(db: Db, userId: number): Promise<RecommendationSet> {
  const rows = await db
    .selectFrom('recommendations')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const source = rows[0]?.source;
  return { recommendations: rows.map(toStored), source: aiSources.find((known) => known === source) ?? null };
}

export async function findRecommendation(db: Db, userId: number, id: number): Promise<StoredRecommendation | null> {
  const row = await db
    .selectFrom('recommendations')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

/** Replaces the user's set with a new answer in one transaction. */
export async function replaceRecommendations(
  db: Db,
  userId: number,
  answer: WithSource<{ recommendations: Recommendation[] }>,
) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recommendations').where('user_id', '=', userId).execute();
    if (answer.recommendations.length === 0) return;
    await trx
      .insertInto('recommendations')
      .values(
        answer.recommendations.map((recommendation) => ({
          user_id: userId,
          recipe_data: json.encode(recommendation.recipeData),
          reason: recommendation.reasonForRecommendation,
          seasonal_relevance: bool.encode(recommendation.seasonalRelevance),
          match_score: recommendation.matchScore,
          source: answer.source,
          created_at: now,
        })),
      )
      .execute();
  });
  return { ...(await listRecommendations(db, userId)), source: answer.source };
}

/** What the AI layer needs to recommend: the user's recipes, goal, pantry, recent meals and feedback. */
export async function recommendationsInput(db: Db, userId: number, today: string): Promise<RecommendationsInput> {
  const [recipes, goal, pantry, consumption, feedback] = await Promise.all([
    listRecipes(db, userId, RECIPES_SENT),
    findGoal(db, userId),
    // Soonest expiry first, so what should be used up is always among those sent.
    listPantryItems(db, userId, PANTRY_SENT),
    listConsumptions(db, userId, { mealType: 'all' }, CONSUMPTIONS_SENT),
    db
      .selectFrom('recommendation_feedback')
      .select([
        'recipe_title',
        'rating',
        'taste_rating',
        'healthiness_rating',
        'difficulty_rating',
        'was_cooked',
        'feedback',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(FEEDBACK_SENT)
      .execute(),
  ]);
  return {
    recipes: recipes.map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      description: recipe.description,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      nutritionInfo: recipe.nutritionInfo,
      prepTime: recipe.prepTime,
      sustainabilityScore: recipe.sustainabilityScore,
    })),
    goals: goal,
    pantry: pantry.map((item) => ({
      name: item.name,
      category: item.category,
      quantity: item.quantity,
      expiryDate: item.expiryDate,
    })),
    consumption: consumption.map((entry) => ({
      ...entry,
      recipe: { ...entry.recipe, id: entry.recipe.id ?? undefined },
    })),
    feedback: feedback.map((row) => ({
      recipeTitle: row.recipe_title,
      rating: row.rating,
      tasteRating: row.taste_rating,
      healthinessRating: row.healthiness_rating,
      difficultyRating: row.difficulty_rating,
      wasCooked: bool.decode(row.was_cooked),
      feedback: row.feedback,
    })),
    today,
  };
}

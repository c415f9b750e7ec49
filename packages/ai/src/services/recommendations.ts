import { ZRecommendations, type Recommendation } from '@sous/domain';
import type { z } from 'zod';
import {
  closestRecipe,
  cuisinesNamed,
  foodsUsed,
  ingredientFoods,
  isSeasonal,
  inSeason,
  libraryRecipes,
  proteinShare,
  recipeNutrition,
  seasonOf,
  titleWordsOf,
  type LibraryRecipe,
  type Season,
} from '../offline/library';
import type { FeedbackLike, Goals, RecipeLike, RecommendationsInput, ServiceDefinition } from '../types';

type Recommendations = z.infer<typeof ZRecommendations>;

const DEFAULT_COUNT = 6;
const MAX_COUNT = 12;
const REFERENCE_CALORIES = 2000;
const REFERENCE_PROTEIN_SHARE = 0.2;
const EXPIRING_DAYS = 4;
// Everyday foods that say nothing about a cook's style.
const staples = new Set(['salt', 'black-pepper', 'olive oil', 'vegetable oil', 'garlic', 'onion', 'water', 'sugar', 'butter', 'egg']);

export const recommendationsService: ServiceDefinition<RecommendationsInput, Recommendations> = {
  name: 'recommendations',
  schema: ZRecommendations,
  prompt(input) {
    return {
      system:
        'You are a home-cooking assistant. Answer only with JSON matching the given schema: personalised recipe recommendations ' +
        '(not recipes the user already has), using their pantry, goals (kcal and grams per day), feedback ratings (1-5) and the season of "today". ' +
        'nutritionInfo is per serving (kcal, grams), prepTime in minutes, matchScore 0-100. reasonForRecommendation must cite the concrete data used.',
      user: JSON.stringify({
        today: input.today,
        count: input.count ?? DEFAULT_COUNT,
        goals: input.goals,
        myRecipes: input.recipes.map((recipe) => recipe.title),
        pantry: input.pantry.map((item) => ({ name: item.name, expiryDate: item.expiryDate ?? null })),
        feedback: input.feedback.map((item) => ({ recipe: item.recipeTitle, rating: item.rating ?? item.tasteRating ?? null })),
        recentMeals: input.consumption.slice(0, 20).map((meal) => meal.recipe.title),
      }),
    };
  },
  offline(input) {
    const count = Math.max(0, Math.min(MAX_COUNT, Math.trunc(input.count ?? DEFAULT_COUNT)));
    const context = readContext(input);
    const recommendations = libraryRecipes()
      .filter((recipe) => !context.owned(recipe) && !context.dislikedTitles.has(recipe.title))
      .map((recipe) => scoreRecipe(recipe, context))
      .sort((a, b) => b.matchScore - a.matchScore || a.recipeData.title.localeCompare(b.recipeData.title))
      .slice(0, count);
    return { recommendations };
  },
};

interface Rating {
  title: string;
  rating: number;
  cuisine: string | null;
  recipe: LibraryRecipe | null;
}

interface Context {
  season: Season | null;
  goals: Goals | null;
  mealCalories: number;
  proteinShareGoal: number;
  pantry: { name: string; expiring: boolean }[];
  ratings: Rating[];
  dislikedTitles: Set<string>;
  styleCuisines: Set<string>;
  styleFoods: Set<string>;
  owned(recipe: LibraryRecipe): boolean;
}

function readContext(input: RecommendationsInput): Context {
  const goals = input.goals && input.goals.dailyCalories > 0 ? input.goals : null;
  const ratings = input.feedback.map(readRating).filter((rating): rating is Rating => rating !== null);
  const ownTitles = input.recipes.map((recipe) => titleWordsOf(recipe.title).sort().join(' '));
  const styleCuisines = new Set(input.recipes.flatMap((recipe) => cuisineOf(recipe.title, recipe)));
  const styleFoods = new Set(
    input.recipes.flatMap((recipe) => recipe.ingredients.flatMap((line) => ingredientFoods(line))).filter((food) => !staples.has(food)),
  );
  return {
    season: seasonOf(input.today),
    goals,
    mealCalories: (goals?.dailyCalories ?? REFERENCE_CALORIES) / 3,
    proteinShareGoal: goals ? (goals.dailyProtein * 4) / goals.dailyCalories : REFERENCE_PROTEIN_SHARE,
    pantry: input.pantry
      .filter((item) => item.name.trim())
      .map((item) => ({ name: item.name.trim(), expiring: Boolean(item.expiryDate && daysBetween(input.today, item.expiryDate) <= EXPIRING_DAYS) })),
    ratings,
    dislikedTitles: new Set(ratings.filter((rating) => rating.rating <= 2 && rating.recipe).map((rating) => rating.recipe!.title)),
    styleCuisines,
    styleFoods,
    owned: (recipe) => ownTitles.includes(recipe.titleWords.slice().sort().join(' ')),
  };
}

function readRating(feedback: FeedbackLike): Rating | null {
  const rating = feedback.rating ?? feedback.tasteRating;
  if (rating == null || !feedback.recipeTitle.trim()) return null;
  const recipe = closestRecipe(feedback.recipeTitle)?.recipe ?? null;
  return { title: feedback.recipeTitle.trim(), rating, cuisine: recipe?.cuisine ?? cuisinesNamed(feedback.recipeTitle)[0] ?? null, recipe };
}

/** The cuisine of one of the user's recipes: its library twin's, or one its title or description names. */
function cuisineOf(title: string, recipe?: RecipeLike): string[] {
  const twin = closestRecipe(title);
  if (twin) return [twin.recipe.cuisine];
  return cuisinesNamed(`${title} ${recipe?.description ?? ''}`).slice(0, 1);
}

function daysBetween(from: string, to: string): number {
  const start = Date.parse(from.slice(0, 10));
  const end = Date.parse(to.slice(0, 10));
  return Number.isNaN(start) || Number.isNaN(end) ? Number.POSITIVE_INFINITY : Math.round((end - start) / 86_400_000);
}

function scoreRecipe(recipe: LibraryRecipe, context: Context): Recommendation {
  const nutrition = recipeNutrition(recipe);
  const reasons: string[] = [];

  // Pantry: up to 25 points, three items used is full marks; using something about to expire adds 5.
  const used = foodsUsed(
    recipe,
    context.pantry.map((item) => item.name),
  );
  const expiring = context.pantry.filter((item) => item.expiring && used.includes(item.name)).map((item) => item.name);
  const pantryPoints = Math.min(25, (Math.min(used.length, 3) / 3) * 25 + (expiring.length > 0 ? 5 : 0));
  if (used.length > 0) reasons.push(`Uses your ${listText(used)}${expiring.length > 0 ? ` (${listText(expiring)} expiring soon)` : ''}`);

  // Goals: up to 20 points for energy near a third of the daily goal, 10 for a protein share like the goal's.
  const calorieFit = Math.max(0, 1 - Math.abs(nutrition.calories - context.mealCalories) / context.mealCalories);
  const share = proteinShare(nutrition);
  const proteinFit = Math.max(0, 1 - Math.abs(share - context.proteinShareGoal) / context.proteinShareGoal);
  const goalPoints = calorieFit * 20 + proteinFit * 10;
  reasons.push(calorieReason(nutrition.calories, context));
  if (context.goals && proteinFit >= 0.75) {
    reasons.push(`${Math.round(nutrition.protein)} g protein is ${percent(share)} of its energy, close to your goals' ${percent(context.proteinShareGoal)}`);
  }

  // Season: 15 points for a dish of this season, 7 for one that is good all year.
  const seasonal = isSeasonal(recipe, context.season);
  const seasonPoints = seasonal ? 15 : inSeason(recipe, context.season) ? 7 : 0;
  if (seasonal) reasons.push(`in season for ${context.season}`);

  // Feedback: dishes of a cuisine rated 4-5 gain up to 20, rated 1-2 lose up to 30.
  let feedbackPoints = 0;
  for (const rating of context.ratings) {
    if (rating.cuisine !== recipe.cuisine) continue;
    if (rating.rating >= 4) {
      feedbackPoints += (rating.rating - 3) * 5;
      reasons.push(`you rated ${rating.title} ${rating.rating}/5 (${recipe.cuisine})`);
    } else if (rating.rating <= 2) {
      feedbackPoints -= (3 - rating.rating) * 10;
      reasons.push(`ranked lower because you rated ${rating.title} ${rating.rating}/5 (${recipe.cuisine})`);
    }
  }
  feedbackPoints = Math.max(-30, Math.min(20, feedbackPoints));

  // Style of the user's own recipes: 6 points for a cuisine they cook, 4 for sharing two of their foods.
  const sharedFoods = [...context.styleFoods].filter((food) => recipe.foods.some((line) => line.includes(food)));
  let stylePoints = 0;
  if (context.styleCuisines.has(recipe.cuisine)) {
    stylePoints += 6;
    reasons.push(`like the ${recipe.cuisine} recipes you already cook`);
  }
  if (sharedFoods.length >= 2) {
    stylePoints += 4;
    reasons.push(`uses ${listText(sharedFoods.slice(0, 3).map((food) => food.replace(/-/g, ' ')))} as your own recipes do`);
  }

  const matchScore = Math.round(Math.max(0, Math.min(100, pantryPoints + goalPoints + seasonPoints + feedbackPoints + stylePoints)));
  const reason = reasons.join('; ');
  return {
    recipeData: {
      title: recipe.title,
      description: `${recipe.description} (${recipe.cuisine}, serves ${recipe.servings}; nutrition per serving.)`,
      prepTime: recipe.prepTime,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      nutritionInfo: nutrition,
    },
    reasonForRecommendation: (reason.charAt(0).toUpperCase() + reason.slice(1)).slice(0, 2000),
    seasonalRelevance: seasonal,
    matchScore,
  };
}

function calorieReason(calories: number, context: Context): string {
  const kcal = Math.round(calories);
  const third = Math.round(context.mealCalories);
  if (!context.goals) return `${kcal} kcal per serving (no nutrition goals set, so compared with a third of a ${REFERENCE_CALORIES} kcal reference day, ${third} kcal)`;
  const daily = Math.round(context.goals.dailyCalories);
  const off = (calories - context.mealCalories) / context.mealCalories;
  if (Math.abs(off) <= 0.2) return `${kcal} kcal per serving fits a third of your ${daily} kcal goal`;
  return `${kcal} kcal per serving is ${off > 0 ? 'above' : 'below'} a third of your ${daily} kcal goal (${third} kcal)`;
}

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

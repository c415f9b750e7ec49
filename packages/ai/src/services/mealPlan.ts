import { ZMealPlanDays, type MealPlanDay, type NutritionInfo, type PlannedMeal } from '@sous/domain';
import type { z } from 'zod';
import {
  dietLabels,
  fitsDiet,
  libraryRecipes,
  nutritionText,
  parseDiet,
  preferenceFit,
  recipeNutrition,
  scaleNutrition,
  seededRank,
  sumNutrition,
  type DietProfile,
  type LibraryRecipe,
  type MealType,
} from '../offline/library';
import type { MealPlanInput, ServiceDefinition } from '../types';

type MealPlanDays = z.infer<typeof ZMealPlanDays>;

const DEFAULT_CALORIES = 2000;
/** Portion sizes a cook can actually serve. */
const PORTIONS = [0.5, 0.75, 1, 1.25, 1.5];
/** kcal of miss worth moving one meal a whole serving away from one portion: keeps portions near 1 unless it matters. */
const STRETCH_COST = 80;
/** Snacks are added while a day is more than this short of the target. */
const SNACK_GAP = 150;
const MAX_SNACKS = 4;
const mainMeals = ['breakfast', 'lunch', 'dinner'] as const;

export const mealPlanService: ServiceDefinition<MealPlanInput, MealPlanDays> = {
  name: 'mealPlan',
  schema: ZMealPlanDays,
  prompt(input) {
    return {
      system:
        'You are a meal-planning assistant. Answer only with JSON matching the given schema: one entry per day (day numbers from 1), each with breakfast, ' +
        'lunch, dinner and optional snacks of real dishes that match the preferences and never break the dietary restrictions, without repeating dishes. ' +
        'Each day should total close to the calorie target (kcal). nutritionalInfo is text like "520 kcal · 32 g protein · 48 g carbs · 18 g fat", ' +
        'nutrition the same numbers, preparationTime in minutes; totalCalories and nutritionSummary are the day sums.',
      user: JSON.stringify({
        days: planDays(input.days),
        startDate: input.startDate,
        calorieTarget: calorieTarget(input.calorieTarget),
        preferences: input.preferences,
        dietaryRestrictions: input.dietaryRestrictions,
      }),
    };
  },
  offline(input) {
    const target = calorieTarget(input.calorieTarget);
    const planner = createPlanner(input);
    const days: MealPlanDay[] = [];
    for (let day = 1; day <= planDays(input.days); day += 1) days.push(planDay(day, target, planner));
    return { days };
  },
};

function planDays(days: number): number {
  return Math.max(1, Math.min(7, Math.trunc(Number.isFinite(days) ? days : 1) || 1));
}

function calorieTarget(target: number | null): number {
  return target && Number.isFinite(target) && target > 0 ? Math.max(500, Math.min(5000, target)) : DEFAULT_CALORIES;
}

interface Choice {
  recipe: LibraryRecipe | null;
  notes: string[];
}

interface Planner {
  pick(type: MealType): Choice;
  restrictions: DietProfile;
  preferenceMatches(recipe: LibraryRecipe): string[];
}

/** Chooses recipes per meal type: allowed by the diet, preferred first, rotated by the start date, each used once while the library allows. */
function createPlanner(input: MealPlanInput): Planner {
  const restrictions = parseDiet(input.dietaryRestrictions, { bareFoodsExclude: true });
  // Diet words among the preferences ("vegetarian") are kept as strictly as restrictions; nutrient ones only rank.
  const preferred = parseDiet(input.preferences, { bareFoodsExclude: false });
  const hard: DietProfile = {
    rules: [...restrictions.rules, ...preferred.rules.filter((rule) => rule.kind === 'exclusion' && !restrictions.rules.some((own) => own.label === rule.label))],
    unknown: restrictions.unknown,
  };
  const allowed = libraryRecipes().filter((recipe) => fitsDiet(recipe, hard));
  const fit = new Map(allowed.map((recipe) => [recipe.title, preferenceFit(recipe, input.preferences)]));
  const order = (recipes: LibraryRecipe[]) =>
    [...recipes].sort(
      (a, b) => (fit.get(b.title)?.score ?? 0) - (fit.get(a.title)?.score ?? 0) || seededRank(input.startDate, a.title) - seededRank(input.startDate, b.title),
    );
  const pools = new Map<MealType, LibraryRecipe[]>(
    (['breakfast', 'lunch', 'dinner', 'snack'] as const).map((type) => [type, order(allowed.filter((recipe) => recipe.mealTypes.includes(type)))]),
  );
  const uses = new Map<string, number>();
  const labels = dietLabels(hard);
  const dietText = labels.length > 0 ? labels.join(', ') : 'your choices';

  function take(recipe: LibraryRecipe): LibraryRecipe {
    uses.set(recipe.title, (uses.get(recipe.title) ?? 0) + 1);
    return recipe;
  }

  function pick(type: MealType): Choice {
    const pool = pools.get(type) ?? [];
    const fresh = pool.find((recipe) => !uses.has(recipe.title));
    if (fresh) return { recipe: take(fresh), notes: [] };
    if (pool.length > 0) {
      // Every fitting dish is already in the plan: repeat the least used one.
      const least = [...pool].sort((a, b) => (uses.get(a.title) ?? 0) - (uses.get(b.title) ?? 0))[0]!;
      return { recipe: take(least), notes: [`Repeated: the library has only ${pool.length} ${type} ${pool.length === 1 ? 'dish' : 'dishes'} that fit ${dietText}.`] };
    }
    if (type === 'snack') return { recipe: null, notes: [] };
    const standIn = order(allowed.filter((recipe) => !recipe.mealTypes.includes('snack') || recipe.mealTypes.length > 1)).find((recipe) => !uses.has(recipe.title));
    if (standIn) return { recipe: take(standIn), notes: [`No ${type} in the library fits ${dietText}; this ${standIn.mealTypes[0]} dish stands in.`] };
    return { recipe: null, notes: [] };
  }

  return { pick, restrictions: hard, preferenceMatches: (recipe) => fit.get(recipe.title)?.matches ?? [] };
}

interface Portioned {
  choice: Choice;
  portion: number;
}

function planDay(day: number, target: number, planner: Planner): MealPlanDay {
  const meals = mainMeals.map((type) => planner.pick(type));
  const snacks: Choice[] = [];
  let portions = bestPortions(meals, snacks, target);
  while (target - dayCalories(meals, snacks, portions) > SNACK_GAP && snacks.length < MAX_SNACKS) {
    const snack = planner.pick('snack');
    if (!snack.recipe) break;
    snacks.push(snack);
    portions = bestPortions(meals, snacks, target);
  }
  const planned = meals.map((choice, index) => plannedMeal(mainMeals[index]!, { choice, portion: portions[index]! }, target, planner, day));
  const plannedSnacks = snacks.map((choice) => plannedMeal('snack', { choice, portion: 1 }, target, planner, day));
  const summary = sumNutrition([...planned, ...plannedSnacks].map((meal) => meal.nutrition));
  return {
    day,
    meals: { breakfast: planned[0]!, lunch: planned[1]!, dinner: planned[2]!, snacks: plannedSnacks },
    totalCalories: summary.calories,
    nutritionSummary: summary,
  };
}

function caloriesOf(choice: Choice): number {
  return choice.recipe ? recipeNutrition(choice.recipe).calories : 0;
}

function dayCalories(meals: Choice[], snacks: Choice[], portions: number[]): number {
  return meals.reduce((sum, meal, index) => sum + caloriesOf(meal) * portions[index]!, 0) + snacks.reduce((sum, snack) => sum + caloriesOf(snack), 0);
}

/** The portion of each main meal that brings the day closest to the target, preferring portions near one serving. */
function bestPortions(meals: Choice[], snacks: Choice[], target: number): number[] {
  let best = { portions: [1, 1, 1], cost: Number.POSITIVE_INFINITY };
  for (const breakfast of PORTIONS)
    for (const lunch of PORTIONS)
      for (const dinner of PORTIONS) {
        const portions = [breakfast, lunch, dinner];
        const stretch = portions.reduce((sum, portion) => sum + Math.abs(portion - 1), 0);
        const cost = Math.abs(target - dayCalories(meals, snacks, portions)) + STRETCH_COST * stretch;
        if (cost < best.cost) best = { portions, cost };
      }
  return best.portions;
}

function plannedMeal(type: MealType, { choice, portion }: Portioned, target: number, planner: Planner, day: number): PlannedMeal {
  const recipe = choice.recipe;
  if (!recipe) {
    const labels = dietLabels(planner.restrictions);
    const zero: NutritionInfo = { calories: 0, protein: 0, carbs: 0, fat: 0 };
    return {
      title: `No ${type} fits your restrictions`,
      description: `None of the ${libraryRecipes().length} recipes in the offline library fits ${labels.length > 0 ? labels.join(', ') : 'your restrictions'}, so this ${type} is left for you to plan.`,
      nutritionalInfo: nutritionText(zero),
      nutrition: zero,
      preparationTime: 0,
    };
  }
  const nutrition = scaleNutrition(recipeNutrition(recipe), portion);
  const notes = [recipe.description];
  const matches = planner.preferenceMatches(recipe);
  if (matches.length > 0) notes.push(`Matches your preferences: ${matches.join(', ')}.`);
  if (portion !== 1) notes.push(`${portion} servings so the day comes close to your ${Math.round(target)} kcal target.`);
  notes.push(...choice.notes);
  if (type === 'breakfast' && planner.restrictions.unknown.length > 0) {
    notes.push(`The offline assistant cannot check "${planner.restrictions.unknown.join('", "')}" against its recipes; check day ${day}'s dishes yourself.`);
  }
  return {
    title: (portion === 1 ? recipe.title : `${recipe.title} (${portion} servings)`).slice(0, 200),
    description: notes.join(' ').slice(0, 2000),
    nutritionalInfo: nutritionText(nutrition),
    nutrition,
    preparationTime: recipe.prepTime,
  };
}

import { ZRecipeNutrition, type RecipeNutrition } from '@sous/domain';
import { estimateNutrition } from '../offline/nutrition';
import type { RecipeNutritionInput, ServiceDefinition } from '../types';

/** 12. Nutrition of a recipe from its ingredient lines, with how each line was read. */
export const recipeNutritionService: ServiceDefinition<RecipeNutritionInput, RecipeNutrition> = {
  name: 'recipeNutrition',
  schema: ZRecipeNutrition,
  prompt: (input) => ({
    system:
      'You estimate the nutrition of a recipe from its ingredient lines, using standard food composition data (USDA FoodData Central). ' +
      'For each line give the food you read, its weight in grams and its calories (kcal), protein, carbs and fat in grams; food, grams and ' +
      'nutrition are null, and the line is listed in "unmatched", when you cannot identify the food or its amount. nutritionInfo is the ' +
      'sum over all lines, perServing is that sum divided by servings (an integer of at least 1). Do not invent ingredients. Answer only ' +
      'JSON matching the schema: {"nutritionInfo": {"calories", "protein", "carbs", "fat"}, "perServing": {...}, "servings", ' +
      '"lines": [{"line", "food", "grams", "nutrition"}], "unmatched": [string]}.',
    user: JSON.stringify({ ingredients: input.ingredients, servings: input.servings ?? 1 }),
  }),
  offline: (input) => estimateNutrition(Array.isArray(input.ingredients) ? input.ingredients : [], input.servings ?? 1),
};

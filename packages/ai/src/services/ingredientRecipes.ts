import { ZIngredientRecipes } from '@sous/domain';
import type { z } from 'zod';
import { fitsDiet, parseDiet, preferenceFit, recipeNutrition, recipesUsing } from '../offline/library';
import type { IngredientRecipesInput, ServiceDefinition } from '../types';

type IngredientRecipes = z.infer<typeof ZIngredientRecipes>;

const MAX_RECIPES = 10;

export const ingredientRecipesService: ServiceDefinition<IngredientRecipesInput, IngredientRecipes> = {
  name: 'ingredientRecipes',
  schema: ZIngredientRecipes,
  prompt(input) {
    return {
      system:
        'You are a home-cooking assistant. Answer only with JSON matching the given schema: up to 10 real recipes that use the given ingredients ' +
        '(each using at least one of them), respecting every dietary preference. Ingredients are measured lines ("200 g spaghetti"); ' +
        'nutritionalValue is per serving: calories in kcal, protein, carbs and fat in grams. If nothing fits, answer {"recipes": []}.',
      user: JSON.stringify({ ingredients: input.ingredients, dietaryPreferences: input.dietaryPreferences }),
    };
  },
  offline(input) {
    // Diet words are hard filters; any other preference ("Italian", "quick") only breaks ties.
    const diet = parseDiet(input.dietaryPreferences, { bareFoodsExclude: false });
    const recipes = recipesUsing(input.ingredients)
      .filter((match) => fitsDiet(match.recipe, diet))
      .map((match, rank) => ({ match, rank, preferred: preferenceFit(match.recipe, diet.unknown).score }))
      .sort((a, b) => b.match.used.length - a.match.used.length || b.preferred - a.preferred || a.rank - b.rank)
      .slice(0, MAX_RECIPES)
      .map(({ match: { recipe } }) => ({
        title: recipe.title,
        ingredients: recipe.ingredients,
        instructions: recipe.instructions,
        nutritionalValue: recipeNutrition(recipe),
      }));
    return { recipes };
  },
};

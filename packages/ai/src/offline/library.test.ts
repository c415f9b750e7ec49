import { describe, expect, it } from 'vitest';
import {
  closestRecipe,
  dietViolations,
  equipmentCovers,
  fitsDiet,
  ingredientFoods,
  libraryRecipes,
  parseDiet,
  preferenceFit,
  recipeNutrition,
  recipeSustainability,
  recipesByEquipment,
  recipesInSeason,
  recipesUsing,
  sameFood,
  seasonOf,
  splitIngredientLine,
  type LibraryRecipe,
} from './library';

const byTitle = (title: string): LibraryRecipe => {
  const recipe = libraryRecipes().find((candidate) => candidate.title === title);
  if (!recipe) throw new Error(`no ${title} in the library`);
  return recipe;
};

describe('the starter recipe library', () => {
  it('holds about 60 distinct recipes across many cuisines and every meal type', () => {
    const recipes = libraryRecipes();
    expect(recipes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(recipes.map((recipe) => recipe.title)).size).toBe(recipes.length);
    expect(new Set(recipes.map((recipe) => recipe.cuisine)).size).toBeGreaterThanOrEqual(10);
    for (const type of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      expect(recipes.filter((recipe) => recipe.mealTypes.includes(type)).length).toBeGreaterThanOrEqual(7);
    }
  });

  it('tags diets only where the ingredients allow it', () => {
    for (const recipe of libraryRecipes()) {
      const exclusions = recipe.diet.filter((tag) => ['vegetarian', 'vegan', 'gluten-free', 'dairy-free'].includes(tag));
      expect(dietViolations(recipe, parseDiet(exclusions)), recipe.title).toEqual([]);
    }
  });

  it('gives every recipe a plausible per-serving nutrition and a 0-100 sustainability score', () => {
    for (const recipe of libraryRecipes()) {
      const nutrition = recipeNutrition(recipe);
      expect(nutrition.calories, recipe.title).toBeGreaterThan(40);
      expect(nutrition.calories, recipe.title).toBeLessThan(1100);
      // Energy from the macros is close to the energy figure (4/4/9 kcal per gram).
      const fromMacros = nutrition.protein * 4 + nutrition.carbs * 4 + nutrition.fat * 9;
      expect(Math.abs(fromMacros - nutrition.calories) / nutrition.calories, recipe.title).toBeLessThan(0.25);
      const score = recipeSustainability(recipe);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('estimates egg fried rice like a plate of rice, egg and oil (400-750 kcal a serving)', () => {
    const nutrition = recipeNutrition(byTitle('Egg Fried Rice'));
    expect(nutrition.calories).toBeGreaterThan(400);
    expect(nutrition.calories).toBeLessThan(750);
    expect(nutrition.carbs).toBeGreaterThan(nutrition.protein);
  });
});

describe('ingredient names', () => {
  it('reads the food out of a measured line', () => {
    expect(ingredientFoods('2 cloves garlic, minced')).toEqual(['garlic']);
    expect(ingredientFoods('400 g cooked rice, cold')).toEqual(['rice']);
    expect(ingredientFoods('salt and black pepper, to taste')).toEqual(['salt', 'black-pepper']);
    expect(ingredientFoods('1.2 litres vegetable stock')).toEqual(['vegetable stock']);
    expect(ingredientFoods('500 g pork mince')).toEqual(['pork']);
  });

  it('treats cuts and varieties as the same food but not different foods sharing a word', () => {
    expect(sameFood('chicken breast', 'chicken thigh')).toBe(true);
    expect(sameFood('basmati rice', 'rice')).toBe(true);
    expect(sameFood('egg', 'egg yolk')).toBe(true);
    expect(sameFood('rice', 'rice vinegar')).toBe(false);
    expect(sameFood('chicken', 'chicken stock')).toBe(false);
    expect(sameFood(ingredientFoods('milk')[0]!, ingredientFoods('400 ml coconut milk')[0]!)).toBe(false);
    expect(sameFood(ingredientFoods('potatoes')[0]!, ingredientFoods('500 g sweet potatoes')[0]!)).toBe(false);
  });

  it('splits a line into amount, item and notes', () => {
    expect(splitIngredientLine('2 cloves garlic, minced')).toEqual({ amount: '2 cloves', item: 'garlic', notes: 'minced' });
    expect(splitIngredientLine('1 1/2 cups flour')).toEqual({ amount: '1 1/2 cups', item: 'flour' });
    expect(splitIngredientLine('salt, to taste')).toEqual({ amount: '', item: 'salt', notes: 'to taste' });
  });
});

describe('search', () => {
  it('finds egg fried rice first for rice, eggs and onion', () => {
    const matches = recipesUsing(['rice', 'eggs', 'onion']);
    expect(matches[0]?.recipe.title).toBe('Egg Fried Rice');
    expect(matches[0]?.used).toEqual(['rice', 'eggs', 'onion']);
  });

  it('finds nothing for foods no recipe uses', () => {
    expect(recipesUsing(['unobtainium', '   '])).toEqual([]);
    expect(recipesUsing([])).toEqual([]);
  });

  it('matches titles by meaningful words only', () => {
    expect(closestRecipe('Carbonara')?.recipe.title).toBe('Spaghetti Carbonara');
    expect(closestRecipe('easy homemade chicken tikka')?.recipe.title).toBe('Chicken Tikka Masala');
    expect(closestRecipe('Nicoise salad')?.recipe.title).toBe('Niçoise Salad');
    expect(closestRecipe('Garlic Butter Mushrooms')).toBeNull();
    expect(closestRecipe('Chicken Soup')).toBeNull();
    expect(closestRecipe('!!!')).toBeNull();
  });

  it('reads diets from free text and checks them against ingredients', () => {
    const vegetarian = parseDiet(['Vegetarian']);
    expect(fitsDiet(byTitle('Spaghetti Carbonara'), vegetarian)).toBe(false);
    expect(dietViolations(byTitle('Spaghetti Carbonara'), vegetarian)[0]).toContain('guanciale');
    expect(fitsDiet(byTitle('Chana Masala'), vegetarian)).toBe(true);
    // Fish sauce and dashi are not vegetarian.
    expect(fitsDiet(byTitle('Thai Green Curry'), vegetarian)).toBe(false);
    expect(fitsDiet(byTitle('Oyakodon'), parseDiet(['pescatarian']))).toBe(false);
    expect(fitsDiet(byTitle('Thai Green Curry'), parseDiet(['dairy free']))).toBe(true);
    expect(fitsDiet(byTitle('Pesto Pasta'), parseDiet(['nut allergy']))).toBe(false);
    expect(fitsDiet(byTitle('Mushroom Risotto'), parseDiet(['no mushrooms']))).toBe(false);
    expect(fitsDiet(byTitle('Egg Fried Rice'), parseDiet(['coeliac']))).toBe(false);
    expect(parseDiet(['low-sodium']).unknown).toEqual(['low-sodium']);
    // In a list of likes a bare food is not a restriction.
    expect(parseDiet(['chicken'], { bareFoodsExclude: false }).rules).toEqual([]);
  });

  it('ranks by free-text preferences', () => {
    expect(preferenceFit(byTitle('Pesto Pasta'), ['Italian', 'quick']).score).toBe(2);
    expect(preferenceFit(byTitle('Chicken Biryani'), ['Italian', 'quick']).score).toBe(0);
    expect(preferenceFit(byTitle('Greek Salad'), ['greek']).matches).toEqual(['greek']);
  });

  it('knows the northern-hemisphere seasons', () => {
    expect(seasonOf('2025-01-15')).toBe('winter');
    expect(seasonOf('2025-04-01')).toBe('spring');
    expect(seasonOf('2025-07-20')).toBe('summer');
    expect(seasonOf('2025-10-31')).toBe('autumn');
    expect(seasonOf('2025-12-01')).toBe('winter');
    expect(seasonOf('soon')).toBeNull();
    const winter = recipesInSeason('2025-01-10').map((recipe) => recipe.title);
    expect(winter).toContain('Beef Bourguignon');
    expect(winter).not.toContain('Gazpacho');
  });

  it('matches equipment names loosely but not falsely', () => {
    expect(equipmentCovers('KitchenAid Stand Mixer', 'Stand Mixer')).toBe(true);
    expect(equipmentCovers('Large Sauce Pan', 'Saucepan')).toBe(true);
    expect(equipmentCovers("Victorinox Chef's Knife", "Chef's Knife")).toBe(true);
    expect(equipmentCovers('10-inch cast iron skillet', 'Cast Iron Skillet')).toBe(true);
    expect(equipmentCovers('Le Creuset Dutch Oven', 'Large Pot')).toBe(true);
    expect(equipmentCovers('Le Creuset Dutch Oven', 'Oven')).toBe(false);
    expect(equipmentCovers('Microwave Oven', 'Oven')).toBe(false);
    expect(equipmentCovers('Potato Masher', 'Saucepan')).toBe(false);
    const cookies = recipesByEquipment(['Oven', 'Baking Sheets', 'KitchenAid Stand Mixer']).find((fit) => fit.recipe.title === 'Chocolate Chip Cookies');
    expect(cookies?.missing).toEqual([]);
  });
});

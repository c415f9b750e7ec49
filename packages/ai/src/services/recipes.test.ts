import { describe, expect, it } from 'vitest';
import { libraryRecipes } from '../offline/library';
import type { EquipmentLike, Goals, ProgressEntry, RecommendationsInput } from '../types';
import { ingredientRecipesService } from './ingredientRecipes';
import { mealPlanService } from './mealPlan';
import { nutritionInsightsService } from './nutritionInsights';
import { recipeDetailsService } from './recipeDetails';
import { recipeMatchesService } from './recipeMatches';
import { recommendationsService } from './recommendations';

/** Runs a service's offline answer through its schema, as the kitchen does. */
function run<I, O>(service: { schema: { parse(value: unknown): O }; offline(input: I): O }, input: I): O {
  return service.schema.parse(service.offline(input));
}

const meat = /\b(chicken|beef|pork|bacon|guanciale|chorizo|lamb|shrimp|salmon|tuna|anchov|fish|dashi)/i;
const libraryTitle = (plannedTitle: string) => plannedTitle.replace(/ \([\d.]+ servings\)$/, '');
const recipeNamed = (title: string) => libraryRecipes().find((recipe) => recipe.title === title);

describe('recipe details', () => {
  it('returns the real carbonara: guanciale, yolks, pecorino, no cream', () => {
    const details = run(recipeDetailsService, { title: 'Spaghetti Carbonara' });
    const items = details.ingredients.map((line) => line.item.toLowerCase());
    expect(items).toEqual(expect.arrayContaining(['spaghetti', 'guanciale', 'egg yolks', 'pecorino romano cheese']));
    expect(items.some((item) => item.includes('cream'))).toBe(false);
    expect(details.ingredients.find((line) => line.item === 'spaghetti')?.amount).toBe('400 g');
    expect(details.instructions.length).toBeGreaterThanOrEqual(4);
    expect(details.nutritionInfo.calories).toBeGreaterThan(450);
    expect(details.nutritionInfo.calories).toBeLessThan(900);
    expect(details.prepTime).toBe(25);
  });

  it('says when the dish does not fit the preferences', () => {
    const details = run(recipeDetailsService, { title: 'carbonara', cuisine: 'Italian', preferences: ['vegetarian'] });
    expect(details.description).toMatch(/does not fit your preferences: guanciale/);
  });

  it('builds an honest base from the foods in an unknown title', () => {
    const details = run(recipeDetailsService, { title: 'Garlic Butter Mushrooms' });
    expect(details.description).toMatch(/no recipe matching "Garlic Butter Mushrooms"/);
    expect(details.description).toMatch(/starting point/);
    const items = details.ingredients.map((line) => line.item.toLowerCase()).join(' | ');
    expect(items).toMatch(/garlic/);
    expect(items).toMatch(/butter/);
    expect(items).toMatch(/mushrooms/);
    expect(details.nutritionInfo.calories).toBeGreaterThan(50);
    expect(details.instructions.join(' ')).toMatch(/butter/);
  });

  it('does not invent ingredients for a title that names no food', () => {
    const details = run(recipeDetailsService, { title: "Grandma's Sunday Surprise" });
    expect(details.description).toMatch(/names no food/);
    expect(details.nutritionInfo.calories).toBe(0);
  });

  it('answers within the schema for odd titles', () => {
    for (const title of ['x', '???', 'a'.repeat(200), 'Chicken and Rice Soup', 'Roasted Sweet Potato Salad']) {
      expect(() => run(recipeDetailsService, { title, cuisine: null, preferences: [] })).not.toThrow();
    }
  });
});

describe('recipes from ingredients', () => {
  it('ranks egg fried rice first for rice, eggs and onion', () => {
    const answer = run(ingredientRecipesService, { ingredients: ['rice', 'eggs', 'onion'], dietaryPreferences: [] });
    expect(answer.recipes[0]?.title).toBe('Egg Fried Rice');
    expect(answer.recipes[0]?.nutritionalValue.calories).toBeGreaterThan(300);
  });

  it('never returns meat or fish for a vegetarian', () => {
    const answer = run(ingredientRecipesService, { ingredients: ['rice', 'onion', 'garlic', 'eggs'], dietaryPreferences: ['Vegetarian'] });
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) expect(recipe.ingredients.join(' '), recipe.title).not.toMatch(meat);
  });

  it('returns no recipes when nothing matches or the diet rules them all out', () => {
    expect(run(ingredientRecipesService, { ingredients: ['unobtainium'], dietaryPreferences: [] }).recipes).toEqual([]);
    expect(run(ingredientRecipesService, { ingredients: [], dietaryPreferences: [] }).recipes).toEqual([]);
    expect(run(ingredientRecipesService, { ingredients: ['chicken breast'], dietaryPreferences: ['vegan'] }).recipes).toEqual([]);
  });

  it('keeps to ten recipes for a common ingredient', () => {
    expect(run(ingredientRecipesService, { ingredients: ['salt', 'garlic', 'onion'], dietaryPreferences: ['low-sodium'] }).recipes).toHaveLength(10);
  });
});

describe('meal plans', () => {
  it('plans 3 days near 1800 kcal without repeating a dish', () => {
    const plan = run(mealPlanService, { preferences: ['healthy'], dietaryRestrictions: [], calorieTarget: 1800, days: 3, startDate: '2025-03-03' });
    expect(plan.days.map((day) => day.day)).toEqual([1, 2, 3]);
    const titles: string[] = [];
    for (const day of plan.days) {
      expect(day.totalCalories).toBeGreaterThanOrEqual(1800 * 0.85);
      expect(day.totalCalories).toBeLessThanOrEqual(1800 * 1.15);
      const meals = [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks];
      expect(Math.abs(meals.reduce((sum, meal) => sum + meal.nutrition.calories, 0) - day.totalCalories)).toBeLessThanOrEqual(1);
      for (const meal of meals) {
        expect(meal.nutritionalInfo).toMatch(/^\d+ kcal · \d+ g protein · \d+ g carbs · \d+ g fat$/);
        titles.push(libraryTitle(meal.title));
      }
      expect(recipeNamed(libraryTitle(day.meals.breakfast.title))?.mealTypes).toContain('breakfast');
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('is deterministic for a start date and keeps restrictions', () => {
    const input = { preferences: ['Indian', 'quick'], dietaryRestrictions: ['vegetarian'], calorieTarget: 2200, days: 7, startDate: '2025-06-02' };
    const plan = run(mealPlanService, input);
    expect(run(mealPlanService, input)).toEqual(plan);
    expect(plan.days).toHaveLength(7);
    for (const day of plan.days) {
      for (const meal of [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks]) {
        const recipe = recipeNamed(libraryTitle(meal.title));
        expect(recipe, meal.title).toBeDefined();
        expect(recipe!.ingredients.join(' '), meal.title).not.toMatch(meat);
      }
    }
  });

  it('uses 2000 kcal when there is no target', () => {
    const plan = run(mealPlanService, { preferences: ['Italian'], dietaryRestrictions: [], calorieTarget: null, days: 1, startDate: '2025-09-01' });
    expect(plan.days[0]!.totalCalories).toBeGreaterThan(1700);
    expect(plan.days[0]!.totalCalories).toBeLessThan(2300);
  });

  it('still gives one valid day per requested day when nothing fits the restrictions, and says why', () => {
    const plan = run(mealPlanService, { preferences: ['anything'], dietaryRestrictions: ['vegan', 'keto', 'no tofu'], calorieTarget: 1800, days: 2, startDate: '2025-01-01' });
    expect(plan.days).toHaveLength(2);
    expect(plan.days[0]!.meals.breakfast.title).toBe('No breakfast fits your restrictions');
    expect(plan.days[0]!.meals.breakfast.description).toMatch(/vegan, keto, no tofu/);
    expect(plan.days[0]!.totalCalories).toBe(0);
  });

  it('clamps odd inputs into a valid plan', () => {
    expect(run(mealPlanService, { preferences: [], dietaryRestrictions: ['low-sodium'], calorieTarget: 99999, days: 40, startDate: 'not a date' }).days).toHaveLength(7);
    expect(run(mealPlanService, { preferences: [], dietaryRestrictions: [], calorieTarget: 0, days: 0, startDate: '' }).days).toHaveLength(1);
    const vegan = run(mealPlanService, { preferences: ['vegan'], dietaryRestrictions: [], calorieTarget: 1600, days: 7, startDate: '2025-05-05' });
    expect(vegan.days[6]!.meals.breakfast.description).toMatch(/Repeated|stands in/);
  });
});

const goals: Goals = { dailyCalories: 1800, dailyProtein: 110, dailyCarbs: 200, dailyFat: 60 };
const baseInput: RecommendationsInput = { recipes: [], goals, pantry: [], consumption: [], feedback: [], today: '2025-04-10' };

describe('recommendations', () => {
  it('names the pantry items a recommendation uses', () => {
    const answer = run(recommendationsService, {
      ...baseInput,
      pantry: [
        { name: 'Spinach', expiryDate: '2025-04-12' },
        { name: 'Eggs', expiryDate: '2025-04-30' },
      ],
    });
    expect(answer.recommendations).toHaveLength(6);
    const top = answer.recommendations[0]!;
    expect(top.reasonForRecommendation).toMatch(/Uses your Spinach and Eggs/);
    expect(top.reasonForRecommendation).toMatch(/Spinach expiring soon/);
    expect(top.reasonForRecommendation).toMatch(/kcal per serving/);
  });

  it('ranks a cuisine the user rated 1/5 lower', () => {
    const indianRanks = (feedback: RecommendationsInput['feedback']) =>
      run(recommendationsService, { ...baseInput, feedback, count: 12 })
        .recommendations.map((item, index) => (recipeNamed(item.recipeData.title)?.cuisine === 'Indian' ? index : 99))
        .filter((index) => index < 99);
    const before = indianRanks([]);
    const after = indianRanks([{ recipeTitle: 'Chicken Tikka Masala', rating: 1 }]);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(before.length);
    const all = run(recommendationsService, { ...baseInput, feedback: [{ recipeTitle: 'Chicken Tikka Masala', rating: 1 }], count: 12 }).recommendations;
    expect(all.some((item) => item.recipeData.title === 'Chicken Tikka Masala')).toBe(false);
  });

  it('boosts a cuisine rated 5/5 and says so', () => {
    const answer = run(recommendationsService, { ...baseInput, feedback: [{ recipeTitle: 'Shakshuka', rating: 5 }] });
    expect(answer.recommendations.some((item) => /you rated Shakshuka 5\/5/.test(item.reasonForRecommendation))).toBe(true);
  });

  it('does not recommend recipes the user already has, and flags the season', () => {
    const answer = run(recommendationsService, {
      ...baseInput,
      recipes: [{ title: 'Gazpacho', ingredients: ['tomatoes'], instructions: ['blend'] }],
      today: '2025-07-15',
      count: 12,
    });
    expect(answer.recommendations.map((item) => item.recipeData.title)).not.toContain('Gazpacho');
    const seasonal = answer.recommendations.filter((item) => item.seasonalRelevance);
    expect(seasonal.length).toBeGreaterThan(0);
    for (const item of seasonal) expect(recipeNamed(item.recipeData.title)?.seasons).toContain('summer');
  });

  it('answers within the schema with no data at all', () => {
    const answer = run(recommendationsService, { recipes: [], goals: null, pantry: [], consumption: [], feedback: [], today: 'someday', count: 50 });
    expect(answer.recommendations).toHaveLength(12);
    expect(answer.recommendations[0]!.reasonForRecommendation).toMatch(/no nutrition goals set/);
    expect(run(recommendationsService, { ...baseInput, count: 0 }).recommendations).toEqual([]);
  });
});

const week = (values: Partial<ProgressEntry>): ProgressEntry[] =>
  Array.from({ length: 9 }, (_, index) => ({
    date: `2025-05-${String(index + 1).padStart(2, '0')}`,
    calories: 1800,
    protein: 90,
    carbs: 225,
    fat: 60,
    ...values,
  }));

describe('nutrition insights', () => {
  it('points out short protein with the numbers and high-protein meals', () => {
    const insights = run(nutritionInsightsService, {
      goals: { dailyCalories: 1800, dailyProtein: 90, dailyCarbs: 225, dailyFat: 60 },
      progress: week({ protein: 48, carbs: 260 }),
      consumption: [],
    });
    expect(insights.improvements[0]).toMatch(/^Protein averaged 48 g against 90 g/);
    expect(insights.reasoning).toMatch(/last 7 logged days/);
    expect(insights.suggestedGoals).toEqual({ calories: 1800, protein: 90, carbs: 225, fat: 60 });
    const dinner = insights.mealSuggestions.find((meal) => meal.type === 'dinner')!;
    expect(dinner.suggestions[0]).toMatch(/g protein per serving/);
    const first = recipeNamed(dinner.suggestions[0]!.split(': ')[0]!);
    expect(first?.diet).toContain('high-protein');
  });

  it('keeps balanced goals when the user is on track', () => {
    const insights = run(nutritionInsightsService, { goals: { dailyCalories: 1800, dailyProtein: 90, dailyCarbs: 225, dailyFat: 60 }, progress: week({}), consumption: [] });
    expect(insights.suggestedGoals).toEqual({ calories: 1800, protein: 90, carbs: 225, fat: 60 });
    expect(insights.reasoning).toMatch(/within 10 % of every goal/);
  });

  it('moves an unbalanced split into the balanced bands within the limits', () => {
    const insights = run(nutritionInsightsService, { goals: { dailyCalories: 2000, dailyProtein: 40, dailyCarbs: 380, dailyFat: 30 }, progress: week({}), consumption: [] });
    const { calories, protein, carbs, fat } = insights.suggestedGoals;
    expect(calories).toBe(2000);
    expect((protein * 4) / calories).toBeGreaterThanOrEqual(0.19);
    expect((carbs * 4) / calories).toBeLessThanOrEqual(0.56);
    expect((fat * 9) / calories).toBeGreaterThanOrEqual(0.24);
    expect(insights.reasoning).toMatch(/outside the balanced ranges/);
  });

  it('says there is not enough data, with a 2000 kcal reference when there are no goals', () => {
    const insights = run(nutritionInsightsService, { goals: null, progress: [], consumption: [] });
    expect(insights.reasoning).toMatch(/not enough logged data yet/);
    expect(insights.suggestedGoals).toEqual({ calories: 2000, protein: 100, carbs: 250, fat: 67 });
  });

  it('derives goals from logged meals when there are no goals or progress', () => {
    const meal = (date: string, calories: number) => ({
      consumedAt: `${date}T12:00:00.000Z`,
      mealType: 'lunch',
      servings: 1,
      recipe: { title: 'Lunch', nutritionInfo: { calories, protein: 30, carbs: 80, fat: 25 } },
    });
    const insights = run(nutritionInsightsService, { goals: null, progress: [], consumption: [meal('2025-05-01', 700), meal('2025-05-01', 900), meal('2025-05-02', 1500)] });
    expect(insights.reasoning).toMatch(/1550 kcal/);
    expect(insights.suggestedGoals.calories).toBe(1550);
  });

  it('stays within the goal limits for extreme numbers', () => {
    const insights = run(nutritionInsightsService, { goals: { dailyCalories: 9000, dailyProtein: 900, dailyCarbs: 900, dailyFat: 400 }, progress: week({ calories: 0 }).slice(0, 3).concat(week({ calories: 12000, protein: 5 })), consumption: [] });
    const { calories, protein, carbs, fat } = insights.suggestedGoals;
    expect(calories).toBeLessThanOrEqual(5000);
    expect(protein).toBeLessThanOrEqual(500);
    expect(carbs).toBeLessThanOrEqual(500);
    expect(fat).toBeLessThanOrEqual(200);
  });
});

const equipment = (name: string, condition = 'good'): EquipmentLike => ({ name, category: 'Appliances', condition });

describe('recipe matches', () => {
  it('sees cookies are possible with a stand mixer, oven and baking sheet', () => {
    const answer = run(recipeMatchesService, {
      equipment: [equipment('KitchenAid Stand Mixer'), equipment('Oven'), equipment('Baking Sheets')],
      preferences: ['Italian', 'Healthy'],
    });
    expect(answer.canMake.map((match) => match.title)).toContain('Chocolate Chip Cookies');
    for (const match of answer.canMake) expect(match.missingEquipment).toEqual([]);
    for (const match of answer.needsEquipment) {
      expect(match.missingEquipment.length).toBeGreaterThan(0);
      expect(match.missingEquipment.length).toBeLessThanOrEqual(2);
      expect(match.nutritionInfo.sustainabilityScore).toBeGreaterThanOrEqual(0);
      expect(match.nutritionInfo.sustainabilityScore).toBeLessThanOrEqual(100);
    }
  });

  it('does not count equipment marked for replacement', () => {
    const answer = run(recipeMatchesService, { equipment: [equipment('Wok', 'replace')], preferences: [] });
    expect(answer.canMake.map((match) => match.title)).not.toContain('Egg Fried Rice');
    const friedRice = answer.needsEquipment.find((match) => match.title === 'Egg Fried Rice');
    expect(friedRice?.missingEquipment).toEqual(['Wok']);
    expect(friedRice?.description).toMatch(/marked for replacement/);
  });

  it('ranks preferred cuisines first', () => {
    const answer = run(recipeMatchesService, {
      equipment: [equipment('Large Pot'), equipment('Frying Pan'), equipment('Saucepan'), equipment('Food Processor'), equipment('Oven'), equipment('Baking Sheet')],
      preferences: ['Italian'],
    });
    expect(recipeNamed(answer.canMake[0]!.title)?.cuisine).toBe('Italian');
    expect(answer.canMake[0]!.description).toMatch(/Fits your preferences: Italian/);
  });

  it('answers within the schema with no equipment', () => {
    const answer = run(recipeMatchesService, { equipment: [], preferences: [] });
    for (const match of answer.canMake) expect(match.requiredEquipment).toEqual([]);
    expect(answer.needsEquipment.length).toBeLessThanOrEqual(20);
  });
});

import { ZRecipeNutrition } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import commonTable from '../../../../data/foods-common.json' with { type: 'json' };
import { findFood } from './foods';
import { estimateNutrition, foodNutrition } from './nutrition';

function tableFood(name: string) {
  const food = commonTable.foods.find((row) => row.name === name);
  if (!food) throw new Error(`${name} is not in data/foods-common.json`);
  return food as typeof food & { units: Record<string, number | undefined> };
}

describe('estimateNutrition', () => {
  it("gives 2 cups of cooked rice the table's energy within 10 %", () => {
    const rice = tableFood('White rice, cooked');
    const expected = (2 * (rice.units.cup ?? 0) * rice.kcal) / 100;
    const result = estimateNutrition(['2 cups cooked rice']);
    expect(result.lines[0]?.food).toBe('White rice, cooked');
    expect(Math.abs(result.nutritionInfo.calories - expected) / expected).toBeLessThan(0.1);
    expect(result.unmatched).toEqual([]);
  });

  it('gives 200 g chicken breast twice the table protein per 100 g', () => {
    const chicken = tableFood('Chicken breast, raw');
    const result = estimateNutrition(['200 g chicken breast']);
    expect(result.lines[0]?.grams).toBe(200);
    expect(result.nutritionInfo.protein).toBeCloseTo(2 * chicken.protein, 0);
  });

  it('lists a food it does not know as unmatched instead of guessing', () => {
    const result = estimateNutrition(['1 cup unobtainium', '1 tbsp olive oil']);
    expect(result.unmatched).toEqual(['1 cup unobtainium']);
    expect(result.lines[0]).toEqual({ line: '1 cup unobtainium', food: null, grams: null, nutrition: null });
    expect(result.nutritionInfo.calories).toBeGreaterThan(100);
    expect(findFood('unobtainium')).toBeNull();
  });

  it('divides the totals by the servings', () => {
    const lines = ['500 g beef mince', '400 g spaghetti', '1 can chopped tomatoes', '1 onion, diced'];
    const whole = estimateNutrition(lines, 1);
    const shared = estimateNutrition(lines, 4);
    expect(shared.servings).toBe(4);
    expect(shared.nutritionInfo).toEqual(whole.nutritionInfo);
    expect(shared.perServing.calories).toBeCloseTo(whole.nutritionInfo.calories / 4, -1);
    expect(shared.perServing.protein).toBeCloseTo(whole.nutritionInfo.protein / 4, 0);
  });

  it('counts salt to taste and water as matched foods with no energy', () => {
    const result = estimateNutrition([
      'salt to taste',
      '2 cups water',
      'freshly ground black pepper',
      'a pinch of salt',
    ]);
    expect(result.unmatched).toEqual([]);
    expect(result.lines.map((line) => line.food)).toEqual(['Salt', 'Water', 'Black pepper', 'Salt']);
    expect(result.nutritionInfo.calories).toBe(0);
  });

  it('reads descriptors, plurals and household units', () => {
    expect(findFood('cooked basmati rice')?.food.name).toBe('White rice, cooked');
    expect(findFood('red lentils')?.food.name).toBe('Lentils, dry');
    expect(findFood('large eggs, beaten')?.food.name).toBe('Egg, whole');
    expect(findFood('boneless skinless chicken breasts')?.food.name).toBe('Chicken breast, raw');
    const result = estimateNutrition([
      '2 large eggs, beaten',
      '3 cloves garlic, minced',
      '1 (400 g) can chickpeas, drained',
      '1 x 400g tin chopped tomatoes',
      '1.2 litres vegetable stock',
      '1 stick butter',
      '½ tsp salt',
    ]);
    expect(result.lines.map((line) => [line.food, line.grams])).toEqual([
      ['Egg, whole', 100],
      ['Garlic', 9],
      ['Chickpeas, canned, drained', 240],
      ['Tomatoes, canned', 400],
      ['Vegetable stock', expect.closeTo(1217, 0)],
      ['Butter', 113],
      ['Salt', 3],
    ]);
  });

  it('falls back to the IFCT table for foods the common table lacks', () => {
    const result = estimateNutrition(['100 g paneer', '1 tbsp mustard oil']);
    expect(result.lines.map((line) => line.food)).toEqual(['Paneer', 'Mustard oil']);
    expect(result.nutritionInfo.fat).toBeGreaterThan(20);
  });

  it('always answers within its schema', () => {
    const odd = [
      '',
      '   ',
      'For the sauce:',
      '🙂🙂',
      '1e9 kg butter',
      '-2 cups sugar',
      '1 kg',
      'x'.repeat(5000),
      '3',
      'to taste',
    ];
    const many = Array.from({ length: 100 }, (_, index) => `${index + 1} cups sugar`);
    for (const [lines, servings] of [
      [[], 1],
      [odd, 0],
      [odd, Number.NaN],
      [many, -3],
      [['1 cup milk'], 2.5],
    ] as const) {
      const result = estimateNutrition([...lines], servings);
      expect(() => ZRecipeNutrition.parse(result)).not.toThrow();
      expect(result.servings).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('foodNutrition', () => {
  it('gives per-100 g nutrition and a pantry category', () => {
    expect(foodNutrition('whole milk')).toEqual({
      food: 'Milk, whole',
      per100g: { calories: 61, protein: 3.2, carbs: 4.8, fat: 3.3 },
      category: 'Dairy',
    });
    expect(foodNutrition('Jowar')?.category).toBe('Grains');
    expect(foodNutrition('unobtainium')).toBeNull();
  });
});

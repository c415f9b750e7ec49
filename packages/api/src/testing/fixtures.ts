import type { CreateRecipeRequest } from '@sous/domain';

/** A recipe of 300 kcal a serving whose computed sustainability score is 80. */
export const lentilSoup = {
  title: 'Lentil soup',
  description: 'Warming and quick',
  ingredients: ['200 g lentils', '1 onion'],
  instructions: ['Chop the onion', 'Simmer everything for 25 minutes'],
  prepTime: 30,
  nutritionInfo: { calories: 300, protein: 18, carbs: 40, fat: 6 },
} satisfies CreateRecipeRequest;

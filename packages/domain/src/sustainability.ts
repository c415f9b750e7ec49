import type { NutritionInfo } from './ai';

/** Spec part 1 §9: a recipe's sustainability score from its macro balance and energy, base 50, clamped 0–100. */
export function recipeSustainabilityScore(nutrition: NutritionInfo): number {
  let score = 50;
  const grams = nutrition.protein + nutrition.carbs + nutrition.fat;
  if (grams > 0) {
    const share = (value: number) => (value / grams) * 100;
    score += bandBonus(share(nutrition.protein), [25, 35], [20, 40]);
    score += bandBonus(share(nutrition.carbs), [45, 55], [40, 60]);
    score += bandBonus(share(nutrition.fat), [15, 25], [10, 30]);
  }
  if (nutrition.calories <= 400) score += 15;
  else if (nutrition.calories <= 600) score += 10;
  else if (nutrition.calories <= 800) score += 5;
  return clampScore(score);
}

function bandBonus(percent: number, best: [number, number], good: [number, number]): number {
  if (percent >= best[0] && percent <= best[1]) return 15;
  if (percent >= good[0] && percent <= good[1]) return 10;
  return 0;
}

export type Packaging = 'recyclable' | 'biodegradable' | 'reusable' | 'non-recyclable';
export type CarbonFootprint = 'low' | 'medium' | 'high';

/**
 * Spec part 1 §9: a pantry item's score from its calories, packaging and carbon footprint,
 * starting at 0 (packaging defaults to recyclable, carbon footprint to low).
 */
export function pantrySustainabilityScore(input: {
  calories?: number | null;
  packaging?: Packaging | null;
  carbonFootprint?: CarbonFootprint | null;
}): number {
  let score = 0;
  const calories = input.calories ?? 0;
  if (calories <= 200) score += 15;
  else if (calories <= 300) score += 10;
  else if (calories <= 400) score += 5;
  const packaging = input.packaging ?? 'recyclable';
  if (packaging === 'biodegradable') score += 10;
  else if (packaging === 'recyclable') score += 5;
  const carbon = input.carbonFootprint ?? 'low';
  score += carbon === 'low' ? 10 : carbon === 'medium' ? 5 : -5;
  return clampScore(score);
}

export type BadgeColour = 'green' | 'yellow' | 'red';

/** Badge colour: 70 or more green, 40 or more yellow, otherwise red. */
export function sustainabilityBadge(score: number): BadgeColour {
  if (score >= 70) return 'green';
  if (score >= 40) return 'yellow';
  return 'red';
}

function clampScore(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)));
}

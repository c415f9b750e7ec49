import { describe, expect, it } from 'vitest';
import { pantrySustainabilityScore, recipeSustainabilityScore, sustainabilityBadge } from './sustainability';

describe('recipe sustainability score (spec part 1 §9)', () => {
  it('a balanced light meal scores the maximum bonuses and is clamped at 100', () => {
    // 30 % protein, 50 % carbs, 20 % fat of 100 g macros, 380 kcal: 50 + 15 + 15 + 15 + 15
    expect(recipeSustainabilityScore({ calories: 380, protein: 30, carbs: 50, fat: 20 })).toBe(100);
  });

  it('the wider bands give 10 each and calories step down by energy', () => {
    // 22 % protein, 42 % carbs, 36 % fat → 10 + 10 + 0; 700 kcal → 5
    expect(recipeSustainabilityScore({ calories: 700, protein: 22, carbs: 42, fat: 36 })).toBe(75);
    expect(recipeSustainabilityScore({ calories: 550, protein: 22, carbs: 42, fat: 36 })).toBe(80);
    expect(recipeSustainabilityScore({ calories: 900, protein: 22, carbs: 42, fat: 36 })).toBe(70);
  });

  it('a meal with no macros keeps the base and its calorie bonus only', () => {
    expect(recipeSustainabilityScore({ calories: 0, protein: 0, carbs: 0, fat: 0 })).toBe(65);
    expect(recipeSustainabilityScore({ calories: 1200, protein: 0, carbs: 0, fat: 0 })).toBe(50);
  });

  it('an all-fat dish gets nothing for balance', () => {
    expect(recipeSustainabilityScore({ calories: 900, protein: 0, carbs: 0, fat: 100 })).toBe(50);
  });
});

describe('pantry sustainability score (spec part 1 §9)', () => {
  it('low calories, biodegradable, low carbon: 15 + 10 + 10', () => {
    expect(pantrySustainabilityScore({ calories: 150, packaging: 'biodegradable', carbonFootprint: 'low' })).toBe(35);
  });

  it('defaults are recyclable packaging and a low footprint', () => {
    expect(pantrySustainabilityScore({ calories: 250 })).toBe(25);
  });

  it('high carbon takes 5 away and never goes below 0', () => {
    expect(pantrySustainabilityScore({ calories: 350, packaging: 'reusable', carbonFootprint: 'high' })).toBe(0);
    expect(pantrySustainabilityScore({ calories: 900, packaging: 'non-recyclable', carbonFootprint: 'high' })).toBe(0);
    expect(pantrySustainabilityScore({ calories: 380, packaging: 'recyclable', carbonFootprint: 'medium' })).toBe(15);
  });
});

describe('sustainability badge colour', () => {
  it.each([
    [100, 'green'],
    [70, 'green'],
    [69, 'yellow'],
    [40, 'yellow'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('%i is %s', (score, colour) => {
    expect(sustainabilityBadge(score)).toBe(colour);
  });
});

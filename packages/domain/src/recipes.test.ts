import { describe, expect, it } from 'vitest';
import {
  canTrackMood,
  countLabel,
  linesOf,
  matchesRecipeSearch,
  ZConsumeRecipeRequest,
  ZCreateRecipeRequest,
  ZMoodEntryKey,
  ZMoodEntryRequest,
  ZRecommendationFeedbackRequest,
  ZUpdateRecipeRequest,
} from './index';
import { firstMessage } from './testing';

const recipe = {
  title: 'Lentil soup',
  description: 'Warming',
  ingredients: ['lentils', 'onion'],
  instructions: ['Simmer'],
  prepTime: 30,
  nutritionInfo: { calories: 300, protein: 18, carbs: 40, fat: 6 },
};

describe('recipe form rules', () => {
  it('one line per entry, empty lines dropped', () => {
    expect(linesOf('  flour \n\n  \r\nwater\n')).toEqual(['flour', 'water']);
    expect(linesOf('')).toEqual([]);
  });

  it.each([
    [{ ...recipe, title: '  ' }, 'Title is required'],
    [{ ...recipe, title: undefined }, 'Title is required'],
    [{ ...recipe, description: '' }, 'Description is required'],
    [{ ...recipe, ingredients: ['', '  '] }, 'At least one ingredient is required'],
    [{ ...recipe, ingredients: undefined }, 'At least one ingredient is required'],
    [{ ...recipe, instructions: '\n\n' }, 'At least one instruction is required'],
    [{ ...recipe, prepTime: 0 }, 'Prep time is required'],
    [{ ...recipe, prepTime: undefined }, 'Prep time is required'],
    [{ ...recipe, sustainabilityScore: 101 }, 'Sustainability score must be between 0 and 100'],
    [{ ...recipe, sustainabilityScore: -1 }, 'Sustainability score must be between 0 and 100'],
    [{ ...recipe, imageUrl: 'not a url' }, 'Image URL must be a valid URL'],
    [{ ...recipe, imageUrl: 'javascript:alert(1)' }, 'Image URL must be a valid URL'],
    [{ ...recipe, nutritionInfo: { calories: -5 } }, 'Nutrition values must be whole numbers from 0 to 100000'],
    [
      { ...recipe, ingredients: Array.from({ length: 101 }, (_, index) => `item ${index}`) },
      'At most 100 lines are allowed',
    ],
  ])('refuses %j with the spec message', (input, message) => {
    expect(firstMessage(ZCreateRecipeRequest.safeParse(input))).toBe(message);
  });

  it('parses text lists, integer nutrition with 0 defaults, and an empty image URL as none', () => {
    const parsed = ZCreateRecipeRequest.parse({
      ...recipe,
      ingredients: 'lentils\n\nonion',
      prepTime: '45',
      nutritionInfo: { calories: '250.7', protein: 'abc' },
      imageUrl: '',
      userId: 99,
      createdBy: 99,
    });
    expect(parsed).toMatchObject({
      ingredients: ['lentils', 'onion'],
      prepTime: 45,
      imageUrl: null,
      wastageReduction: {},
    });
    expect(parsed.nutritionInfo).toEqual({ calories: 250, protein: 0, carbs: 0, fat: 0 });
    expect(parsed).not.toHaveProperty('createdBy');
    expect(ZCreateRecipeRequest.parse({ ...recipe, nutritionInfo: undefined }).nutritionInfo).toEqual({
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
    expect(ZCreateRecipeRequest.safeParse({ ...recipe, sustainabilityScore: 0, prepTime: 1 }).success).toBe(true);
  });

  it('an update keeps absent fields absent, and still checks the ones sent', () => {
    expect(ZUpdateRecipeRequest.parse({ id: '4', title: 'New' })).toEqual({ id: 4, title: 'New' });
    expect(firstMessage(ZUpdateRecipeRequest.safeParse({ id: 4, description: ' ' }))).toBe('Description is required');
  });

  it('card labels and the title search', () => {
    expect(countLabel(1, 'item')).toBe('1 item');
    expect(countLabel(3, 'step')).toBe('3 steps');
    expect(matchesRecipeSearch({ title: 'Lentil Soup' }, ' soup')).toBe(true);
    expect(matchesRecipeSearch({ title: 'Lentil Soup' }, 'stew')).toBe(false);
  });
});

describe('logging a meal', () => {
  it('defaults to one serving as a snack, and turns non-numeric servings into 1', () => {
    expect(ZConsumeRecipeRequest.parse({ id: 1 })).toEqual({ id: 1, servings: 1, mealType: 'snack' });
    expect(ZConsumeRecipeRequest.parse({ id: 1, servings: 'many', mealType: null })).toEqual({
      id: 1,
      servings: 1,
      mealType: 'snack',
    });
    expect(ZConsumeRecipeRequest.parse({ id: 1, servings: '3', mealType: 'dinner' })).toEqual({
      id: 1,
      servings: 3,
      mealType: 'dinner',
    });
  });

  it('refuses an unknown meal type and absurd servings', () => {
    expect(firstMessage(ZConsumeRecipeRequest.safeParse({ id: 1, mealType: 'brunch' }))).toBe(
      'Meal type must be breakfast, lunch, dinner or snack',
    );
    expect(firstMessage(ZConsumeRecipeRequest.safeParse({ id: 1, servings: 101 }))).toBe('Servings must be a whole number from 1 to 100');
  });
});

describe('recommendation feedback', () => {
  it('ratings 1–5 and sliders 0–5 in whole steps', () => {
    expect(ZRecommendationFeedbackRequest.parse({ recommendationId: '3', rating: 5, tasteRating: 0 })).toMatchObject({
      recommendationId: 3,
      rating: 5,
      tasteRating: 0,
      wasCooked: false,
      modifications: {},
    });
    expect(firstMessage(ZRecommendationFeedbackRequest.safeParse({ recommendationId: 3, rating: 0 }))).toBe(
      'Rating must be between 1 and 5',
    );
    expect(firstMessage(ZRecommendationFeedbackRequest.safeParse({ recommendationId: 3, rating: 6 }))).toBe(
      'Rating must be between 1 and 5',
    );
    expect(firstMessage(ZRecommendationFeedbackRequest.safeParse({ recommendationId: 3, timeAccuracy: 2.5 }))).toBe(
      'Ratings must be whole numbers between 0 and 5',
    );
    expect(firstMessage(ZRecommendationFeedbackRequest.safeParse({ recommendationId: 3, healthinessRating: 6 }))).toBe(
      'Ratings must be whole numbers between 0 and 5',
    );
  });
});

describe('mood journal entries', () => {
  it('trims the entry and refuses whitespace only', () => {
    expect(ZMoodEntryRequest.parse({ recipeId: 2, entry: '  proud  ' })).toMatchObject({ recipeId: 2, entry: 'proud' });
    expect(firstMessage(ZMoodEntryRequest.safeParse({ recipeId: 2, entry: '   ' }))).toBe(
      'Please write about your cooking experience',
    );
    expect(canTrackMood('   ', false)).toBe(false);
    expect(canTrackMood('calm', true)).toBe(false);
    expect(canTrackMood('calm', false)).toBe(true);
  });

  it('normalises timestamps to UTC ISO and refuses what is not one', () => {
    expect(ZMoodEntryKey.parse({ recipeId: '2', timestamp: '2026-03-01T10:00:00+02:00' })).toEqual({
      recipeId: 2,
      timestamp: '2026-03-01T08:00:00.000Z',
    });
    expect(firstMessage(ZMoodEntryKey.safeParse({ recipeId: 2, timestamp: 'yesterday' }))).toBe(
      'Timestamp must be an ISO date and time',
    );
    expect(firstMessage(ZMoodEntryKey.safeParse({ recipeId: 2, timestamp: '2026-03-01' }))).toBe(
      'Timestamp must be an ISO date and time',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  exceededNutrients,
  isCalendarDate,
  nutritionColour,
  parseInteger,
  parseServings,
  percentOfGoal,
  perMealTarget,
  progressPercent,
  utcDay,
  ZAddProgressRequest,
  ZConsumptionHistoryRequest,
  ZSetNutritionGoalRequest,
} from './index';
import { firstMessage } from './testing';

const goal = { dailyCalories: 2000, dailyProtein: 100, dailyCarbs: 250, dailyFat: 70 };

describe('number parsing of the forms', () => {
  it.each([
    ['12', 12],
    ['12.9', 12],
    [' 7 ', 7],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [3.99, 3],
    [Number.NaN, 0],
  ] as const)('parseInteger(%j) is %d', (value, expected) => {
    expect(parseInteger(value)).toBe(expected);
  });

  it.each([
    ['2', 2],
    ['abc', 1],
    ['0', 1],
    ['-3', 1],
    [1, 1],
    [undefined, 1],
  ] as const)('servings %j become %d', (value, expected) => {
    expect(parseServings(value)).toBe(expected);
  });
});

describe('percent of the daily goal', () => {
  it('colours over 100 % red, over 90 % yellow, otherwise green', () => {
    expect(nutritionColour(percentOfGoal(1800, 2000))).toBe('green');
    expect(nutritionColour(percentOfGoal(1802, 2000))).toBe('yellow');
    expect(nutritionColour(percentOfGoal(2000, 2000))).toBe('yellow');
    expect(nutritionColour(percentOfGoal(2001, 2000))).toBe('red');
  });

  it('caps the progress at 100 and treats a zero goal as reached by any amount', () => {
    expect(progressPercent(3000, 2000)).toBe(100);
    expect(progressPercent(500, 2000)).toBe(25);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 0)).toBe(100);
    expect(nutritionColour(percentOfGoal(5, 0))).toBe('red');
  });

  it('a per-meal target is a third of the daily goal', () => {
    expect(perMealTarget(goal)).toEqual({ calories: 667, protein: 33, carbs: 83, fat: 23 });
  });
});

describe('exceeded nutrients before logging a meal', () => {
  it('lists each nutrient whose total after logging passes the goal, with its unit', () => {
    const today = { calories: 1800, protein: 90, carbs: 100, fat: 70 };
    expect(exceededNutrients(today, goal, { calories: 300, protein: 10, carbs: 20, fat: 1 })).toEqual([
      { nutrient: 'calories', current: 2100, limit: 2000, unit: 'kcal' },
      { nutrient: 'fat', current: 71, limit: 70, unit: 'g' },
    ]);
  });

  it('reaching the goal exactly is not exceeding it; without a goal nothing is exceeded', () => {
    expect(exceededNutrients(null, goal, { calories: 2000, protein: 100, carbs: 250, fat: 70 })).toEqual([]);
    expect(exceededNutrients(null, null, { calories: 9000, protein: 900, carbs: 900, fat: 900 })).toEqual([]);
  });
});

describe('nutrition goal rules', () => {
  it.each([
    [{ ...goal, dailyCalories: 499 }, 'Daily calories must be between 500 and 5000'],
    [{ ...goal, dailyCalories: 5001 }, 'Daily calories must be between 500 and 5000'],
    [{ ...goal, dailyProtein: 9 }, 'Daily protein must be between 10 and 500 g'],
    [{ ...goal, dailyProtein: 501 }, 'Daily protein must be between 10 and 500 g'],
    [{ ...goal, dailyCarbs: -1 }, 'Daily carbs must be between 0 and 500 g'],
    [{ ...goal, dailyCarbs: 501 }, 'Daily carbs must be between 0 and 500 g'],
    [{ ...goal, dailyFat: 201 }, 'Daily fat must be between 0 and 200 g'],
    [{ ...goal, dailyFat: 'lots' }, 'Daily fat must be between 0 and 200 g'],
    [{ dailyProtein: 100, dailyCarbs: 200, dailyFat: 50 }, 'Daily calories must be between 500 and 5000'],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(ZSetNutritionGoalRequest.safeParse(input))).toBe(message);
  });

  it('accepts the bounds, and numbers typed as text', () => {
    expect(
      ZSetNutritionGoalRequest.parse({ dailyCalories: '500', dailyProtein: 10, dailyCarbs: 0, dailyFat: 0 }),
    ).toEqual({
      dailyCalories: 500,
      dailyProtein: 10,
      dailyCarbs: 0,
      dailyFat: 0,
    });
    expect(
      ZSetNutritionGoalRequest.safeParse({ dailyCalories: 5000, dailyProtein: 500, dailyCarbs: 500, dailyFat: 200 })
        .success,
    ).toBe(true);
  });
});

describe('progress and history requests', () => {
  it('a progress entry needs a real calendar date and defaults the amounts to 0', () => {
    expect(ZAddProgressRequest.parse({ progress: { date: '2026-02-28', calories: 120 } }).progress).toEqual({
      date: '2026-02-28',
      calories: 120,
      protein: 0,
      carbs: 0,
      fat: 0,
      completed: false,
    });
    expect(firstMessage(ZAddProgressRequest.safeParse({ progress: { date: '2026-02-30' } }))).toBe(
      'Dates must be written YYYY-MM-DD',
    );
    expect(firstMessage(ZAddProgressRequest.safeParse({ progress: { date: '2026-01-01', fat: -1 } }))).toBe(
      'Amounts must be numbers between 0 and 100000',
    );
  });

  it('history filters default to all meal types and treat empty dates as absent', () => {
    expect(ZConsumptionHistoryRequest.parse(undefined)).toEqual({ mealType: 'all' });
    expect(ZConsumptionHistoryRequest.parse({ startDate: '', endDate: '2026-03-01', mealType: 'lunch' })).toEqual({
      startDate: undefined,
      endDate: '2026-03-01',
      mealType: 'lunch',
    });
    expect(ZConsumptionHistoryRequest.safeParse({ mealType: 'brunch' }).success).toBe(false);
  });

  it('the calendar date check refuses impossible days and other shapes', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-9')).toBe(false);
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
  });
});

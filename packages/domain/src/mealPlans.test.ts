import { describe, expect, it } from 'vitest';
import {
  addDays,
  commaList,
  dayExceedsGoals,
  messages,
  planDates,
  plannedMealOf,
  utcDay,
  ZCreateMealPlanRequest,
  ZLogPlannedMealRequest,
  type MealPlanDay,
  type PlannedMeal,
} from './index';
import { firstMessage } from './testing';
import { mealPlansMessages } from './areaMessages';
import { nutritionMessages, recipesMessages } from './areaMessages';

const m = mealPlansMessages;
const today = utcDay();
const plan = { title: 'Week one', startDate: today, preferences: ['vegetarian'], days: 7 };

describe('the Create Meal Plan form', () => {
  it.each([
    [{ ...plan, title: ' ' }, messages.grocery.titleRequired],
    [{ ...plan, startDate: '' }, m.startDateRequired],
    [{ ...plan, startDate: undefined }, m.startDateRequired],
    [{ ...plan, startDate: addDays(today, -1) }, m.startDatePast],
    [{ ...plan, startDate: '2026-02-30' }, nutritionMessages.dateInvalid],
    [{ ...plan, preferences: [] }, m.preferenceRequired],
    [{ ...plan, preferences: ' , ,' }, m.preferenceRequired],
    [{ ...plan, days: 0 }, m.daysInvalid],
    [{ ...plan, days: 'many' }, m.daysInvalid],
    [{ ...plan, days: '' }, m.daysInvalid],
    [{ ...plan, days: 2.5 }, m.daysInvalid],
    [{ ...plan, days: 8 }, m.daysMax],
    [{ ...plan, calorieTarget: 499 }, m.calorieTargetRange],
    [{ ...plan, calorieTarget: 5001 }, m.calorieTargetRange],
    [{ ...plan, calorieTarget: 'lots' }, m.calorieTargetRange],
  ])('%j is refused with its message', (input, message) => {
    expect(firstMessage(ZCreateMealPlanRequest.safeParse(input))).toBe(message);
  });

  it('takes comma-separated text, numbers typed as text, and derives the end date', () => {
    expect(
      ZCreateMealPlanRequest.parse({
        ...plan,
        preferences: 'vegetarian, quick ,',
        dietaryRestrictions: 'no nuts',
        calorieTarget: '2000',
        days: '3',
      }),
    ).toEqual({
      title: 'Week one',
      startDate: today,
      endDate: addDays(today, 2),
      preferences: ['vegetarian', 'quick'],
      dietaryRestrictions: ['no nuts'],
      calorieTarget: 2000,
      days: 3,
    });
  });

  it('accepts the bounds, and an empty calorie target means none', () => {
    expect(ZCreateMealPlanRequest.parse({ ...plan, days: 1, calorieTarget: 500 })).toMatchObject({
      days: 1,
      calorieTarget: 500,
    });
    expect(ZCreateMealPlanRequest.parse({ ...plan, calorieTarget: 5000 }).calorieTarget).toBe(5000);
    expect(ZCreateMealPlanRequest.parse({ ...plan, calorieTarget: '' })).toMatchObject({
      calorieTarget: null,
      dietaryRestrictions: [],
    });
  });

  it('keeps an end date sent after the start, and ignores one before it', () => {
    expect(ZCreateMealPlanRequest.parse({ ...plan, endDate: addDays(today, 9) }).endDate).toBe(addDays(today, 9));
    expect(ZCreateMealPlanRequest.parse({ ...plan, endDate: addDays(today, -3) }).endDate).toBe(addDays(today, 6));
  });
});

describe('plan helpers', () => {
  it('splits comma lists', () => {
    expect(commaList(' high protein,, low carb , ')).toEqual(['high protein', 'low carb']);
    expect(commaList('')).toEqual([]);
  });

  it('lists the plan dates across a month end', () => {
    expect(planDates('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(planDates('2026-11-29', 1)).toEqual(['2026-11-29']);
  });

  const meal = (title: string, calories: number): PlannedMeal => ({
    title,
    description: title,
    nutritionalInfo: `${calories} kcal`,
    nutrition: { calories, protein: 20, carbs: 30, fat: 10 },
    preparationTime: 10,
  });
  const day: MealPlanDay = {
    day: 1,
    meals: {
      breakfast: meal('Oats', 400),
      lunch: meal('Soup', 600),
      dinner: meal('Curry', 900),
      snacks: [meal('Apple', 80)],
    },
    totalCalories: 1980,
    nutritionSummary: { calories: 1980, protein: 80, carbs: 120, fat: 40 },
  };

  it('warns about the nutrients a day puts over the goal, and never without a goal', () => {
    const goal = { dailyCalories: 1800, dailyProtein: 100, dailyCarbs: 200, dailyFat: 30 };
    expect(dayExceedsGoals(day, goal).map((entry) => entry.nutrient)).toEqual(['calories', 'fat']);
    expect(dayExceedsGoals(day, { ...goal, dailyCalories: 2500, dailyFat: 60 })).toEqual([]);
    expect(dayExceedsGoals(day, null)).toEqual([]);
  });

  it('finds a planned meal by day and meal, snacks by their place', () => {
    expect(plannedMealOf([day], 1, 'dinner')?.title).toBe('Curry');
    expect(plannedMealOf([day], 1, 'snack')?.title).toBe('Apple');
    expect(plannedMealOf([day], 1, 'snack', 1)).toBeNull();
    expect(plannedMealOf([day], 2, 'lunch')).toBeNull();
  });

  it('a logged meal names its day and meal', () => {
    expect(ZLogPlannedMealRequest.parse({ id: '3', day: '2', meal: 'lunch' })).toEqual({
      id: 3,
      day: 2,
      meal: 'lunch',
      snackIndex: 0,
    });
    expect(firstMessage(ZLogPlannedMealRequest.safeParse({ id: 3, day: 2, meal: 'brunch' }))).toBe(
      recipesMessages.mealTypeInvalid,
    );
  });
});

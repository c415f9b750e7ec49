import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { services } from '@sous/ai';
import type { Db } from '@sous/db';
import { addDays, messages, utcDay, type CreateMealPlanRequest, type MealPlanDay } from '@sous/domain';
import { recordingKitchen } from '../testing/fakeKitchen';
import { anonymousCaller, freshDb, signedInCaller, uniqueName } from '../testing/harness';
import { mealPlansMessages } from '@sous/domain';

const m = mealPlansMessages;
const today = utcDay();

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const week = { title: 'Green week', startDate: today, preferences: ['quick'], days: 3 } satisfies CreateMealPlanRequest;
const badRequest = (message: string) => ({ code: 'BAD_REQUEST', cause: { issues: [{ message }] } });

const meatWords = [
  'chicken',
  'beef',
  'pork',
  'lamb',
  'bacon',
  'ham',
  'turkey',
  'fish',
  'salmon',
  'tuna',
  'shrimp',
  'prawn',
  'anchovy',
  'anchovies',
  'sausage',
  'mince',
];
const meat = new RegExp(`\\b(${meatWords.join('|')})(s|es)?\\b`, 'i');
const mealsOf = (days: MealPlanDay[]) =>
  days.flatMap((day) => [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks]);

describe('meal plans router', () => {
  it('creates a plan with all its fields and exactly the days asked for', async () => {
    const { caller } = await signedInCaller(db);
    const plan = await caller.mealPlans.create({
      ...week,
      dietaryRestrictions: 'no nuts',
      calorieTarget: 2200,
      userId: 7,
    } as CreateMealPlanRequest);
    expect(plan).toMatchObject({
      title: 'Green week',
      startDate: today,
      endDate: addDays(today, 2),
      preferences: ['quick'],
      dietaryRestrictions: ['no nuts'],
      calorieTarget: 2200,
      days: 3,
      source: 'offline',
    });
    expect(plan.meals.map((day) => day.day)).toEqual([1, 2, 3]);
    for (const day of plan.meals) {
      expect(day.meals.breakfast.title).not.toBe('');
      expect(day.totalCalories).toBeGreaterThan(0);
    }
    expect(await caller.mealPlans.list()).toEqual([plan]);
    expect(await caller.mealPlans.byId({ id: plan.id })).toEqual(plan);
  });

  it.each([1, 7])('a %i-day plan has %i days', async (days) => {
    const { caller } = await signedInCaller(db);
    const plan = await caller.mealPlans.create({ ...week, days });
    expect(plan.meals).toHaveLength(days);
    expect(plan.days).toBe(days);
    expect(plan.endDate).toBe(addDays(today, days - 1));
  });

  it.each([
    ['preference', { ...week, preferences: 'vegetarian, quick' }],
    ['restriction', { ...week, days: 7, dietaryRestrictions: ['vegetarian'] }],
  ])('a vegetarian plan from the offline assistant has no meat (as a %s)', async (_, input) => {
    expect(meat.test('Lemon chicken with rice')).toBe(true);
    const { caller } = await signedInCaller(db);
    const plan = await caller.mealPlans.create(input);
    const meals = mealsOf(plan.meals);
    expect(meals.length).toBeGreaterThanOrEqual(plan.days * 3);
    for (const meal of meals) {
      expect(`${meal.title} ${meal.description}`).not.toMatch(meat);
    }
  });

  it.each([
    [{ ...week, title: '' }, messages.grocery.titleRequired],
    [{ ...week, startDate: '' }, m.startDateRequired],
    [{ ...week, startDate: addDays(today, -1) }, m.startDatePast],
    [{ ...week, preferences: [] }, m.preferenceRequired],
    [{ ...week, preferences: ' , ' }, m.preferenceRequired],
    [{ ...week, days: 0 }, m.daysInvalid],
    [{ ...week, days: 8 }, m.daysMax],
    [{ ...week, calorieTarget: 499 }, m.calorieTargetRange],
    [{ ...week, calorieTarget: 5001 }, m.calorieTargetRange],
  ])('refuses %j with its message, asks no model and stores nothing', async (input, message) => {
    const { ai, calls } = recordingKitchen();
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await expect(caller.mealPlans.create(input)).rejects.toMatchObject(badRequest(message));
    expect(calls).toEqual([]);
    expect(await caller.mealPlans.list()).toEqual([]);
  });

  it('accepts the calorie bounds, comma strings and an empty target', async () => {
    const { caller } = await signedInCaller(db);
    expect((await caller.mealPlans.create({ ...week, days: 1, calorieTarget: 500 })).calorieTarget).toBe(500);
    expect((await caller.mealPlans.create({ ...week, days: 1, calorieTarget: '5000' })).calorieTarget).toBe(5000);
    const plan = await caller.mealPlans.create({
      ...week,
      days: '2',
      preferences: 'quick, cheap',
      dietaryRestrictions: 'vegan,',
      calorieTarget: '',
    });
    expect(plan).toMatchObject({
      days: 2,
      preferences: ['quick', 'cheap'],
      dietaryRestrictions: ['vegan'],
      calorieTarget: null,
    });
  });

  it('sends the plan inputs to the AI layer and keeps only the days asked for from a model', async () => {
    const offline = await (await signedInCaller(db)).caller.mealPlans.create({ ...week, days: 3 });
    const modelDays = offline.meals.map((day, index) => ({ ...day, day: 3 - index }));
    const { ai, calls } = recordingKitchen({ answers: [[services.mealPlan, { days: modelDays }]] });
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    const plan = await caller.mealPlans.create({
      ...week,
      days: 2,
      dietaryRestrictions: ['vegan'],
      calorieTarget: 1800,
    });
    expect(calls).toEqual([
      {
        service: 'mealPlan',
        input: {
          preferences: ['quick'],
          dietaryRestrictions: ['vegan'],
          calorieTarget: 1800,
          days: 2,
          startDate: today,
        },
      },
    ]);
    expect(plan.source).toBe('ollama');
    expect(plan.meals.map((day) => [day.day, day.meals.lunch.title])).toEqual([
      [1, offline.meals[0]!.meals.lunch.title],
      [2, offline.meals[1]!.meals.lunch.title],
    ]);
  });

  it('a model answering too few days gets the rest from the offline planner', async () => {
    const offline = await (await signedInCaller(db)).caller.mealPlans.create({ ...week, days: 1 });
    const { ai } = recordingKitchen({ answers: [[services.mealPlan, { days: offline.meals }]] });
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    const plan = await caller.mealPlans.create({ ...week, days: 3 });
    expect(plan).toMatchObject({ days: 3, source: 'ollama' });
    expect(plan.meals.map((day) => day.day)).toEqual([1, 2, 3]);
    expect(plan.meals[0]).toEqual(offline.meals[0]);
  });

  it('a model that is down answers the spec’s failure text and stores nothing', async () => {
    const { ai } = recordingKitchen({ down: true });
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await expect(caller.mealPlans.create(week)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: m.createFailed,
    });
    expect(await caller.mealPlans.list()).toEqual([]);
  });

  it('lists newest first, renames and deletes', async () => {
    const { caller } = await signedInCaller(db);
    const first = await caller.mealPlans.create({ ...week, days: 1, title: 'First' });
    const second = await caller.mealPlans.create({ ...week, days: 1, title: 'Second' });
    expect((await caller.mealPlans.list()).map((plan) => plan.id)).toEqual([second.id, first.id]);
    const renamed = await caller.mealPlans.update({ id: first.id, title: '  Renamed ' });
    expect(renamed).toEqual({ ...first, title: 'Renamed' });
    await expect(caller.mealPlans.update({ id: first.id, title: ' ' })).rejects.toMatchObject(
      badRequest(messages.grocery.titleRequired),
    );
    expect(await caller.mealPlans.delete({ id: second.id })).toEqual({ id: second.id, message: m.deleted });
    expect((await caller.mealPlans.list()).map((plan) => plan.title)).toEqual(['Renamed']);
    await expect(caller.mealPlans.delete({ id: second.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("someone else's plan answers NOT_FOUND everywhere and stays unchanged", async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const plan = await alice.caller.mealPlans.create({ ...week, days: 1 });
    const notFound = { code: 'NOT_FOUND', message: m.notFound };
    await expect(bob.caller.mealPlans.byId({ id: plan.id })).rejects.toMatchObject(notFound);
    await expect(bob.caller.mealPlans.update({ id: plan.id, title: 'Mine' })).rejects.toMatchObject(notFound);
    await expect(bob.caller.mealPlans.delete({ id: plan.id })).rejects.toMatchObject(notFound);
    await expect(bob.caller.mealPlans.logMeal({ id: plan.id, day: 1, meal: 'lunch' })).rejects.toMatchObject(notFound);
    expect(await bob.caller.mealPlans.list()).toEqual([]);
    expect(await alice.caller.mealPlans.byId({ id: plan.id })).toEqual(plan);
    expect(await bob.caller.nutrition.todayProgress()).toMatchObject({ calories: 0 });
  });

  it("logging a planned meal adds it to today's progress and the history", async () => {
    const { caller } = await signedInCaller(db);
    const plan = await caller.mealPlans.create({ ...week, days: 2 });
    const lunch = plan.meals[1]!.meals.lunch;
    const dinner = plan.meals[0]!.meals.dinner;
    const logged = await caller.mealPlans.logMeal({ id: plan.id, day: 2, meal: 'lunch' });
    expect(logged).toEqual({ message: m.logged, progress: expect.objectContaining(lunch.nutrition) as unknown });
    await caller.mealPlans.logMeal({ id: plan.id, day: 1, meal: 'dinner' });
    expect(await caller.nutrition.todayProgress()).toMatchObject({
      date: today,
      calories: lunch.nutrition.calories + dinner.nutrition.calories,
      protein: lunch.nutrition.protein + dinner.nutrition.protein,
    });
    const history = await caller.recipes.consumptionHistory();
    expect(history.map((entry) => [entry.mealType, entry.servings, entry.recipe.id, entry.recipe.title])).toEqual([
      ['dinner', 1, null, dinner.title],
      ['lunch', 1, null, lunch.title],
    ]);
  });

  it('logs a snack by its place, and a day or meal the plan lacks is NOT_FOUND', async () => {
    const offline = await (await signedInCaller(db)).caller.mealPlans.create({ ...week, days: 1 });
    const apple = {
      ...offline.meals[0]!.meals.breakfast,
      title: 'Apple',
      nutrition: { calories: 95, protein: 0, carbs: 25, fat: 0 },
    };
    const { ai } = recordingKitchen({
      answers: [
        [
          services.mealPlan,
          { days: [{ ...offline.meals[0]!, meals: { ...offline.meals[0]!.meals, snacks: [apple] } }] },
        ],
      ],
    });
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    const plan = await caller.mealPlans.create({ ...week, days: 1 });
    const missing = { code: 'NOT_FOUND', message: m.mealNotFound };
    await expect(caller.mealPlans.logMeal({ id: plan.id, day: 2, meal: 'lunch' })).rejects.toMatchObject(missing);
    await expect(caller.mealPlans.logMeal({ id: plan.id, day: 1, meal: 'snack', snackIndex: 1 })).rejects.toMatchObject(
      missing,
    );
    const logged = await caller.mealPlans.logMeal({ id: plan.id, day: 1, meal: 'snack' });
    expect(logged.progress).toMatchObject({ calories: 95, carbs: 25 });
    expect((await caller.recipes.consumptionHistory()).map((entry) => [entry.mealType, entry.recipe.title])).toEqual([
      ['snack', 'Apple'],
    ]);
  });

  it('logs nothing when today’s progress cannot be updated: one transaction', async () => {
    const { caller } = await signedInCaller(db);
    const plan = await caller.mealPlans.create({ ...week, days: 1 });
    await sql`drop table nutrition_progress`.execute(db);
    await expect(caller.mealPlans.logMeal({ id: plan.id, day: 1, meal: 'breakfast' })).rejects.toThrow();
    expect(await db.selectFrom('consumptions').select('id').execute()).toEqual([]);
  });

  it('signed-out callers are refused', async () => {
    const anonymous = await anonymousCaller(db);
    await expect(anonymous.mealPlans.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: messages.auth.authRequired,
    });
    await expect(anonymous.mealPlans.create(week)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("deleting an account takes the user's plans with it", async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    await alice.caller.mealPlans.create({ ...week, days: 1 });
    const kept = await bob.caller.mealPlans.create({ ...week, days: 1 });
    await alice.caller.auth.deleteAccount({ password: alice.password });
    expect(await db.selectFrom('meal_plans').select('id').execute()).toEqual([{ id: kept.id }]);
  });
});

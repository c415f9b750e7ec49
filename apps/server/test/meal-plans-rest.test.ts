import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, messages, utcDay, type MealPlan } from '@sous/domain';
import { expectAuthRequired, makeApp, register, routesUnder, send, type TestApp } from './helpers';
import { mealPlansMessages } from '@sous/domain';
import { recipesMessages } from '@sous/domain';

const m = mealPlansMessages;
const today = utcDay();

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown) =>
  send(t.app, method, url, headers, payload);

/** What the Create Meal Plan dialog sends: lists as typed, numbers as text, and a userId. */
const form = {
  userId: 999,
  title: 'Green week',
  startDate: today,
  endDate: '',
  preferences: 'vegetarian, quick',
  dietaryRestrictions: '',
  calorieTarget: '2000',
  days: '2',
};

async function cookWithPlan() {
  const user = await register(t.app);
  const created = await call('POST', '/api/meal-plans', user.auth, form);
  expect(created.statusCode).toBe(201);
  return { ...user, plan: created.json() as MealPlan };
}

describe('meal plans over REST', () => {
  it('the table carries the six paths', () => {
    expect(routesUnder('/api/meal-plans')).toEqual([
      'GET /api/meal-plans',
      'POST /api/meal-plans',
      'GET /api/meal-plans/:id',
      'PATCH /api/meal-plans/:id',
      'DELETE /api/meal-plans/:id',
      'POST /api/meal-plans/:id/log',
    ]);
  });

  it.each(routesUnder('/api/meal-plans'))('%s answers 401 signed out', async (route) => {
    await expectAuthRequired(t.app, route);
  });

  it('POST answers 201 with the whole plan for the signed-in owner; GET lists it and fetches it by id', async () => {
    const { auth, plan } = await cookWithPlan();
    expect(plan).toMatchObject({
      title: 'Green week',
      startDate: today,
      endDate: addDays(today, 1),
      preferences: ['vegetarian', 'quick'],
      dietaryRestrictions: [],
      calorieTarget: 2000,
      days: 2,
      source: 'offline',
    });
    expect(plan.meals).toHaveLength(2);
    expect(plan.meals.map((day) => [day.day, typeof day.meals.dinner.title, Array.isArray(day.meals.snacks)])).toEqual([
      [1, 'string', true],
      [2, 'string', true],
    ]);
    expect((await call('GET', '/api/meal-plans', auth)).json()).toEqual([plan]);
    expect((await call('GET', `/api/meal-plans/${plan.id}`, auth)).json()).toEqual(plan);
  });

  it.each([
    [{ ...form, title: '' }, messages.grocery.titleRequired],
    [{ ...form, startDate: '' }, m.startDateRequired],
    [{ ...form, startDate: addDays(today, -1) }, m.startDatePast],
    [{ ...form, preferences: '' }, m.preferenceRequired],
    [{ ...form, days: 'x' }, m.daysInvalid],
    [{ ...form, days: 8 }, m.daysMax],
    [{ ...form, calorieTarget: 100 }, m.calorieTargetRange],
  ])('POST %j answers 400 with its message', async (payload, message) => {
    const { auth } = await register(t.app);
    const response = await call('POST', '/api/meal-plans', auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await call('GET', '/api/meal-plans', auth)).json()).toEqual([]);
  });

  it('PATCH renames, DELETE removes, and both answer 404 afterwards', async () => {
    const { auth, plan } = await cookWithPlan();
    const renamed = await call('PATCH', `/api/meal-plans/${plan.id}`, auth, { title: 'Busy week' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...plan, title: 'Busy week' });
    const deleted = await call('DELETE', `/api/meal-plans/${plan.id}`, auth);
    expect(deleted.json()).toEqual({ id: plan.id, message: m.deleted });
    expect((await call('GET', `/api/meal-plans/${plan.id}`, auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/meal-plans/${plan.id}`, auth)).statusCode).toBe(404);
  });

  it("someone else's plan answers 404 on every path", async () => {
    const { plan } = await cookWithPlan();
    const { auth } = await register(t.app);
    for (const [method, url, payload] of [
      ['GET', `/api/meal-plans/${plan.id}`, undefined],
      ['PATCH', `/api/meal-plans/${plan.id}`, { title: 'Mine' }],
      ['DELETE', `/api/meal-plans/${plan.id}`, undefined],
      ['POST', `/api/meal-plans/${plan.id}/log`, { day: 1, meal: 'lunch' }],
    ] as const) {
      const response = await call(method, url, auth, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(m.notFound);
    }
    expect((await call('GET', '/api/meal-plans', auth)).json()).toEqual([]);
  });

  it("POST /log answers 201 and adds the planned meal to today's progress", async () => {
    const { auth, plan } = await cookWithPlan();
    const breakfast = plan.meals[1]!.meals.breakfast;
    const logged = await call('POST', `/api/meal-plans/${plan.id}/log`, auth, { day: 2, meal: 'breakfast' });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({
      message: m.logged,
      progress: { date: today, calories: breakfast.nutrition.calories },
    });
    const todayProgress = await call('GET', '/api/nutrition-goals/progress/today', auth);
    expect(todayProgress.json()).toMatchObject({
      calories: breakfast.nutrition.calories,
      fat: breakfast.nutrition.fat,
    });
    const missing = await call('POST', `/api/meal-plans/${plan.id}/log`, auth, { day: 3, meal: 'breakfast' });
    expect(missing.statusCode).toBe(404);
    const odd = await call('POST', `/api/meal-plans/${plan.id}/log`, auth, { day: 1, meal: 'brunch' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe(recipesMessages.mealTypeInvalid);
  });

  it('deleting the account takes its plans with it', async () => {
    const { auth, password, plan } = await cookWithPlan();
    expect((await call('POST', '/api/account/delete', auth, { password })).statusCode).toBe(200);
    expect(await t.db.selectFrom('meal_plans').select('id').where('id', '=', plan.id).execute()).toEqual([]);
  });
});

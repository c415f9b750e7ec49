import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '@sous/ai';
import { utcDay } from '@sous/domain';
import { recordingKitchen } from '../../../packages/api/src/testing/fakeKitchen';
import { lentilSoup } from '../../../packages/api/src/testing/fixtures';
import { restRoutes } from '../src/rest/routes';
import { makeApp, register, type TestApp } from './helpers';

const suggestion = (title: string) => ({
  recipeData: {
    title,
    description: `${title} for a weeknight`,
    prepTime: 25,
    ingredients: ['beans', 'tomatoes'],
    instructions: ['Simmer'],
    nutritionInfo: { calories: 420, protein: 22, carbs: 50, fat: 12 },
  },
  reasonForRecommendation: 'Like your soup, with more protein',
  seasonalRelevance: false,
  matchScore: 75,
});

let t: TestApp;
beforeAll(async () => {
  const { ai } = recordingKitchen({
    answers: [
      [services.recommendations, { recommendations: [suggestion('Bean stew'), suggestion('Tomato beans')] }],
      [services.moodEmotions, { emotions: ['pride'] }],
    ],
  });
  t = await makeApp({ ai });
});
afterAll(async () => {
  await t.close();
});

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: object) => {
  const options: InjectOptions = { method, url, headers, ...(payload !== undefined && { payload }) };
  return t.app.inject(options);
};

const soup = lentilSoup;
const goal = { dailyCalories: 2000, dailyProtein: 100, dailyCarbs: 250, dailyFat: 70, progress: [] };

async function cookWithRecipe() {
  const user = await register(t.app);
  const created = await call('POST', '/api/recipes', user.auth, { ...soup, userId: 999, createdBy: 999 });
  expect(created.statusCode).toBe(201);
  return {
    ...user,
    recipe: created.json() as { id: number; title: string; createdBy: number; sustainabilityScore: number },
  };
}

const newPaths = restRoutes.filter((route) => /^\/api\/(recipes|nutrition-goals|mood-journal)/.test(route.path));

describe('recipes, nutrition and mood journal over REST', () => {
  it.each(newPaths.map((route) => [route.method, route.path] as const))(
    '%s %s answers 401 signed out',
    async (method, path) => {
      const url = path.replace(/:[A-Za-z]+/g, '1');
      const response = await call(method, url, {}, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Authentication required. Please log in to continue.');
    },
  );

  it('POST /api/recipes answers 201 with the computed score and the signed-in creator; GET, PATCH and DELETE follow', async () => {
    const { auth, user, recipe } = await cookWithRecipe();
    expect(recipe).toMatchObject({
      title: 'Lentil soup',
      createdBy: user.id,
      sustainabilityScore: 80,
      forkedFrom: null,
    });
    expect((await call('GET', '/api/recipes', auth)).json()).toEqual([recipe]);
    expect((await call('GET', `/api/recipes/${recipe.id}`, auth)).json()).toEqual(recipe);
    const patched = await call('PATCH', `/api/recipes/${recipe.id}`, auth, {
      ...soup,
      title: 'Red lentil soup',
      sustainabilityScore: 64,
      createdBy: 999,
      forkedFrom: 5,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Red lentil soup',
      sustainabilityScore: 64,
      createdBy: user.id,
      forkedFrom: null,
    });
    const deleted = await call('DELETE', `/api/recipes/${recipe.id}`, auth);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/api/recipes/${recipe.id}`, auth)).statusCode).toBe(404);
  });

  it.each([
    [{ ...soup, title: '' }, 'Title is required'],
    [{ ...soup, description: ' ' }, 'Description is required'],
    [{ ...soup, ingredients: [] }, 'At least one ingredient is required'],
    [{ ...soup, instructions: ['', ''] }, 'At least one instruction is required'],
    [{ ...soup, prepTime: 0 }, 'Prep time is required'],
    [{ ...soup, sustainabilityScore: 150 }, 'Sustainability score must be between 0 and 100'],
  ])('POST /api/recipes refuses %j with 400 and the spec message', async (payload, message) => {
    const { auth } = await register(t.app);
    const response = await call('POST', '/api/recipes', auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
  });

  it("another user's recipe is a 404 on every recipe path", async () => {
    const { recipe, auth: ownerAuth } = await cookWithRecipe();
    const { auth } = await register(t.app);
    for (const [method, url, payload] of [
      ['GET', `/api/recipes/${recipe.id}`, undefined],
      ['PATCH', `/api/recipes/${recipe.id}`, { title: 'Mine' }],
      ['DELETE', `/api/recipes/${recipe.id}`, undefined],
      ['POST', `/api/recipes/${recipe.id}/fork`, {}],
      ['POST', `/api/recipes/${recipe.id}/consume`, { servings: 1 }],
      ['GET', `/api/mood-journal/${recipe.id}`, undefined],
      ['GET', `/api/mood-journal/${recipe.id}/insights`, undefined],
      ['POST', '/api/mood-journal', { recipeId: recipe.id, entry: 'Not mine' }],
    ] as const) {
      const response = await call(method, url, auth, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/api/recipes/${recipe.id}`, ownerAuth)).json()).toMatchObject({ title: 'Lentil soup' });
  });

  it('POST /api/recipes/:id/fork copies an own recipe with forkedFrom set (201)', async () => {
    const { auth, recipe } = await cookWithRecipe();
    const fork = await call('POST', `/api/recipes/${recipe.id}/fork`, auth, {});
    expect(fork.statusCode).toBe(201);
    expect(fork.json()).toMatchObject({ title: 'Lentil soup', forkedFrom: recipe.id });
    expect((await call('GET', '/api/recipes', auth)).json()).toHaveLength(2);
  });

  it('consuming 2 servings of a 300 kcal recipe adds 600 to today; history filters by date and meal type', async () => {
    const { auth, recipe } = await cookWithRecipe();
    const consumed = await call('POST', `/api/recipes/${recipe.id}/consume`, auth, { servings: 2, mealType: 'dinner' });
    expect(consumed.statusCode).toBe(201);
    expect(consumed.json().progress).toMatchObject({ date: utcDay(), calories: 600, protein: 36 });
    const today = await call('GET', '/api/nutrition-goals/progress/today', auth);
    expect(today.json()).toMatchObject({ calories: 600, protein: 36, carbs: 80, fat: 12 });
    await call('POST', `/api/recipes/${recipe.id}/consume`, auth, {});
    const badMeal = await call('POST', `/api/recipes/${recipe.id}/consume`, auth, { mealType: 'brunch' });
    expect(badMeal.statusCode).toBe(400);
    expect(badMeal.json().message).toBe('Meal type must be breakfast, lunch, dinner or snack');

    const all = await call('GET', '/api/recipes/consumption-history', auth);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((entry: { servings: number; mealType: string }) => [entry.servings, entry.mealType])).toEqual(
      [
        [1, 'snack'],
        [2, 'dinner'],
      ],
    );
    expect(all.json()[1]).toMatchObject({
      id: expect.any(Number),
      consumedAt: expect.any(String),
      recipe: { id: recipe.id, title: 'Lentil soup', nutritionInfo: soup.nutritionInfo },
    });
    const dinners = await call(
      'GET',
      `/api/recipes/consumption-history?startDate=${utcDay()}&endDate=${utcDay()}&mealType=dinner`,
      auth,
    );
    expect(dinners.json()).toHaveLength(1);
    const past = await call(
      'GET',
      '/api/recipes/consumption-history?startDate=2020-01-01&endDate=2020-12-31&mealType=all',
      auth,
    );
    expect(past.json()).toEqual([]);
    const badDate = await call('GET', '/api/recipes/consumption-history?startDate=yesterday', auth);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Dates must be written YYYY-MM-DD');
  });

  it('nutrition goals: null until set, 201 on POST, progress adds to its date, insights carry their source', async () => {
    const { auth } = await register(t.app);
    const none = await call('GET', '/api/nutrition-goals/current', auth);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const zeros = await call('GET', '/api/nutrition-goals/progress/today', auth);
    expect(zeros.json()).toEqual({ date: utcDay(), calories: 0, protein: 0, carbs: 0, fat: 0, completed: false });
    const created = await call('POST', '/api/nutrition-goals', auth, goal);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      dailyCalories: 2000,
      dailyProtein: 100,
      dailyCarbs: 250,
      dailyFat: 70,
      progress: [],
    });
    for (const calories of [150, 250]) {
      const added = await call('POST', '/api/nutrition-goals/progress', auth, {
        progress: { date: '2026-03-01', calories, protein: 5, carbs: 10, fat: 1, completed: false },
      });
      expect(added.statusCode).toBe(200);
    }
    const current = await call('GET', '/api/nutrition-goals/current', auth);
    expect(current.json().progress).toEqual([
      { date: '2026-03-01', calories: 400, protein: 10, carbs: 20, fat: 2, completed: false },
    ]);
    const insights = await call('GET', '/api/nutrition-goals/insights', auth);
    expect(insights.statusCode).toBe(200);
    expect(insights.json()).toMatchObject({ source: 'offline', suggestedGoals: expect.any(Object) });
  });

  it.each([
    [{ ...goal, dailyCalories: 100 }, 'Daily calories must be between 500 and 5000'],
    [{ ...goal, dailyProtein: 5 }, 'Daily protein must be between 10 and 500 g'],
    [{ ...goal, dailyCarbs: 600 }, 'Daily carbs must be between 0 and 500 g'],
    [{ ...goal, dailyFat: 250 }, 'Daily fat must be between 0 and 200 g'],
  ])('POST /api/nutrition-goals refuses %j with the spec message', async (payload, message) => {
    const { auth } = await register(t.app);
    const response = await call('POST', '/api/nutrition-goals', auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('POST /api/nutrition-goals/progress refuses a bad date', async () => {
    const { auth } = await register(t.app);
    const response = await call('POST', '/api/nutrition-goals/progress', auth, {
      progress: { date: '03/01/2026', calories: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Dates must be written YYYY-MM-DD');
  });

  it('mood journal: 201 with server timestamp and detected emotions, list, insights, delete by encoded timestamp', async () => {
    const { auth, user, recipe } = await cookWithRecipe();
    const empty = await call('GET', `/api/mood-journal/${recipe.id}/insights`, auth);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ entryCount: 0, patterns: [] });
    const created = await call('POST', '/api/mood-journal', auth, {
      recipeId: recipe.id,
      entry: 'Proud of this one',
      userId: 999,
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({
      recipeId: recipe.id,
      userId: user.id,
      entry: 'Proud of this one',
      emotions: ['pride'],
      timestamp: expect.any(String),
    });
    const blank = await call('POST', '/api/mood-journal', auth, { recipeId: recipe.id, entry: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please write about your cooking experience');
    expect((await call('GET', `/api/mood-journal/${recipe.id}`, auth)).json()).toEqual([entry]);
    const insights = await call('GET', `/api/mood-journal/${recipe.id}/insights`, auth);
    expect(insights.json()).toMatchObject({ entryCount: 1, summary: expect.any(String), source: 'offline' });

    const { auth: strangerAuth } = await register(t.app);
    const stranger = await call(
      'DELETE',
      `/api/mood-journal/${recipe.id}/${encodeURIComponent(entry.timestamp)}`,
      strangerAuth,
    );
    expect(stranger.statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/mood-journal/${recipe.id}/${encodeURIComponent(entry.timestamp)}`, auth);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Entry deleted');
    expect((await call('GET', `/api/mood-journal/${recipe.id}`, auth)).json()).toEqual([]);
    const badStamp = await call('DELETE', `/api/mood-journal/${recipe.id}/not-a-time`, auth);
    expect(badStamp.statusCode).toBe(400);
  });

  it('recommendations: the stored set, a refresh that replaces it, and feedback only on your own', async () => {
    const { auth } = await cookWithRecipe();
    const first = await call('GET', '/api/recipes/personalized', auth);
    expect(first.statusCode).toBe(200);
    const set = first.json();
    expect(set.source).toBe('ollama');
    expect(set.recommendations.map((entry: { recipeData: { title: string } }) => entry.recipeData.title)).toEqual([
      'Bean stew',
      'Tomato beans',
    ]);
    expect((await call('GET', '/api/recipes/personalized', auth)).json()).toEqual(set);
    const [recommendation] = set.recommendations as { recommendationId: number }[];

    const feedback = await call(
      'POST',
      `/api/recipes/recommendations/${recommendation!.recommendationId}/feedback`,
      auth,
      {
        rating: 4,
        feedback: 'Tasty',
        wasCooked: true,
        wasSaved: false,
        wasShared: false,
        cookingNotes: 'Less salt',
        modifications: { salt: 'half' },
        difficultyRating: 2,
        timeAccuracy: 4,
        tasteRating: 5,
        healthinessRating: 4,
      },
    );
    expect(feedback.statusCode).toBe(201);
    const badRating = await call(
      'POST',
      `/api/recipes/recommendations/${recommendation!.recommendationId}/feedback`,
      auth,
      { rating: 9 },
    );
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().message).toBe('Rating must be between 1 and 5');

    const { auth: strangerAuth } = await register(t.app);
    const foreign = await call(
      'POST',
      `/api/recipes/recommendations/${recommendation!.recommendationId}/feedback`,
      strangerAuth,
      { rating: 1 },
    );
    expect(foreign.statusCode).toBe(404);

    const refreshed = await call('POST', '/api/recipes/recommendations/refresh', auth, {});
    expect(refreshed.statusCode).toBe(200);
    const ids = refreshed.json().recommendations.map((entry: { recommendationId: number }) => entry.recommendationId);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(recommendation!.recommendationId);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { utcDay } from '@sous/domain';
import { restRoutes } from '../src/rest/routes';
import { makeApp, register, type TestApp } from './helpers';

/**
 * Walks the whole REST table and throws wrong types, missing fields, huge strings and odd ids at
 * every route, signed in and signed out. No answer may be a 500. Later routes join by being in the table.
 */
let t: TestApp;
let auth: { authorization: string };
let ownListId: number;
let ownRecipeId: number;
let ownPantryItemId: number;
let ownRecommendationId: number;
let ownPostId: number;
let ownMealPlanId: number;
let ownCuisineId: number;
let ownCulturalRecipeId: number;
let ownEquipmentId: number;
let ownEntryTimestamp: string;
let ownStorageLocationId: number;
let ownStorageItemId: number;
let credentials: { username: string; password: string };

beforeAll(async () => {
  t = await makeApp({ rateLimit: false });
  const user = await register(t.app);
  credentials = { username: user.username, password: user.password };
  auth = user.auth;
  ownListId = (await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: auth, payload: { title: 'Fixture' } })).json().id;
  const recipe = { title: 'Fixture soup', description: 'Warm', ingredients: ['lentils'], instructions: ['Simmer'], prepTime: 20 };
  ownRecipeId = (await t.app.inject({ method: 'POST', url: '/api/recipes', headers: auth, payload: recipe })).json().id;
  const pantryItem = { name: 'Fixture rice', quantity: '1 kg', category: 'Grains' };
  ownPantryItemId = (await t.app.inject({ method: 'POST', url: '/api/pantry', headers: auth, payload: pantryItem })).json().id;
  const post = { content: 'Fixture tip', type: 'COOKING_TIP' };
  ownPostId = (await t.app.inject({ method: 'POST', url: '/api/community', headers: auth, payload: post })).json().id;
  const plan = { title: 'Fixture week', startDate: utcDay(), preferences: ['vegetarian'], days: 2 };
  ownMealPlanId = (await t.app.inject({ method: 'POST', url: '/api/meal-plans', headers: auth, payload: plan })).json().id;
  if (!ownPostId || !ownMealPlanId) throw new Error('community and meal plan fixtures were not created');
  const equipment = { name: 'Fixture skillet', category: 'Cookware', condition: 'good' };
  ownEquipmentId = (await t.app.inject({ method: 'POST', url: '/api/kitchen-equipment', headers: auth, payload: equipment })).json().id;
  if (!ownEquipmentId) throw new Error('the kitchen equipment fixture was not created');
  const entry = await t.app.inject({ method: 'POST', url: '/api/mood-journal', headers: auth, payload: { recipeId: ownRecipeId, entry: 'Calm' } });
  ownEntryTimestamp = entry.json().timestamp;
  // The item lives in a second location, so the walk's DELETE of the first leaves it in place.
  ownStorageLocationId = (await t.app.inject({ method: 'POST', url: '/api/storage-locations', headers: auth, payload: { name: 'Fixture shelf' } })).json().id;
  const fridge = (await t.app.inject({ method: 'POST', url: '/api/storage-locations', headers: auth, payload: { name: 'Fixture fridge', type: 'refrigerator' } })).json().id;
  ownStorageItemId = (await t.app.inject({ method: 'POST', url: '/api/storage-items', headers: auth, payload: { name: 'Fixture milk', locationId: fridge } })).json().id;
  if (!ownStorageLocationId || !ownStorageItemId) throw new Error('storage fixtures were not created');
  // The recipe lives in a second cuisine, so the walk's hide (which deletes the first) leaves it in place.
  const cuisine = { name: 'Fixture', region: 'Here', description: 'Test', bannerUrl: 'https://example.com/b.jpg', keyIngredients: ['rice'], cookingTechniques: ['steaming'] };
  ownCuisineId = (await t.app.inject({ method: 'POST', url: '/api/cultural-cuisines', headers: auth, payload: cuisine })).json().id;
  const home = (await t.app.inject({ method: 'POST', url: '/api/cultural-cuisines', headers: auth, payload: { ...cuisine, name: 'Fixture home' } })).json().id;
  const dish = { name: 'Fixture rice', description: 'Plain', difficulty: 'beginner', ingredients: 'rice, water', instructions: 'Rinse\nSteam' };
  ownCulturalRecipeId = (await t.app.inject({ method: 'POST', url: `/api/cultural-cuisines/${home}/recipes`, headers: auth, payload: dish })).json().id;
  if (!ownCuisineId || !ownCulturalRecipeId) throw new Error('cuisine fixtures were not created');
  const personalized = await t.app.inject({ method: 'GET', url: '/api/recipes/personalized', headers: auth });
  ownRecommendationId = personalized.json().recommendations[0]?.recommendationId ?? 1;
});
afterAll(async () => {
  await t.close();
});
// A fresh session for each case: the walk calls logout too.
beforeEach(async () => {
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: credentials });
  auth = { authorization: `Bearer ${login.json().token}` };
});

const huge = 'x'.repeat(200_000);
const bodies: unknown[] = [
  {},
  [],
  'just a string',
  42,
  null,
  { id: 'abc', title: 7, items: 'nope', username: ['a'], password: { nested: true } },
  { title: huge, name: huge, username: huge, password: huge, email: huge, items: [{ id: huge, name: huge }] },
  { items: Array.from({ length: 5000 }, (_, index) => ({ id: String(index), name: 'n' })) },
  { items: [{ id: 1, name: null, quantity: { a: 1 }, priority: 'urgent' }] },
  { preferences: { theme: 'neon', accentColor: 'red', dietaryPreferences: 'vegan' } },
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
  { currentPassword: 1, newPassword: null, secretKey: [] },
];
const ids = ['0', '-1', 'abc', '1.5', '99999999999999999999', '%00', 'null', encodeURIComponent('1 OR 1=1'), String(Number.MAX_SAFE_INTEGER)];

const oddTimestamps = ['2026-13-45T99:99:99Z', encodeURIComponent('2026-01-01T00:00:00+99:00'), 'x'.repeat(300)];

/** A real value of the signed-in user for each path parameter. */
function ownValue(path: string, param: string): string {
  if (param === 'id' && path.startsWith('/api/grocery-lists')) return String(ownListId);
  if (param === 'id' && path.startsWith('/api/pantry')) return String(ownPantryItemId);
  if (param === 'id' && path.startsWith('/api/community')) return String(ownPostId);
  if (param === 'id' && path.startsWith('/api/meal-plans')) return String(ownMealPlanId);
  if (param === 'id' && path.startsWith('/api/kitchen-equipment')) return String(ownEquipmentId);
  if (param === 'id' && path.startsWith('/api/storage-locations')) return String(ownStorageLocationId);
  if (param === 'id' && path.startsWith('/api/storage-items')) return String(ownStorageItemId);
  if (param === 'id' && path.startsWith('/api/cultural-cuisines')) return String(ownCuisineId);
  if (param === 'cuisineId') return String(ownCuisineId);
  if (param === 'id' && path.startsWith('/api/cultural-recipes')) return String(ownCulturalRecipeId);
  if (param === 'id') return String(ownRecipeId);
  if (param === 'recipeId') return String(ownRecipeId);
  if (param === 'recommendationId') return String(ownRecommendationId);
  if (param === 'timestamp') return encodeURIComponent(ownEntryTimestamp);
  throw new Error(`No own value for :${param} in ${path}: add one here`);
}

const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
const fill = (path: string, value: (param: string) => string) => path.replace(/:([A-Za-z]+)/g, (_, param: string) => value(param));

/** Each parameter in turn gets every odd value while the others are real; then all real. */
function urlsFor(path: string): string[] {
  const params = paramsOf(path);
  if (params.length === 0) return [path];
  const odd = params.flatMap((param) =>
    [...ids, ...(param === 'timestamp' ? oddTimestamps : [])].map((value) =>
      fill(path, (name) => (name === param ? value : ownValue(path, name))),
    ),
  );
  return [...odd, fill(path, (name) => ownValue(path, name))];
}

describe('no input produces a 500', () => {
  for (const route of restRoutes) {
    it(`${route.method} ${route.path}`, async () => {
      for (const url of urlsFor(route.path)) {
        for (const headers of [auth, {}, { authorization: 'Bearer not-a-real-token-at-all-123456' }, { authorization: 'Basic abc' }]) {
          const requests =
            route.method === 'GET' || route.method === 'DELETE'
              ? [{ method: route.method, url, headers }, { method: route.method, url: `${url}?id=abc&title=${'y'.repeat(5000)}`, headers }]
              : bodies.map((body) => ({
                  method: route.method,
                  url,
                  headers: { ...headers, 'content-type': 'application/json' },
                  payload: JSON.stringify(body),
                }));
          for (const request of requests) {
            const response = await t.app.inject(request as never);
            expect(response.statusCode, `${request.method} ${url} ${String((request as { payload?: string }).payload).slice(0, 80)}`).toBeLessThan(500);
            expect(() => response.json()).not.toThrow();
          }
        }
      }
    });
  }

  it('odd content types and empty bodies are 4xx, not 500', async () => {
    for (const route of restRoutes.filter((entry) => entry.method !== 'GET')) {
      const url = fill(route.path, (param) => ownValue(route.path, param));
      for (const [type, payload] of [
        ['text/plain', 'hello'],
        ['application/xml', '<a/>'],
        ['application/json', ''],
        ['application/json', 'null'],
      ]) {
        const response = await t.app.inject({ method: route.method, url, headers: { ...auth, 'content-type': type! }, payload });
        expect(response.statusCode, `${route.method} ${url} ${type}`).toBeLessThan(500);
      }
    }
  });

  it('tRPC answers bad paths and bad input with 4xx', async () => {
    for (const url of [
      '/trpc/nope.nothing',
      '/trpc/grocery.list?input=%7Bbroken',
      '/trpc/grocery.byId?input=%22x%22',
      '/trpc/grocery.list,auth.me?batch=1&input=5',
      `/trpc/${Array.from({ length: 50 }, () => 'auth.me').join(',')}?batch=1`,
      '/trpc/auth.register',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const mutation = await t.app.inject({ method: 'POST', url: '/trpc/grocery.create', headers: { ...auth, 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(mutation.statusCode).toBe(400);
  });
});

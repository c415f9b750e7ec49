import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorOnlyMessage, messages } from '@sous/domain';
import { expectAuthRequired, makeApp, register, routesUnder, send, type TestApp } from './helpers';
import { cuisineMessages } from '@sous/domain';

const c = cuisineMessages;

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown) =>
  send(t.app, method, url, headers, payload);

const georgian = {
  name: 'Georgian',
  region: 'Caucasus',
  description: 'Walnuts, herbs and bread',
  bannerUrl: 'https://example.com/georgia.jpg',
  keyIngredients: 'walnuts\n\nsuluguni',
  cookingTechniques: 'baking in a tone oven',
  userId: 999,
};
const khachapuri = {
  name: 'Khachapuri',
  description: 'Cheese bread',
  difficulty: 'intermediate',
  ingredients: 'flour, suluguni, egg',
  instructions: ['Make the dough', 'Bake'],
  image_url: 'https://example.com/k.jpg',
};

const allRoutes = [...routesUnder('/api/cultural-cuisines'), ...routesUnder('/api/cultural-recipes')];

describe('cultural cuisines over REST', () => {
  it('the table carries every documented path', () => {
    expect(allRoutes).toEqual([
      'GET /api/cultural-cuisines',
      'POST /api/cultural-cuisines',
      'GET /api/cultural-cuisines/:id',
      'PATCH /api/cultural-cuisines/:id',
      'POST /api/cultural-cuisines/:cuisineId/recipes',
      'POST /api/cultural-cuisines/:id/hide',
      'GET /api/cultural-recipes/:id',
      'PATCH /api/cultural-recipes/:id',
      'GET /api/cultural-recipes/:id/substitutions',
      'GET /api/cultural-recipes/:id/pairings',
      'GET /api/cultural-recipes/:id/etiquette',
      'DELETE /api/cultural-recipes/:id',
    ]);
  });

  it.each(allRoutes)('%s answers 401 signed out', async (route) => {
    await expectAuthRequired(t.app, route);
  });

  it('GET lists the starter catalogue on day one, whatever ?t= says', async () => {
    const alice = await register(t.app);
    const listed = await call('GET', `/api/cultural-cuisines?t=${Date.now()}`, alice.auth);
    expect(listed.statusCode).toBe(200);
    const names = listed.json().map((cuisine: { name: string }) => cuisine.name);
    expect(names).toEqual(expect.arrayContaining(['Japanese', 'Italian', 'Ethiopian']));
    const japanese = listed.json().find((cuisine: { name: string }) => cuisine.name === 'Japanese');
    const details = await call('GET', `/api/cultural-cuisines/${japanese.id}`, alice.auth);
    expect(details.statusCode).toBe(200);
    expect(details.json().recipes.length).toBeGreaterThan(0);
  });

  it('POST answers 201 with the creator from the session, and 400 with the first message', async () => {
    const alice = await register(t.app);
    const created = await call('POST', '/api/cultural-cuisines', alice.auth, georgian);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      createdBy: alice.user.id,
      keyIngredients: ['walnuts', 'suluguni'],
      cookingTechniques: ['baking in a tone oven'],
    });
    for (const [body, message] of [
      [{ ...georgian, region: ' ' }, c.regionRequired],
      [{ ...georgian, bannerUrl: 'georgia.jpg' }, c.bannerUrlInvalid],
      [{ ...georgian, keyIngredients: '' }, c.keyIngredientsRequired],
    ] as const) {
      const refused = await call('POST', '/api/cultural-cuisines', alice.auth, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it('PATCH is for the creator: anyone else gets 403 with the spec text', async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const id = (await call('POST', '/api/cultural-cuisines', alice.auth, georgian)).json().id;
    const refused = await call('PATCH', `/api/cultural-cuisines/${id}`, bob.auth, {
      bannerUrl: 'https://example.com/x.jpg',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.http.forbidden);
    const banner = await call('PATCH', `/api/cultural-cuisines/${id}`, alice.auth, {
      bannerUrl: 'https://example.com/x.jpg',
    });
    expect(banner.statusCode).toBe(200);
    expect(banner.json().bannerUrl).toBe('https://example.com/x.jpg');
    const details = await call('PATCH', `/api/cultural-cuisines/${id}`, alice.auth, {
      culturalContext: { history: 'Old', significance: 'Hospitality' },
      servingEtiquette: { general: 'Toasts', taboos: ['Refusing a toast'] },
    });
    expect(details.json()).toMatchObject({
      culturalContext: { history: 'Old' },
      servingEtiquette: { taboos: ['Refusing a toast'] },
    });
    expect((await call('PATCH', `/api/cultural-cuisines/${id}`, alice.auth, {})).statusCode).toBe(400);
  });

  it("hide: the creator's deletes, anyone else's hides for them only; missing is 404", async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const id = (await call('POST', '/api/cultural-cuisines', alice.auth, georgian)).json().id;
    const hidden = await call('POST', `/api/cultural-cuisines/${id}/hide`, bob.auth);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ type: 'hidden' });
    expect((await call('GET', `/api/cultural-cuisines/${id}`, bob.auth)).statusCode).toBe(404);
    const bobsList = (await call('GET', '/api/cultural-cuisines', bob.auth)).json();
    expect(bobsList.map((cuisine: { id: number }) => cuisine.id)).not.toContain(id);
    expect((await call('GET', `/api/cultural-cuisines/${id}`, alice.auth)).statusCode).toBe(200);
    const deleted = await call('POST', `/api/cultural-cuisines/${id}/hide`, alice.auth);
    expect(deleted.json()).toMatchObject({ type: 'deleted' });
    expect((await call('GET', `/api/cultural-cuisines/${id}`, alice.auth)).statusCode).toBe(404);
    expect((await call('POST', '/api/cultural-cuisines/999999/hide', alice.auth)).statusCode).toBe(404);
  });
});

describe('cultural recipes over REST', () => {
  it('POST …/recipes answers 201; GET, PATCH (index-keyed map) and DELETE work for the creator', async () => {
    const alice = await register(t.app);
    const cuisineId = (await call('POST', '/api/cultural-cuisines', alice.auth, georgian)).json().id;
    const created = await call('POST', `/api/cultural-cuisines/${cuisineId}/recipes`, alice.auth, khachapuri);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      cuisineId,
      authenticIngredients: ['flour', 'suluguni', 'egg'],
      image_url: khachapuri.image_url,
    });
    const id = created.json().id;
    expect((await call('GET', `/api/cultural-recipes/${id}`, alice.auth)).json().name).toBe('Khachapuri');
    const patched = await call('PATCH', `/api/cultural-recipes/${id}`, alice.auth, {
      instructions: { '0': 'Knead', '1': 'Shape', '2': 'Bake' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().instructions).toEqual(['Knead', 'Shape', 'Bake']);
    const bad = await call('PATCH', `/api/cultural-recipes/${id}`, alice.auth, { difficulty: 'expert' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(c.difficultyInvalid);
    expect((await call('DELETE', `/api/cultural-recipes/${id}`, alice.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/cultural-recipes/${id}`, alice.auth)).statusCode).toBe(404);
    const missing = await call('POST', '/api/cultural-cuisines/999999/recipes', alice.auth, khachapuri);
    expect(missing.statusCode).toBe(404);
    const noName = await call('POST', `/api/cultural-cuisines/${cuisineId}/recipes`, alice.auth, {
      ...khachapuri,
      name: '',
    });
    expect(noName.statusCode).toBe(400);
  });

  it("a non-creator's DELETE is 403 Creator Only, their PATCH 403", async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const cuisineId = (await call('POST', '/api/cultural-cuisines', alice.auth, georgian)).json().id;
    const id = (await call('POST', `/api/cultural-cuisines/${cuisineId}/recipes`, alice.auth, khachapuri)).json().id;
    const refused = await call('DELETE', `/api/cultural-recipes/${id}`, bob.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(creatorOnlyMessage);
    const patch = await call('PATCH', `/api/cultural-recipes/${id}`, bob.auth, { name: 'Stolen' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().message).toBe(messages.http.forbidden);
  });

  it("substitutions use the caller's pantry; pairings and etiquette answer with their source", async () => {
    const alice = await register(t.app);
    const thai = (await call('GET', '/api/cultural-cuisines', alice.auth))
      .json()
      .find((cuisine: { name: string }) => cuisine.name === 'Thai');
    const recipes = (await call('GET', `/api/cultural-cuisines/${thai.id}`, alice.auth)).json().recipes as {
      id: number;
      name: string;
    }[];
    const padThai = recipes.find((recipe) => /pad thai/i.test(recipe.name))!;
    await call('POST', '/api/pantry', alice.auth, { name: 'Soy sauce', quantity: '1 bottle', category: 'Condiments' });
    const substitutions = await call('GET', `/api/cultural-recipes/${padThai.id}/substitutions`, alice.auth);
    expect(substitutions.statusCode).toBe(200);
    expect(substitutions.json()).toMatchObject({ source: 'offline', authenticityScore: expect.any(Number) });
    expect(substitutions.json().substitutions.some((entry: { inPantry: boolean }) => entry.inPantry)).toBe(true);
    for (const path of ['pairings', 'etiquette']) {
      const answer = await call('GET', `/api/cultural-recipes/${padThai.id}/${path}`, alice.auth);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().source).toBe('offline');
    }
    expect((await call('GET', '/api/cultural-recipes/999999/pairings', alice.auth)).statusCode).toBe(404);
  });
});

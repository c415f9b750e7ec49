import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKitchenAI } from '@sous/ai';
import { startFakeOllama } from '../../../packages/ai/src/testing/fakeOllama';
import { makeApp, register, type TestApp } from './helpers';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await makeApp();
  auth = (await register(t.app)).auth;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers = auth) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('/api/ai with the offline assistant', () => {
  it.each([
    '/api/ai/generate-recipe',
    '/api/ai/recipe-recommendations',
    '/api/ai/generate-pantry-item',
    '/api/ai/generate-cuisine-details',
    '/api/ai/generate-cultural-recipe',
    '/api/ai/generate-cultural-recipe-details',
    '/api/ai/recipe-nutrition',
  ])('%s needs sign-in', async (url) => {
    const response = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('generate-recipe needs a title, then answers details with nutrition and its source', async () => {
    const missing = await post('/api/ai/generate-recipe', { cuisine: 'Italian' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter a recipe title first to generate details.');
    const response = await post('/api/ai/generate-recipe', { title: 'Lentil Soup', cuisine: '', preferences: ['vegetarian'], userId: 12 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('offline');
    expect(body.ingredients.length).toBeGreaterThan(0);
    expect(body.ingredients[0]).toHaveProperty('item');
    expect(body.instructions.length).toBeGreaterThan(0);
    expect(body.nutritionInfo.calories).toBeGreaterThan(0);
  });

  it('recipe-recommendations needs an ingredient, finds recipes, and says when none match', async () => {
    for (const ingredients of [[], ['   ']]) {
      const response = await post('/api/ai/recipe-recommendations', { ingredients, dietaryPreferences: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please add at least one ingredient');
    }
    const found = await post('/api/ai/recipe-recommendations', { ingredients: ['rice', 'eggs', 'onion'], dietaryPreferences: [] });
    expect(found.statusCode).toBe(200);
    expect(found.json().recipes.length).toBeGreaterThan(0);
    expect(found.json().source).toBe('offline');
    const none = await post('/api/ai/recipe-recommendations', { ingredients: ['unobtainium'], dietaryPreferences: [] });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No recipes found for these ingredients');
  });

  it('generate-pantry-item needs a name and answers category, shelf life and nutrition', async () => {
    const missing = await post('/api/ai/generate-pantry-item', { itemName: ' ' });
    expect(missing.json().message).toBe('Please enter an item name first to generate details.');
    const milk = (await post('/api/ai/generate-pantry-item', { itemName: 'milk', category: '' })).json();
    expect(milk.source).toBe('offline');
    expect(milk.expiryDays).toBeGreaterThan(0);
    expect(milk.expiryDays).toBeLessThan(30);
    expect(milk.nutritionInfo.calories).toBeGreaterThan(0);
  });

  it('generate-cuisine-details takes a name, a region or a plain string, and refuses neither', async () => {
    const missing = await post('/api/ai/generate-cuisine-details', { cuisine: { name: '', region: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing Information: Please enter either name or region to generate details.');
    const byName = (await post('/api/ai/generate-cuisine-details', { cuisine: 'Japanese' })).json();
    expect(byName.keyIngredients.length).toBeGreaterThan(0);
    const byRegion = await post('/api/ai/generate-cuisine-details', { cuisine: { region: 'Levant' } });
    expect(byRegion.statusCode).toBe(200);
  });

  it('cultural recipe calls need a recipe name', async () => {
    const missing = await post('/api/ai/generate-cultural-recipe', { cuisineName: 'Japanese' });
    expect(missing.json().message).toBe('Please enter a recipe name to generate details.');
    const details = await post('/api/ai/generate-cultural-recipe-details', { recipeName: 'Miso Soup', cuisine: 'Japanese' });
    expect(details.statusCode).toBe(200);
    expect(details.json().instructions.length).toBeGreaterThan(0);
  });

  it('recipe-nutrition reads ingredient lines and lists what it could not', async () => {
    const body = (await post('/api/ai/recipe-nutrition', { ingredients: ['2 cups cooked rice', '1 cup unobtainium'], servings: 2 })).json();
    expect(body.nutritionInfo.calories).toBeGreaterThan(0);
    // Calories are whole numbers: half of an odd total rounds.
    expect(Math.abs(body.perServing.calories - body.nutritionInfo.calories / 2)).toBeLessThanOrEqual(0.5);
    expect(body.unmatched).toEqual(['1 cup unobtainium']);
  });

  it('AI calls are metered: the 31st in a minute answers 429', async () => {
    const own = (await register(t.app)).auth;
    const statuses: number[] = [];
    for (let call = 0; call < 31; call++) {
      statuses.push((await post('/api/ai/generate-pantry-item', { itemName: 'rice' }, own)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('/api/ai with a model (fake Ollama)', () => {
  it('flows the validated model answer through, and reports a broken model in ollama mode', async () => {
    const fake = await startFakeOllama();
    const ai = createKitchenAI({ mode: 'ollama', ollamaHost: fake.host, ollamaModel: 'llama3.2' });
    const withModel = await makeApp({ ai });
    try {
      const headers = (await register(withModel.app)).auth;
      fake.answer({
        content: JSON.stringify({
          description: 'A warming soup.',
          ingredients: [{ amount: '200 g', item: 'red lentils' }],
          instructions: ['Simmer the lentils for 20 minutes.'],
          nutritionInfo: { calories: 350, protein: 18, carbs: 50, fat: 6 },
          prepTime: 30,
        }),
      });
      const good = await withModel.app.inject({ method: 'POST', url: '/api/ai/generate-recipe', headers, payload: { title: 'Lentil Soup' } });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toMatchObject({ source: 'ollama', prepTime: 30, ingredients: [{ item: 'red lentils' }] });

      fake.answer({ content: 'not json' }, { content: '{"still": "wrong"}' });
      const broken = await withModel.app.inject({ method: 'POST', url: '/api/ai/generate-recipe', headers, payload: { title: 'Lentil Soup' } });
      expect(broken.statusCode).toBe(503);
      expect(broken.json().message).toBe('Failed to generate recipe details');
    } finally {
      await withModel.close();
      await fake.close();
    }
  });

  it('in auto mode a broken model never breaks the call: the offline assistant answers', async () => {
    const fake = await startFakeOllama();
    const ai = createKitchenAI({ mode: 'auto', ollamaHost: fake.host, ollamaModel: 'llama3.2' });
    await ai.start();
    const withModel = await makeApp({ ai });
    try {
      const headers = (await register(withModel.app)).auth;
      fake.answer({ status: 500 }, { status: 500 });
      const response = await withModel.app.inject({ method: 'POST', url: '/api/ai/generate-pantry-item', headers, payload: { itemName: 'milk' } });
      expect(response.statusCode).toBe(200);
      expect(response.json().source).toBe('offline');
      const health = (await withModel.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(health.ai).toMatchObject({ mode: 'auto', ollamaAvailable: true });
    } finally {
      ai.stop();
      await withModel.close();
      await fake.close();
    }
  });
});

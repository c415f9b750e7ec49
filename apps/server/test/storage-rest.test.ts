import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '@sous/domain';
import { recordingKitchen } from '../../../packages/api/src/testing/fakeKitchen';
import { expectAuthRequired, makeApp, register, routesUnder, send, type TestApp } from './helpers';
import { storageMessages } from '@sous/domain';
import { pantryMessages } from '@sous/domain';

const s = storageMessages;

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ rateLimit: false });
});
afterAll(async () => {
  await t.close();
});

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown) =>
  send(t.app, method, url, headers, payload);

const storageRoutes = [...routesUnder('/api/storage-'), ...routesUnder('/api/storage/')];

/** What the spec's client sends: the dialogs' bodies, a userId included (ignored). */
async function kitchen() {
  const cook = await register(t.app);
  const fridge = await call('POST', '/api/storage-locations', cook.auth, {
    userId: 999,
    name: 'Fridge',
    type: 'refrigerator',
    capacity: '10',
  });
  const shelf = await call('POST', '/api/storage-locations', cook.auth, { name: 'Shelf', type: 'pantry', capacity: 0 });
  expect(fridge.statusCode).toBe(201);
  expect(shelf.statusCode).toBe(201);
  const milk = await call('POST', '/api/storage-items', cook.auth, {
    name: 'Milk',
    locationId: String(shelf.json().id),
    quantity: '1',
  });
  expect(milk.statusCode).toBe(201);
  return {
    ...cook,
    fridge: fridge.json() as { id: number },
    shelf: shelf.json() as { id: number },
    milk: milk.json() as { id: number },
  };
}

describe('kitchen storage over REST', () => {
  it('the table carries the eleven documented paths', () => {
    expect(storageRoutes).toEqual([
      'GET /api/storage-locations',
      'POST /api/storage-locations',
      'PATCH /api/storage-locations/:id',
      'DELETE /api/storage-locations/:id',
      'GET /api/storage-items',
      'POST /api/storage-items',
      'PATCH /api/storage-items/:id',
      'DELETE /api/storage-items/:id',
      'GET /api/storage/smart-shopping-list',
      'GET /api/storage/spoilage-prediction',
      'GET /api/storage/optimize-layout',
    ]);
  });

  it.each(storageRoutes)('%s answers 401 signed out', async (route) => {
    await expectAuthRequired(t.app, route);
  });

  it('POSTs answer 201; GETs list the locations with currentItems and the items with their date', async () => {
    const { auth, fridge, shelf, milk } = await kitchen();
    expect(fridge).toMatchObject({ name: 'Fridge', type: 'refrigerator', capacity: 10, currentItems: 0 });
    expect(milk).toMatchObject({ name: 'Milk', locationId: shelf.id, quantity: 1, addedAt: utcDay() });
    const locations = await call('GET', '/api/storage-locations', auth);
    expect(locations.statusCode).toBe(200);
    expect(
      locations
        .json()
        .map((location: { name: string; currentItems: number }) => [location.name, location.currentItems]),
    ).toEqual([
      ['Fridge', 0],
      ['Shelf', 1],
    ]);
    const items = await call('GET', '/api/storage-items', auth);
    expect(items.json()).toEqual([milk]);
  });

  it('PATCH edits and moves; DELETE removes an item, and a location with its items', async () => {
    const { auth, fridge, shelf, milk } = await kitchen();
    const moved = await call('PATCH', `/api/storage-items/${milk.id}`, auth, { locationId: fridge.id, quantity: '3' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Milk', locationId: fridge.id, quantity: 3 });
    const renamed = await call('PATCH', `/api/storage-locations/${shelf.id}`, auth, {
      name: 'Top shelf',
      capacity: '5',
    });
    expect(renamed.json()).toMatchObject({ name: 'Top shelf', type: 'pantry', capacity: 5, currentItems: 0 });
    const deletedItem = await call('DELETE', `/api/storage-items/${milk.id}`, auth);
    expect(deletedItem.json()).toEqual({ id: milk.id, message: pantryMessages.deleted });
    await call('POST', '/api/storage-items', auth, { name: 'Butter', locationId: fridge.id });
    const deletedLocation = await call('DELETE', `/api/storage-locations/${fridge.id}`, auth);
    expect(deletedLocation.json()).toEqual({ id: fridge.id, deletedItems: 1, message: s.locationDeleted });
    expect((await call('GET', '/api/storage-items', auth)).json()).toEqual([]);
  });

  it.each([
    ['/api/storage-locations', { name: '' }, pantryMessages.nameRequired],
    ['/api/storage-locations', { name: 'Box', type: 'garage' }, s.typeInvalid],
    ['/api/storage-locations', { name: 'Box', capacity: 'many' }, s.capacityInvalid],
    ['/api/storage-items', { name: 'Milk', locationId: '' }, s.locationRequired],
    ['/api/storage-items', { name: '', locationId: 1 }, pantryMessages.nameRequired],
    ['/api/storage-items', { name: 'Milk', locationId: 1, quantity: -1 }, s.quantityInvalid],
  ])('POST %s %j answers 400 with its message', async (url, payload, message) => {
    const { auth } = await register(t.app);
    const response = await call('POST', url, auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('another user’s locations and items answer 404', async () => {
    const alice = await kitchen();
    const bob = await register(t.app);
    for (const [method, url, body] of [
      ['PATCH', `/api/storage-locations/${alice.fridge.id}`, { name: 'Mine' }],
      ['DELETE', `/api/storage-locations/${alice.fridge.id}`, undefined],
      ['PATCH', `/api/storage-items/${alice.milk.id}`, { quantity: 5 }],
      ['DELETE', `/api/storage-items/${alice.milk.id}`, undefined],
      ['POST', '/api/storage-items', { name: 'Eggs', locationId: alice.fridge.id }],
    ] as const) {
      const response = await call(method, url, bob.auth, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/storage-items', bob.auth)).json()).toEqual([]);
    expect((await call('GET', '/api/storage-items', alice.auth)).json()).toHaveLength(1);
  });

  it('the three analyses answer the API.md shapes with their source', async () => {
    const { auth, fridge, milk } = await kitchen();
    const shopping = await call('GET', '/api/storage/smart-shopping-list', auth);
    expect(shopping.statusCode).toBe(200);
    expect(shopping.json()).toMatchObject({
      source: 'offline',
      suggestions: expect.arrayContaining([expect.objectContaining({ name: 'Milk' })]),
    });
    const spoilage = await call('GET', '/api/storage/spoilage-prediction', auth);
    expect(spoilage.json()).toEqual({
      source: 'offline',
      predictions: [{ itemId: milk.id, daysUntilSpoilage: expect.any(Number), recommendation: expect.any(String) }],
    });
    const layout = await call('GET', '/api/storage/optimize-layout', auth);
    expect(layout.json()).toEqual({
      source: 'offline',
      moves: [{ itemId: milk.id, newLocationId: fridge.id, reason: expect.any(String) }],
    });
  });

  it('with the model down each analysis answers 503 with the spec’s failure text', async () => {
    const down = await makeApp({ ai: recordingKitchen({ down: true }).ai });
    try {
      const { auth } = await register(down.app);
      for (const [url, message] of [
        ['/api/storage/smart-shopping-list', s.shoppingListFailed],
        ['/api/storage/spoilage-prediction', s.spoilageFailed],
        ['/api/storage/optimize-layout', s.layoutFailed],
      ] as const) {
        const response = await send(down.app, 'GET', url, auth);
        expect(response.statusCode, url).toBe(503);
        expect(response.json().message).toBe(message);
      }
    } finally {
      await down.close();
    }
  });
});

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '@sous/domain';
import { restRoutes } from '../src/rest/routes';
import { makeApp, register, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown) => {
  const options: InjectOptions = {
    method,
    url,
    headers,
    ...(payload !== undefined && {
      payload: JSON.stringify(payload),
      headers: { ...headers, 'content-type': 'application/json' },
    }),
  };
  return t.app.inject(options);
};

const today = utcDay();
/** What the Add Pantry Item dialog sends: the spec's client includes a userId, and 'Select...' is ''. */
const spinach = {
  userId: 999,
  name: 'Spinach',
  quantity: '200 g',
  category: 'Produce',
  expiryDate: addDays(today, 3),
  image_url: '',
  nutritionInfo: { calories: '150', protein: '3', carbs: '4', fat: '0' },
  sustainabilityInfo: { packaging: 'biodegradable', carbonFootprint: '' },
};

async function cookWithItem() {
  const user = await register(t.app);
  const created = await call('POST', '/api/pantry', user.auth, spinach);
  expect(created.statusCode).toBe(201);
  return {
    ...user,
    item: created.json() as { id: number; userId: number; expiryDate: string; image_url: string | null },
  };
}

const pantryPaths = restRoutes.filter((route) => route.path.startsWith('/api/pantry'));

describe('pantry over REST', () => {
  it('the table carries the four documented paths', () => {
    expect(pantryPaths.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/pantry',
      'POST /api/pantry',
      'PATCH /api/pantry/:id',
      'DELETE /api/pantry/:id',
    ]);
  });

  it.each(pantryPaths.map((route) => [route.method, route.path] as const))(
    '%s %s answers 401 signed out',
    async (method, path) => {
      const response = await call(
        method,
        path.replace(':id', '1'),
        {},
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Authentication required. Please log in to continue.');
    },
  );

  it('POST answers 201 with the signed-in owner and the computed score; GET lists it; DELETE removes it', async () => {
    const { auth, user, item } = await cookWithItem();
    // 150 kcal (+15), biodegradable (+10), no footprint chosen counts as low (+10)
    expect(item).toMatchObject({
      userId: user.id,
      name: 'Spinach',
      quantity: '200 g',
      expiryDate: addDays(today, 3),
      image_url: null,
      nutritionInfo: { calories: 150, protein: 3, carbs: 4, fat: 0 },
      sustainabilityInfo: { score: 35, packaging: 'biodegradable', carbonFootprint: null },
      createdAt: expect.any(String),
    });
    const listed = await call('GET', '/api/pantry', auth);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([item]);
    const deleted = await call('DELETE', `/api/pantry/${item.id}`, auth);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: item.id, message: 'Item deleted' });
    expect((await call('GET', '/api/pantry', auth)).json()).toEqual([]);
  });

  it('PATCH takes an ISO expiry string, keeps what is not sent, and null clears the date', async () => {
    const { auth, item } = await cookWithItem();
    const withImage = await call('PATCH', `/api/pantry/${item.id}`, auth, {
      image_url: 'https://example.com/spinach.jpg',
    });
    expect(withImage.json().image_url).toBe('https://example.com/spinach.jpg');
    const iso = new Date(`${addDays(today, 10)}T00:00:00.000Z`).toISOString();
    const moved = await call('PATCH', `/api/pantry/${item.id}`, auth, { expiryDate: iso, quantity: '1 bag' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      expiryDate: addDays(today, 10),
      quantity: '1 bag',
      image_url: 'https://example.com/spinach.jpg',
      name: 'Spinach',
    });
    const cleared = await call('PATCH', `/api/pantry/${item.id}`, auth, { expiryDate: null });
    expect(cleared.json()).toMatchObject({ expiryDate: null, image_url: 'https://example.com/spinach.jpg' });
  });

  it.each([
    [{ ...spinach, name: '' }, 'Name is required'],
    [{ ...spinach, quantity: ' ' }, 'Quantity is required'],
    [{ ...spinach, category: undefined }, 'Category is required'],
    [{ ...spinach, expiryDate: addDays(today, -1) }, 'Expiry date cannot be earlier than today'],
    [{ ...spinach, image_url: 'ftp://example.com/a.jpg' }, 'Image URL must be a valid URL'],
    [{ ...spinach, sustainabilityInfo: { score: -1 } }, 'Sustainability score must be between 0 and 100'],
    [{ ...spinach, sustainabilityInfo: { carbonFootprint: 'tiny' } }, 'Carbon footprint must be low, medium or high'],
  ])('POST refuses %j with 400 and its message', async (payload, message) => {
    const { auth } = await register(t.app);
    const response = await call('POST', '/api/pantry', auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
    expect((await call('GET', '/api/pantry', auth)).json()).toEqual([]);
  });

  it('PATCH refuses a bad date and an empty name with 400', async () => {
    const { auth, item } = await cookWithItem();
    const badDate = await call('PATCH', `/api/pantry/${item.id}`, auth, { expiryDate: 'soon' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Expiry date must be a date (YYYY-MM-DD)');
    const noName = await call('PATCH', `/api/pantry/${item.id}`, auth, { name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Name is required');
  });

  it("another user's item is a 404 on PATCH and DELETE and absent from their list", async () => {
    const { auth: ownerAuth, item } = await cookWithItem();
    const { auth } = await register(t.app);
    const patched = await call('PATCH', `/api/pantry/${item.id}`, auth, { name: 'Mine' });
    expect(patched.statusCode).toBe(404);
    expect(patched.json()).toMatchObject({ message: 'Pantry item not found', code: 'NOT_FOUND' });
    expect((await call('DELETE', `/api/pantry/${item.id}`, auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/pantry', auth)).json()).toEqual([]);
    expect((await call('GET', '/api/pantry', ownerAuth)).json()).toEqual([item]);
  });

  it('odd ids and bodies are 4xx, never 500', async () => {
    const { auth, item } = await cookWithItem();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await call('PATCH', `/api/pantry/${id}`, auth, { name: 'x' })).statusCode).toBe(400);
      expect((await call('DELETE', `/api/pantry/${id}`, auth)).statusCode).toBe(400);
    }
    for (const body of [
      [],
      'spinach',
      { ...spinach, nutritionInfo: 'lots' },
      { ...spinach, sustainabilityInfo: null },
      { ...spinach, expiryDate: 20261122 },
      { ...spinach, name: 'x'.repeat(100_000) },
    ]) {
      const response = await call('POST', '/api/pantry', auth, body);
      expect(response.statusCode).toBe(400);
    }
    expect((await call('PATCH', `/api/pantry/${item.id}`, auth, { notes: 'x'.repeat(2001) })).json().message).toBe(
      'Notes cannot exceed 2000 characters',
    );
  });
});

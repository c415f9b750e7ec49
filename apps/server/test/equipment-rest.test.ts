import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKitchenAI } from '@sous/ai';
import { utcDay, type KitchenEquipment } from '@sous/domain';
import { closedPort } from '../../../packages/ai/src/testing/fakeOllama';
import { expectAuthRequired, makeApp, register, routesUnder, send, type TestApp } from './helpers';
import { equipmentMessages } from '@sous/domain';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(async () => {
  await t.close();
});

const today = utcDay();
/** What the Add Equipment dialog sends (the spec's client adds a userId, which is ignored). */
const kettle = { userId: 999, name: 'Electric kettle', category: 'Appliances', condition: 'needs-maintenance', purchaseDate: '2023-09-01' };

async function cookWithKettle() {
  const user = await register(t.app);
  const created = await send(t.app, 'POST', '/api/kitchen-equipment', user.auth, kettle);
  expect(created.statusCode).toBe(201);
  return { ...user, kettle: created.json() as KitchenEquipment };
}

describe('kitchen equipment over REST', () => {
  it('the table carries the documented paths and the shopping-list path', () => {
    expect(routesUnder('/api/kitchen-equipment')).toEqual([
      'GET /api/kitchen-equipment',
      'POST /api/kitchen-equipment',
      'PATCH /api/kitchen-equipment/:id',
      'DELETE /api/kitchen-equipment/:id',
      'POST /api/kitchen-equipment/:id/maintenance',
      'POST /api/kitchen-equipment/maintenance-tips',
      'POST /api/kitchen-equipment/recommendations',
      'POST /api/kitchen-equipment/recipe-matches',
      'POST /api/kitchen-equipment/shopping-list',
    ]);
  });

  it.each(routesUnder('/api/kitchen-equipment'))('%s answers 401 signed out', async (route) => {
    await expectAuthRequired(t.app, route);
  });

  it('POST answers 201 with the owner and the defaults; GET lists it; PATCH changes it; DELETE removes it', async () => {
    const { auth, user, kettle: created } = await cookWithKettle();
    expect(created).toMatchObject({ userId: user.id, name: 'Electric kettle', condition: 'needs-maintenance', purchaseDate: '2023-09-01' });
    const minimal = await send(t.app, 'POST', '/api/kitchen-equipment', auth, { name: 'Toaster' });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ category: 'Appliances', condition: 'good', purchaseDate: today, lastMaintenanceDate: null });
    const listed = await send(t.app, 'GET', '/api/kitchen-equipment', auth);
    expect(listed.json().map((piece: KitchenEquipment) => piece.name)).toEqual(['Electric kettle', 'Toaster']);
    const patched = await send(t.app, 'PATCH', `/api/kitchen-equipment/${created.id}`, auth, { condition: 'good', maintenanceInterval: '60' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Electric kettle', condition: 'good', maintenanceInterval: 60 });
    const deleted = await send(t.app, 'DELETE', `/api/kitchen-equipment/${created.id}`, auth);
    expect(deleted.json()).toEqual({ id: created.id, message: 'Equipment deleted' });
    expect((await send(t.app, 'GET', '/api/kitchen-equipment', auth)).json()).toHaveLength(1);
  });

  it.each([
    [{ category: 'Cookware' }, equipmentMessages.requiredFields],
    [{ ...kettle, name: '  ' }, equipmentMessages.requiredFields],
    [{ ...kettle, category: '' }, equipmentMessages.requiredFields],
    [{ ...kettle, condition: '' }, equipmentMessages.requiredFields],
    [{ ...kettle, condition: 'shiny' }, equipmentMessages.conditionInvalid],
    [{ ...kettle, purchaseDate: 'yesterday' }, 'Dates must be written YYYY-MM-DD'],
    [{ ...kettle, purchasePrice: 'cheap' }, equipmentMessages.priceInvalid],
  ])('POST refuses %j with 400 and its message', async (payload, message) => {
    const { auth } = await register(t.app);
    const response = await send(t.app, 'POST', '/api/kitchen-equipment', auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
    expect((await send(t.app, 'GET', '/api/kitchen-equipment', auth)).json()).toEqual([]);
  });

  it('POST :id/maintenance sets the last maintenance date and appends the notes', async () => {
    const { auth, kettle: created } = await cookWithKettle();
    const first = await send(t.app, 'POST', `/api/kitchen-equipment/${created.id}/maintenance`, auth, { date: '2026-02-01', notes: 'Descaled' });
    expect(first.statusCode).toBe(200);
    const second = await send(t.app, 'POST', `/api/kitchen-equipment/${created.id}/maintenance`, auth, { date: '2026-03-01', notes: 'New filter' });
    expect(second.json()).toMatchObject({ lastMaintenanceDate: '2026-03-01', maintenanceNotes: '2026-02-01: Descaled\n2026-03-01: New filter' });
    const bad = await send(t.app, 'POST', `/api/kitchen-equipment/${created.id}/maintenance`, auth, { date: '2026-02-31' });
    expect(bad.statusCode).toBe(400);
  });

  it("another user's equipment is a 404 on PATCH, DELETE and maintenance, and absent from their list", async () => {
    const { auth: ownerAuth, kettle: created } = await cookWithKettle();
    const { auth } = await register(t.app);
    for (const [method, url, body] of [
      ['PATCH', `/api/kitchen-equipment/${created.id}`, { name: 'Mine' }],
      ['DELETE', `/api/kitchen-equipment/${created.id}`, undefined],
      ['POST', `/api/kitchen-equipment/${created.id}/maintenance`, { notes: 'x' }],
    ] as const) {
      const response = await send(t.app, method, url, auth, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Equipment not found', code: 'NOT_FOUND' });
    }
    expect((await send(t.app, 'GET', '/api/kitchen-equipment', auth)).json()).toEqual([]);
    expect((await send(t.app, 'GET', '/api/kitchen-equipment', ownerAuth)).json()).toEqual([created]);
  });

  it('maintenance-tips answers a plain list of tip strings', async () => {
    const { auth } = await register(t.app);
    const response = await send(t.app, 'POST', '/api/kitchen-equipment/maintenance-tips', auth, { equipment: kettle });
    expect(response.statusCode).toBe(200);
    const tips = response.json() as string[];
    expect(tips.length).toBeGreaterThan(1);
    for (const tip of tips) expect(typeof tip).toBe('string');
    const missing = await send(t.app, 'POST', '/api/kitchen-equipment/maintenance-tips', auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(equipmentMessages.requiredFields);
  });

  it('recommendations answers a list of { name, reason, priority, estimatedPrice, category }', async () => {
    const { auth } = await cookWithKettle();
    const response = await send(t.app, 'POST', '/api/kitchen-equipment/recommendations', auth, {});
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    expect(Object.keys(list[0]!).sort()).toEqual(['category', 'estimatedPrice', 'name', 'priority', 'reason']);
  });

  it('recipe-matches answers { canMake, needsEquipment } from the stored equipment', async () => {
    const { auth } = await register(t.app);
    await send(t.app, 'POST', '/api/kitchen-equipment', auth, { name: 'Oven' });
    await send(t.app, 'POST', '/api/kitchen-equipment', auth, { name: 'Baking sheet', category: 'Bakeware' });
    const response = await send(t.app, 'POST', '/api/kitchen-equipment/recipe-matches', auth, {
      equipment: [{ name: 'ignored' }],
      userPreferences: ['Italian', 'Healthy'],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('offline');
    expect(Array.isArray(body.canMake)).toBe(true);
    expect(body.canMake.length + body.needsEquipment.length).toBeGreaterThan(0);
    expect(body.canMake[0] ?? body.needsEquipment[0]).toHaveProperty('nutritionInfo.sustainabilityScore');
  });

  it('shopping-list adds to the Shopping grocery list (201), which sorts first; a duplicate is a 409 naming the item', async () => {
    const { auth } = await register(t.app);
    await send(t.app, 'POST', '/api/grocery-lists', auth, { title: 'Weekly', items: [{ id: '1', name: 'Eggs' }] });
    const added = await send(t.app, 'POST', '/api/kitchen-equipment/shopping-list', auth, { name: 'Chef’s knife', estimatedPrice: 60 });
    expect(added.statusCode).toBe(201);
    expect(added.json().item).toMatchObject({ name: 'Chef’s knife', category: 'Kitchen Equipment', quantity: '1', priority: 'medium' });
    const lists = (await send(t.app, 'GET', '/api/grocery-lists', auth)).json() as { title: string }[];
    expect(lists.map((list) => list.title)).toEqual(['Shopping', 'Weekly']);
    const duplicate = await send(t.app, 'POST', '/api/kitchen-equipment/shopping-list', auth, { name: 'CHEF’S KNIFE' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'CHEF’S KNIFE is already in your shopping list', code: 'CONFLICT' });
    const blank = await send(t.app, 'POST', '/api/kitchen-equipment/shopping-list', auth, { name: '' });
    expect(blank.statusCode).toBe(400);
  });

  it('odd ids are 400, never 500', async () => {
    const { auth } = await register(t.app);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await send(t.app, 'PATCH', `/api/kitchen-equipment/${id}`, auth, { name: 'x' })).statusCode).toBe(400);
      expect((await send(t.app, 'DELETE', `/api/kitchen-equipment/${id}`, auth)).statusCode).toBe(400);
      expect((await send(t.app, 'POST', `/api/kitchen-equipment/${id}/maintenance`, auth, {})).statusCode).toBe(400);
    }
  });
});

describe('kitchen equipment when the model is down (ollama mode)', () => {
  let down: TestApp;
  beforeAll(async () => {
    const ai = createKitchenAI({ mode: 'ollama', ollamaHost: await closedPort(), ollamaModel: 'llama3.2' });
    down = await makeApp({ ai });
  });
  afterAll(async () => {
    await down.close();
  });

  it('maintenance-tips still answers the sample tips; recommendations and recipe matches answer empty lists', async () => {
    const { auth } = await register(down.app);
    await send(down.app, 'POST', '/api/kitchen-equipment', auth, kettle);
    const tips = await send(down.app, 'POST', '/api/kitchen-equipment/maintenance-tips', auth, { equipment: kettle });
    expect(tips.statusCode).toBe(200);
    expect((tips.json() as string[]).length).toBeGreaterThan(0);
    const recommendations = await send(down.app, 'POST', '/api/kitchen-equipment/recommendations', auth, {});
    expect(recommendations.json()).toEqual([]);
    const matches = await send(down.app, 'POST', '/api/kitchen-equipment/recipe-matches', auth, {});
    expect(matches.json()).toMatchObject({ canMake: [], needsEquipment: [], warning: equipmentMessages.recommendationsUnavailable });
  });

  it('over tRPC the tips carry the warning for the dialog', async () => {
    const { auth } = await register(down.app);
    const response = await send(down.app, 'POST', '/trpc/equipment.maintenanceTips', auth, { equipment: kettle });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toMatchObject({ source: 'offline', warning: 'AI service temporarily unavailable. Using sample tips.' });
  });
});

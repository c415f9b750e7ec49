import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AiUnavailableError, ModelError, services, type KitchenAI } from '@sous/ai';
import type { Db } from '@sous/db';
import { utcDay, type CreateEquipmentRequest } from '@sous/domain';
import { recordingKitchen } from '../testing/fakeKitchen';
import { anonymousCaller, freshDb, signedInCaller, uniqueName } from '../testing/harness';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const today = utcDay();
const skillet = {
  name: 'Cast iron skillet',
  category: 'Cookware',
  condition: 'fair',
  purchaseDate: '2024-05-01',
  maintenanceInterval: 30,
  purchasePrice: 45,
} satisfies CreateEquipmentRequest;

/** The offline assistant, except that every call fails the way Ollama does in `ollama` mode. */
function failingKitchen(kind: ModelError['kind']): KitchenAI {
  const { ai } = recordingKitchen();
  return {
    ...ai,
    run(service) {
      return Promise.reject(new AiUnavailableError(service.name, new ModelError(`model ${kind}`, kind)));
    },
  };
}

describe('equipment router', () => {
  it('creates a piece with the defaults for the signed-in user and lists it', async () => {
    const { caller, user } = await signedInCaller(db);
    const mixer = await caller.equipment.create({ name: 'Stand mixer', userId: 999 } as CreateEquipmentRequest);
    expect(mixer).toMatchObject({
      userId: user.id,
      name: 'Stand mixer',
      category: 'Appliances',
      condition: 'good',
      purchaseDate: today,
      lastMaintenanceDate: null,
      maintenanceInterval: null,
      maintenanceNotes: null,
      purchasePrice: null,
    });
    const pan = await caller.equipment.create(skillet);
    expect(pan).toMatchObject({ category: 'Cookware', condition: 'fair', purchaseDate: '2024-05-01', purchasePrice: 45 });
    expect(await caller.equipment.list()).toEqual([mixer, pan]);
    expect(await caller.equipment.byId({ id: pan.id })).toEqual(pan);
  });

  it.each([
    [{ ...skillet, name: '' }],
    [{ ...skillet, category: '' }],
    [{ ...skillet, condition: '' }],
  ])('refuses a missing required field with the spec text and stores nothing (%j)', async (input) => {
    const { caller } = await signedInCaller(db);
    await expect(caller.equipment.create(input)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [{ message: 'Please fill in all required fields' }] },
    });
    expect(await caller.equipment.list()).toEqual([]);
  });

  it('updates only the fields sent, clears with null, and keeps the purchase date', async () => {
    const { caller } = await signedInCaller(db);
    const pan = await caller.equipment.create({ ...skillet, lastMaintenanceDate: '2025-01-01' });
    const updated = await caller.equipment.update({ id: pan.id, condition: 'excellent', lastMaintenanceDate: null, purchaseDate: '' });
    expect(updated).toMatchObject({
      name: 'Cast iron skillet',
      condition: 'excellent',
      lastMaintenanceDate: null,
      purchaseDate: '2024-05-01',
      maintenanceInterval: 30,
      purchasePrice: 45,
    });
  });

  it('records maintenance: the date becomes the last maintenance and the notes are appended', async () => {
    const { caller } = await signedInCaller(db);
    const pan = await caller.equipment.create(skillet);
    await caller.equipment.recordMaintenance({ id: pan.id, date: '2026-01-10', notes: 'Re-seasoned' });
    const second = await caller.equipment.recordMaintenance({ id: pan.id, notes: 'Oiled' });
    expect(second.lastMaintenanceDate).toBe(today);
    expect(second.maintenanceNotes).toBe(`2026-01-10: Re-seasoned\n${today}: Oiled`);
  });

  it("someone else's equipment is a 404 for every change, and stays untouched", async () => {
    const owner = await signedInCaller(db);
    const other = await signedInCaller(db);
    const pan = await owner.caller.equipment.create(skillet);
    const notFound = { code: 'NOT_FOUND', message: 'Equipment not found' };
    await expect(other.caller.equipment.byId({ id: pan.id })).rejects.toMatchObject(notFound);
    await expect(other.caller.equipment.update({ id: pan.id, name: 'Mine' })).rejects.toMatchObject(notFound);
    await expect(other.caller.equipment.recordMaintenance({ id: pan.id })).rejects.toMatchObject(notFound);
    await expect(other.caller.equipment.delete({ id: pan.id })).rejects.toMatchObject(notFound);
    expect(await other.caller.equipment.list()).toEqual([]);
    expect(await owner.caller.equipment.list()).toEqual([pan]);
    expect(await owner.caller.equipment.delete({ id: pan.id })).toEqual({ id: pan.id, message: 'Equipment deleted' });
    expect(await owner.caller.equipment.list()).toEqual([]);
  });

  it('signed out, every procedure is refused', async () => {
    const caller = await anonymousCaller(db);
    await expect(caller.equipment.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.equipment.recommendations()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.equipment.addToShoppingList({ name: 'Wok' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('maintenance tips', () => {
  it('answers the AI tips with their source, for the piece sent', async () => {
    const { ai, calls } = recordingKitchen({ answers: [[services.maintenanceTips, { tips: ['Dry it at once'] }]] });
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    const answer = await caller.equipment.maintenanceTips({ equipment: { ...skillet, lastMaintenanceDate: null } });
    expect(answer).toEqual({ tips: ['Dry it at once'], source: 'ollama' });
    expect(calls).toEqual([
      {
        service: 'maintenanceTips',
        input: {
          equipment: { name: 'Cast iron skillet', category: 'Cookware', condition: 'fair', purchaseDate: '2024-05-01', lastMaintenanceDate: null },
        },
      },
    ]);
  });

  it('offline, the assistant answers tips for the piece', async () => {
    const { caller } = await signedInCaller(db);
    const answer = await caller.equipment.maintenanceTips({ equipment: skillet });
    expect(answer.source).toBe('offline');
    expect(answer.warning).toBeUndefined();
    expect(answer.tips.length).toBeGreaterThan(1);
    expect(await caller.equipment.maintenanceTipList({ equipment: skillet })).toEqual(answer.tips);
  });

  it.each([
    ['timeout', 'AI service is taking too long. Using sample tips.'],
    ['unreachable', 'AI service temporarily unavailable. Using sample tips.'],
    ['invalid', 'AI service temporarily unavailable. Using sample tips.'],
  ] as const)('when the model fails (%s) the sample tips answer with "%s"', async (kind, warning) => {
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', failingKitchen(kind));
    const answer = await caller.equipment.maintenanceTips({ equipment: skillet });
    expect(answer).toMatchObject({ source: 'offline', warning });
    expect(answer.tips.length).toBeGreaterThan(0);
    expect(await caller.equipment.maintenanceTipList({ equipment: skillet })).toEqual(answer.tips);
  });
});

describe('recommendations and recipe matches', () => {
  it("recommends from the user's equipment with the fixed preferences and budget", async () => {
    const { ai, calls } = recordingKitchen();
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await caller.equipment.create({ ...skillet, condition: 'replace' });
    const answer = await caller.equipment.recommendations();
    expect(answer.source).toBe('offline');
    expect(answer.recommendations.length).toBeGreaterThan(0);
    expect(answer.recommendations[0]).toMatchObject({ priority: 'high' });
    expect(calls[0]).toMatchObject({
      service: 'equipmentRecommendations',
      input: { preferences: ['Italian', 'Healthy'], budget: 500, equipment: [{ name: 'Cast iron skillet', condition: 'replace' }] },
    });
    expect(await caller.equipment.recommendationList()).toEqual(answer.recommendations);
  });

  it("matches recipes to the user's stored equipment, not the equipment sent", async () => {
    const { ai, calls } = recordingKitchen();
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await caller.equipment.create({ name: 'Oven', category: 'Appliances', condition: 'good' });
    const answer = await caller.equipment.recipeMatches({ equipment: [{ name: 'Blender' }], userPreferences: ['Vegetarian'] });
    expect(answer.source).toBe('offline');
    expect(answer.canMake.length + answer.needsEquipment.length).toBeGreaterThan(0);
    for (const match of answer.needsEquipment) expect(match.missingEquipment.length).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ input: { equipment: [{ name: 'Oven' }], preferences: ['Vegetarian'] } });
  });

  it('when the model fails both lists are empty with the spec warning', async () => {
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', failingKitchen('unreachable'));
    const warning = 'AI recommendations temporarily unavailable. Please try again later.';
    expect(await caller.equipment.recommendations()).toEqual({ recommendations: [], source: null, warning });
    expect(await caller.equipment.recommendationList()).toEqual([]);
    expect(await caller.equipment.recipeMatches()).toEqual({ canMake: [], needsEquipment: [], source: null, warning });
  });
});

describe('add to shopping list', () => {
  it("creates the 'Shopping' list with a Kitchen Equipment item, which then sorts first", async () => {
    const { caller } = await signedInCaller(db);
    await caller.grocery.create({ title: 'Weekly', items: [{ id: 'a', name: 'Milk' }] });
    const { list, item } = await caller.equipment.addToShoppingList({ name: 'Dutch oven', estimatedPrice: 80, description: 'Braises' });
    expect(item).toMatchObject({
      name: 'Dutch oven',
      quantity: '1',
      category: 'Kitchen Equipment',
      priority: 'medium',
      estimatedPrice: 80,
      description: 'Braises',
      completed: false,
    });
    expect(list).toMatchObject({ title: 'Shopping', items: [item] });
    const lists = await caller.grocery.list();
    expect(lists.map((entry) => entry.title)).toEqual(['Shopping', 'Weekly']);
  });

  it('adds to an existing Shopping list and refuses a duplicate name with 409', async () => {
    const { caller } = await signedInCaller(db);
    const existing = await caller.grocery.create({ title: 'Shopping', items: [{ id: 'a', name: 'Bread' }] });
    const { list } = await caller.equipment.addToShoppingList({ name: 'Wok' });
    expect(list.id).toBe(existing.id);
    expect(list.items.map((entry) => entry.name)).toEqual(['Bread', 'Wok']);
    await expect(caller.equipment.addToShoppingList({ name: ' wok ' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'wok is already in your shopping list',
    });
    expect((await caller.grocery.byId({ id: existing.id })).items).toHaveLength(2);
  });

  it("uses only the user's own Shopping list", async () => {
    const owner = await signedInCaller(db);
    const other = await signedInCaller(db);
    await owner.caller.equipment.addToShoppingList({ name: 'Wok' });
    const { list } = await other.caller.equipment.addToShoppingList({ name: 'Wok' });
    expect(list.items).toHaveLength(1);
    expect(await owner.caller.grocery.list()).toHaveLength(1);
  });
});

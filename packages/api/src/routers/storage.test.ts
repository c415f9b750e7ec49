import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { services } from '@sous/ai';
import type { Db } from '@sous/db';
import { addDays, utcDay } from '@sous/domain';
import { recordingKitchen } from '../testing/fakeKitchen';
import { anonymousCaller, freshDb, signedInCaller, uniqueName } from '../testing/harness';
import { storageMessages } from '@sous/domain';
import { pantryMessages } from '@sous/domain';

const s = storageMessages;
const today = utcDay();

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

/** A cook with a fridge and a pantry shelf, and milk left on the shelf today. */
async function kitchenWithMilk(ai?: Parameters<typeof signedInCaller>[3]) {
  const cook = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
  const fridge = await cook.caller.storage.locations.create({ name: 'Fridge', type: 'refrigerator', capacity: '10' });
  const shelf = await cook.caller.storage.locations.create({ name: 'Shelf' });
  const milk = await cook.caller.storage.items.create({ name: 'Milk', locationId: String(shelf.id), quantity: '1' });
  return { ...cook, fridge, shelf, milk };
}

describe('storage locations', () => {
  it('creates with the defaults and counts each location’s items as currentItems', async () => {
    const { caller, fridge, shelf, milk } = await kitchenWithMilk();
    expect(fridge).toMatchObject({ name: 'Fridge', type: 'refrigerator', capacity: 10, currentItems: 0 });
    expect(shelf).toMatchObject({ name: 'Shelf', type: 'pantry', capacity: 0, currentItems: 0 });
    expect(milk).toMatchObject({ name: 'Milk', locationId: shelf.id, quantity: 1, addedAt: today });
    const listed = await caller.storage.locations.list();
    expect(listed.map((location) => [location.name, location.currentItems])).toEqual([
      ['Fridge', 0],
      ['Shelf', 1],
    ]);
  });

  it('edits only the fields sent', async () => {
    const { caller, fridge } = await kitchenWithMilk();
    const renamed = await caller.storage.locations.update({ id: fridge.id, name: 'Big fridge' });
    expect(renamed).toMatchObject({ name: 'Big fridge', type: 'refrigerator', capacity: 10 });
    const resized = await caller.storage.locations.update({ id: fridge.id, capacity: '4', type: 'freezer' });
    expect(resized).toMatchObject({ name: 'Big fridge', type: 'freezer', capacity: 4 });
  });

  it('deleting a location deletes its items with it', async () => {
    const { caller, shelf, fridge } = await kitchenWithMilk();
    expect(await caller.storage.locations.delete({ id: shelf.id })).toEqual({
      id: shelf.id,
      deletedItems: 1,
      message: s.locationDeleted,
    });
    expect(await caller.storage.items.list()).toEqual([]);
    expect((await caller.storage.locations.list()).map((location) => location.id)).toEqual([fridge.id]);
  });

  it.each([
    [{ name: ' ' }, pantryMessages.nameRequired],
    [{ name: 'Box', type: 'garage' }, s.typeInvalid],
    [{ name: 'Box', capacity: -3 }, s.capacityInvalid],
  ])('refuses %j with its message', async (input, message) => {
    const { caller } = await signedInCaller(db);
    await expect(caller.storage.locations.create(input as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [{ message }] },
    });
    expect(await caller.storage.locations.list()).toEqual([]);
  });
});

describe('storage items', () => {
  it('edits name, quantity, date and moves to another own location', async () => {
    const { caller, milk, fridge } = await kitchenWithMilk();
    const moved = await caller.storage.items.update({
      id: milk.id,
      locationId: fridge.id,
      quantity: 2,
      addedAt: addDays(today, -1),
    });
    expect(moved).toMatchObject({ name: 'Milk', locationId: fridge.id, quantity: 2, addedAt: addDays(today, -1) });
    expect((await caller.storage.locations.list()).find((location) => location.id === fridge.id)?.currentItems).toBe(1);
    expect(await caller.storage.items.delete({ id: milk.id })).toEqual({
      id: milk.id,
      message: pantryMessages.deleted,
    });
    expect(await caller.storage.items.list()).toEqual([]);
  });

  it('needs a location', async () => {
    const { caller } = await signedInCaller(db);
    await expect(caller.storage.items.create({ name: 'Milk', locationId: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [{ message: s.locationRequired }] },
    });
  });

  it('someone else’s locations and items are 404, and nothing of theirs is touched', async () => {
    const alice = await kitchenWithMilk();
    const { caller: bob } = await signedInCaller(db);
    const bobShelf = await bob.storage.locations.create({ name: 'Bob shelf' });
    await expect(bob.storage.items.create({ name: 'Eggs', locationId: alice.fridge.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: s.locationNotFound,
    });
    await expect(bob.storage.items.update({ id: alice.milk.id, quantity: 9 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: s.itemNotFound,
    });
    await expect(bob.storage.items.delete({ id: alice.milk.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(bob.storage.locations.update({ id: alice.fridge.id, name: 'Mine' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(bob.storage.locations.delete({ id: alice.shelf.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Alice cannot move her milk into Bob's shelf either.
    await expect(
      alice.caller.storage.items.update({ id: alice.milk.id, locationId: bobShelf.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: s.locationNotFound,
    });
    expect(await bob.storage.items.list()).toEqual([]);
    expect(await alice.caller.storage.items.list()).toEqual([alice.milk]);
    expect((await alice.caller.storage.locations.list()).map((location) => location.name)).toEqual(['Fridge', 'Shelf']);
  });

  it('needs sign-in', async () => {
    const visitor = await anonymousCaller(db);
    await expect(visitor.storage.items.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.storage.spoilagePrediction()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('storage analysis', () => {
  it('sends the locations, the items with their dates and today to each service', async () => {
    const { ai, calls } = recordingKitchen();
    const { caller, fridge, shelf, milk } = await kitchenWithMilk(ai);
    await caller.storage.smartShoppingList();
    expect(calls).toEqual([
      {
        service: 'smartShoppingList',
        input: {
          locations: [
            { id: fridge.id, name: 'Fridge', type: 'refrigerator', capacity: 10 },
            { id: shelf.id, name: 'Shelf', type: 'pantry', capacity: 0 },
          ],
          items: [{ id: milk.id, name: 'Milk', locationId: shelf.id, quantity: 1, addedAt: today }],
          today,
        },
      },
    ]);
  });

  it('milk on a pantry shelf is at risk and belongs in the fridge (offline assistant)', async () => {
    const { caller, fridge, milk } = await kitchenWithMilk();
    const spoilage = await caller.storage.spoilagePrediction();
    expect(spoilage.source).toBe('offline');
    expect(spoilage.predictions).toEqual([
      { itemId: milk.id, daysUntilSpoilage: expect.any(Number), recommendation: expect.any(String) },
    ]);
    expect(spoilage.predictions[0]!.daysUntilSpoilage).toBeLessThan(7);
    const layout = await caller.storage.optimizeLayout();
    expect(layout.moves).toEqual([
      { itemId: milk.id, newLocationId: fridge.id, reason: expect.stringContaining('Fridge') },
    ]);
    const shopping = await caller.storage.smartShoppingList();
    expect(shopping.source).toBe('offline');
    expect(shopping.suggestions.map((suggestion) => suggestion.name)).toContain('Milk');
  });

  it("a model's invented items and moves are dropped; its source is kept", async () => {
    const { ai } = recordingKitchen({
      answers: [
        [services.spoilagePrediction, { predictions: [{ itemId: 424242, daysUntilSpoilage: 1, recommendation: 'x' }] }],
        [services.layoutOptimization, { moves: [{ itemId: 424242, newLocationId: 1, reason: 'x' }] }],
      ],
    });
    const { caller } = await kitchenWithMilk(ai);
    expect(await caller.storage.spoilagePrediction()).toEqual({ predictions: [], source: 'ollama' });
    expect(await caller.storage.optimizeLayout()).toEqual({ moves: [], source: 'ollama' });
  });

  it.each([
    ['smartShoppingList', s.shoppingListFailed],
    ['spoilagePrediction', s.spoilageFailed],
    ['optimizeLayout', s.layoutFailed],
  ] as const)('%s answers the spec’s failure text when the model is down', async (procedure, message) => {
    const { ai } = recordingKitchen({ down: true });
    const { caller } = await kitchenWithMilk(ai);
    await expect(caller.storage[procedure]()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message });
  });

  it('an empty kitchen gets empty answers', async () => {
    const { caller } = await signedInCaller(db);
    expect(await caller.storage.spoilagePrediction()).toEqual({ predictions: [], source: 'offline' });
    expect(await caller.storage.optimizeLayout()).toEqual({ moves: [], source: 'offline' });
    expect(await caller.storage.smartShoppingList()).toEqual({ suggestions: [], source: 'offline' });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@sous/db';
import { addDays, utcDay, type CreatePantryItemRequest } from '@sous/domain';
import { recordingKitchen } from '../testing/fakeKitchen';
import { lentilSoup } from '../testing/fixtures';
import { anonymousCaller, freshDb, signedInCaller, uniqueName } from '../testing/harness';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const today = utcDay();
/** 150 kcal, biodegradable, low footprint: 15 + 10 + 10 = 35 by part 1 §9. */
const spinach = {
  name: 'Spinach',
  quantity: '200 g',
  category: 'Produce',
  expiryDate: addDays(today, 2),
  image_url: 'https://example.com/spinach.jpg',
  nutritionInfo: { calories: 150, protein: 3, carbs: 4, fat: 0 },
  sustainabilityInfo: { packaging: 'biodegradable', carbonFootprint: 'low' },
} satisfies CreatePantryItemRequest;

describe('pantry router', () => {
  it('creates an item for the signed-in user with the computed score, and lists it', async () => {
    const { caller, user } = await signedInCaller(db);
    const item = await caller.pantry.create({ ...spinach, userId: 999 } as CreatePantryItemRequest);
    expect(item).toMatchObject({
      userId: user.id,
      name: 'Spinach',
      quantity: '200 g',
      expiryDate: addDays(today, 2),
      image_url: 'https://example.com/spinach.jpg',
      location: null,
      notes: null,
      nutritionInfo: { calories: 150, protein: 3, carbs: 4, fat: 0 },
      sustainabilityInfo: { score: 35, packaging: 'biodegradable', carbonFootprint: 'low' },
    });
    expect(await caller.pantry.list()).toEqual([item]);
    const given = await caller.pantry.create({ ...spinach, name: 'Kale', sustainabilityInfo: { score: 88 } });
    expect(given.sustainabilityInfo).toEqual({ score: 88, packaging: null, carbonFootprint: null });
  });

  it.each([
    [{ ...spinach, name: ' ' }, 'Name is required'],
    [{ ...spinach, quantity: '' }, 'Quantity is required'],
    [{ ...spinach, category: '' }, 'Category is required'],
    [{ ...spinach, expiryDate: addDays(today, -1) }, 'Expiry date cannot be earlier than today'],
    [{ ...spinach, image_url: 'spinach.jpg' }, 'Image URL must be a valid URL'],
    [{ ...spinach, sustainabilityInfo: { score: 101 } }, 'Sustainability score must be between 0 and 100'],
  ])('refuses %j with its message and stores nothing', async (input, message) => {
    const { caller } = await signedInCaller(db);
    await expect(caller.pantry.create(input)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [{ message }] },
    });
    expect(await caller.pantry.list()).toEqual([]);
  });

  it('accepts an item expiring today and one without a date', async () => {
    const { caller } = await signedInCaller(db);
    expect((await caller.pantry.create({ ...spinach, expiryDate: today })).expiryDate).toBe(today);
    expect((await caller.pantry.create({ ...spinach, expiryDate: '' })).expiryDate).toBeNull();
  });

  it('lists soonest expiry first and items without a date last', async () => {
    const { caller } = await signedInCaller(db);
    for (const [name, expiryDate] of [
      ['Salt', null],
      ['Rice', addDays(today, 200)],
      ['Milk', addDays(today, 3)],
      ['Flour', null],
      ['Eggs', today],
    ] as const) {
      await caller.pantry.create({ ...spinach, name, expiryDate });
    }
    expect((await caller.pantry.list()).map((item) => item.name)).toEqual(['Eggs', 'Milk', 'Rice', 'Salt', 'Flour']);
  });

  it('an update changes only the fields sent: the image and expiry stay, the score stays', async () => {
    const { caller } = await signedInCaller(db);
    const item = await caller.pantry.create({ ...spinach, location: 'Fridge', notes: 'Organic' });
    const renamed = await caller.pantry.update({ id: item.id, name: 'Baby spinach', quantity: 300 });
    expect(renamed).toEqual({ ...item, name: 'Baby spinach', quantity: '300', updatedAt: renamed.updatedAt });
  });

  it('null clears the image, expiry, location and notes', async () => {
    const { caller } = await signedInCaller(db);
    const item = await caller.pantry.create({ ...spinach, location: 'Fridge', notes: 'Organic' });
    const cleared = await caller.pantry.update({
      id: item.id,
      image_url: null,
      expiryDate: null,
      location: null,
      notes: '',
    });
    expect(cleared).toMatchObject({ image_url: null, expiryDate: null, location: null, notes: null, name: 'Spinach' });
  });

  it('an update takes the date of an ISO expiry and lets an item already past its date be edited', async () => {
    const { caller } = await signedInCaller(db);
    const item = await caller.pantry.create(spinach);
    const moved = await caller.pantry.update({ id: item.id, expiryDate: `${addDays(today, 9)}T00:00:00.000Z` });
    expect(moved.expiryDate).toBe(addDays(today, 9));
    const past = await caller.pantry.update({ id: item.id, expiryDate: addDays(today, -3) });
    expect(past.expiryDate).toBe(addDays(today, -3));
    expect((await caller.pantry.update({ id: item.id, notes: 'Use first' })).expiryDate).toBe(addDays(today, -3));
  });

  it('recomputes the score from new nutrition, packaging or footprint, and keeps a score sent', async () => {
    const { caller } = await signedInCaller(db);
    const item = await caller.pantry.create(spinach);
    // 350 kcal (+5), biodegradable (+10), low (+10)
    const heavier = await caller.pantry.update({ id: item.id, nutritionInfo: { calories: 350 } });
    expect(heavier.sustainabilityInfo).toEqual({ score: 25, packaging: 'biodegradable', carbonFootprint: 'low' });
    // 350 kcal (+5), biodegradable (+10), high (-5)
    const flown = await caller.pantry.update({ id: item.id, sustainabilityInfo: { carbonFootprint: 'high' } });
    expect(flown.sustainabilityInfo).toEqual({ score: 10, packaging: 'biodegradable', carbonFootprint: 'high' });
    const scored = await caller.pantry.update({ id: item.id, sustainabilityInfo: { score: 90, packaging: '' } });
    expect(scored.sustainabilityInfo).toEqual({ score: 90, packaging: null, carbonFootprint: 'high' });
    expect((await caller.pantry.update({ id: item.id, name: 'Spinach leaves' })).sustainabilityInfo.score).toBe(90);
    // Cleared: the formula again, with recyclable (+5) standing in for no packaging.
    const recomputed = await caller.pantry.update({ id: item.id, sustainabilityInfo: { score: null } });
    expect(recomputed.sustainabilityInfo.score).toBe(5);
  });

  it('refuses an empty name on update and leaves the item as it was', async () => {
    const { caller } = await signedInCaller(db);
    const item = await caller.pantry.create(spinach);
    await expect(caller.pantry.update({ id: item.id, name: '' })).rejects.toMatchObject({
      cause: { issues: [{ message: 'Name is required' }] },
    });
    expect(await caller.pantry.list()).toEqual([item]);
  });

  it('deletes with the spec text, and a deleted item is gone', async () => {
    const { caller } = await signedInCaller(db);
    const item = await caller.pantry.create(spinach);
    expect(await caller.pantry.delete({ id: item.id })).toEqual({ id: item.id, message: 'Item deleted' });
    expect(await caller.pantry.list()).toEqual([]);
    await expect(caller.pantry.delete({ id: item.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("someone else's item answers NOT_FOUND, stays unchanged and never shows in their list", async () => {
    const owner = await signedInCaller(db);
    const stranger = await signedInCaller(db);
    const item = await owner.caller.pantry.create(spinach);
    const notFound = { code: 'NOT_FOUND', message: 'Pantry item not found' };
    await expect(stranger.caller.pantry.update({ id: item.id, name: 'Mine' })).rejects.toMatchObject(notFound);
    await expect(stranger.caller.pantry.delete({ id: item.id })).rejects.toMatchObject(notFound);
    expect(await stranger.caller.pantry.list()).toEqual([]);
    expect(await owner.caller.pantry.list()).toEqual([item]);
  });

  it('needs sign-in', async () => {
    const anonymous = await anonymousCaller(db);
    await expect(anonymous.pantry.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.pantry.create(spinach)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('deleting the account deletes its pantry', async () => {
    const { caller, password } = await signedInCaller(db);
    await caller.pantry.create(spinach);
    await caller.auth.deleteAccount({ password });
    expect(await db.selectFrom('pantry_items').select('id').execute()).toEqual([]);
  });
});

describe('recommendations use the pantry', () => {
  it('with spinach and eggs in the pantry, a recommendation says it uses them', async () => {
    const { ai, calls } = recordingKitchen();
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await caller.recipes.create(lentilSoup);
    await caller.pantry.create({ ...spinach, quantity: '1 bag' });
    await caller.pantry.create({
      ...spinach,
      name: 'Eggs',
      quantity: 6,
      category: 'Dairy',
      expiryDate: addDays(today, 20),
    });
    const { recommendations } = await caller.recipes.personalized();
    expect(calls[0]!.input).toMatchObject({
      pantry: [
        { name: 'Spinach', category: 'Produce', quantity: '1 bag', expiryDate: addDays(today, 2) },
        { name: 'Eggs', category: 'Dairy', quantity: '6', expiryDate: addDays(today, 20) },
      ],
    });
    expect(recommendations.some((entry) => /Spinach and Eggs/.test(entry.reasonForRecommendation))).toBe(true);
  });
});

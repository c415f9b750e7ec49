import { describe, expect, it } from 'vitest';
import {
  isSpoilageRisk,
  movesForLayout,
  predictionsForItems,
  soonestToSpoil,
  storageFill,
  storageLocationTypeOf,
  ZCreateStorageItemRequest,
  ZCreateStorageLocationRequest,
  ZUpdateStorageItemRequest,
} from './index';
import { firstMessage } from './testing';
import { storageMessages } from './areaMessages';
import { pantryMessages, nutritionMessages } from './areaMessages';

const s = storageMessages;

describe('the Add Location form', () => {
  it('defaults to a pantry of capacity 0 (spec part 2 §9)', () => {
    expect(ZCreateStorageLocationRequest.parse({ name: ' Shelf ' })).toEqual({
      name: 'Shelf',
      type: 'pantry',
      capacity: 0,
    });
  });

  it('parses the capacity as an integer, as typed or as a number', () => {
    expect(ZCreateStorageLocationRequest.parse({ name: 'Fridge', type: 'refrigerator', capacity: '12' }).capacity).toBe(
      12,
    );
    expect(ZCreateStorageLocationRequest.parse({ name: 'Fridge', capacity: '7.9' }).capacity).toBe(7);
    expect(ZCreateStorageLocationRequest.parse({ name: 'Fridge', capacity: 3.5 }).capacity).toBe(3);
    expect(ZCreateStorageLocationRequest.parse({ name: 'Fridge', capacity: '' }).capacity).toBe(0);
  });

  it.each([
    [{ name: '' }, pantryMessages.nameRequired],
    [{}, pantryMessages.nameRequired],
    [{ name: 'x'.repeat(201) }, pantryMessages.nameMax],
    [{ name: 'Box', type: 'garage' }, s.typeInvalid],
    [{ name: 'Box', capacity: -1 }, s.capacityInvalid],
    [{ name: 'Box', capacity: 'lots' }, s.capacityInvalid],
    [{ name: 'Box', capacity: 100_001 }, s.capacityInvalid],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(ZCreateStorageLocationRequest.safeParse(input))).toBe(message);
  });
});

describe('the Add Item form', () => {
  it('takes the location from the select as text, and quantity 0 by default', () => {
    expect(ZCreateStorageItemRequest.parse({ name: 'Milk', locationId: '4' })).toEqual({
      name: 'Milk',
      locationId: 4,
      quantity: 0,
    });
    expect(
      ZCreateStorageItemRequest.parse({ name: 'Milk', locationId: 4, quantity: '2', addedAt: '2026-03-01' }),
    ).toMatchObject({
      quantity: 2,
      addedAt: '2026-03-01',
    });
  });

  it.each([
    [{ name: 'Milk', locationId: '' }, s.locationRequired],
    [{ name: 'Milk' }, s.locationRequired],
    [{ name: 'Milk', locationId: 'abc' }, s.locationRequired],
    [{ name: 'Milk', locationId: 0 }, s.locationRequired],
    [{ name: ' ', locationId: 1 }, pantryMessages.nameRequired],
    [{ name: 'Milk', locationId: 1, quantity: '-2' }, s.quantityInvalid],
    [{ name: 'Milk', locationId: 1, addedAt: '2026-02-30' }, nutritionMessages.dateInvalid],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(ZCreateStorageItemRequest.safeParse(input))).toBe(message);
  });

  it('an edit changes only what it sends', () => {
    expect(ZUpdateStorageItemRequest.parse({ id: '3', quantity: '5' })).toEqual({ id: 3, quantity: 5 });
  });
});

describe('storage helpers', () => {
  it('how full a location is: a bar only with a capacity, capped at 100 %', () => {
    expect(storageFill({ capacity: 0, currentItems: 4 })).toEqual({ percent: null, over: false });
    expect(storageFill({ capacity: 8, currentItems: 2 })).toEqual({ percent: 25, over: false });
    expect(storageFill({ capacity: 2, currentItems: 3 })).toEqual({ percent: 100, over: true });
  });

  it('under 7 days is a spoilage risk, soonest first', () => {
    expect([0, 6, 7, 30].map(isSpoilageRisk)).toEqual([true, true, false, false]);
    const sorted = soonestToSpoil([
      { itemId: 1, daysUntilSpoilage: 9 },
      { itemId: 2, daysUntilSpoilage: 0 },
      { itemId: 3, daysUntilSpoilage: 4 },
    ]);
    expect(sorted.map((prediction) => prediction.itemId)).toEqual([2, 3, 1]);
  });

  it('an unknown stored type reads as pantry', () => {
    expect(storageLocationTypeOf('freezer')).toBe('freezer');
    expect(storageLocationTypeOf('garage')).toBe('pantry');
  });

  it("keeps a model's answers to the user's own items and real moves", () => {
    const items = [
      { id: 1, locationId: 10 },
      { id: 2, locationId: 11 },
    ];
    const predictions = [
      { itemId: 1, daysUntilSpoilage: 2, recommendation: 'a' },
      { itemId: 99, daysUntilSpoilage: 2, recommendation: 'invented' },
      { itemId: 1, daysUntilSpoilage: 5, recommendation: 'again' },
    ];
    expect(predictionsForItems(predictions, items).map((prediction) => prediction.recommendation)).toEqual(['a']);
    const moves = [
      { itemId: 1, newLocationId: 11, reason: 'colder' },
      { itemId: 2, newLocationId: 11, reason: 'already there' },
      { itemId: 2, newLocationId: 77, reason: 'not a location' },
      { itemId: 5, newLocationId: 10, reason: 'not an item' },
    ];
    expect(movesForLayout(moves, items, [{ id: 10 }, { id: 11 }]).map((move) => move.reason)).toEqual(['colder']);
  });
});

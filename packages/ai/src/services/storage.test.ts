import { ZLayoutMoves, ZSmartShoppingList, ZSpoilagePredictions } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import type { StorageInput } from '../types';
import { layoutOptimizationService, smartShoppingListService, spoilagePredictionService } from './storage';

const kitchen: StorageInput = {
  today: '2025-03-10',
  locations: [
    { id: 1, name: 'Main fridge', type: 'refrigerator', capacity: 20 },
    { id: 2, name: 'Chest freezer', type: 'freezer', capacity: 0 },
    { id: 3, name: 'Dry pantry', type: 'pantry', capacity: 0 },
    { id: 4, name: 'Worktop', type: 'counter', capacity: 0 },
  ],
  items: [
    { id: 10, name: 'Milk', locationId: 1, quantity: 2, addedAt: '2025-03-05' },
    { id: 11, name: 'Chicken breast', locationId: 3, quantity: 1, addedAt: '2025-03-10' },
    { id: 12, name: 'Basmati rice', locationId: 3, quantity: 3, addedAt: '2024-12-01T09:00:00.000Z' },
    { id: 13, name: 'Potatoes', locationId: 4, quantity: 5, addedAt: '2025-03-08' },
    { id: 14, name: 'Mystery jar', locationId: 3, quantity: 4, addedAt: '2025-03-09' },
    { id: 15, name: 'Cheddar', locationId: 1, quantity: 1 },
  ],
};

const predictions = () => ZSpoilagePredictions.parse(spoilagePredictionService.offline(kitchen)).predictions;
const prediction = (itemId: number) => predictions().find((entry) => entry.itemId === itemId);

describe('spoilagePredictionService offline', () => {
  it('counts shelf life at the location minus the days since it was added', () => {
    expect(prediction(10)?.daysUntilSpoilage).toBe(2);
    expect(prediction(10)?.recommendation).toMatch(/Use within 2 days/);
    expect(prediction(10)?.recommendation).toMatch(/freezer to keep it ~3 months/);
    expect(prediction(12)?.daysUntilSpoilage).toBe(730 - 99);
    expect(prediction(15)?.daysUntilSpoilage).toBe(30);
  });

  it('flags raw chicken left in the pantry', () => {
    expect(prediction(11)?.daysUntilSpoilage).toBe(0);
    expect(prediction(11)?.recommendation).toMatch(
      /^Not safe in "Dry pantry" \(pantry\) beyond about 2 hours.*refrigerator/,
    );
  });

  it('says when it has no data for an item', () => {
    expect(prediction(14)?.recommendation).toMatch(/No built-in shelf-life data for "Mystery jar"/);
  });
});

describe('smartShoppingListService offline', () => {
  const suggestions = () => ZSmartShoppingList.parse(smartShoppingListService.offline(kitchen)).suggestions;

  it('restocks what is low, citing quantity and place', () => {
    const chicken = suggestions().find((entry) => entry.name === 'Chicken breast');
    expect(chicken?.reason).toBe('Chicken breast: only 1 left in "Dry pantry" (pantry).');
  });

  it('suggests what spoils within 2 days', () => {
    expect(suggestions().find((entry) => entry.name === 'Milk')?.reason).toMatch(
      /^Milk: ~2 days left of its ~7 days in "Main fridge" \(refrigerator\), added 5 days ago/,
    );
  });

  it('adds missing staples for the kinds of locations the kitchen has, not those it holds', () => {
    const names = suggestions().map((entry) => entry.name);
    expect(names).toContain('Eggs');
    expect(names).toContain('Frozen peas');
    expect(names).not.toContain('Rice');
    expect(suggestions().find((entry) => entry.name === 'Eggs')?.reason).toMatch(/refrigerator staple.*"Main fridge"/);
  });
});

describe('layoutOptimizationService offline', () => {
  const moves = (input: StorageInput) => ZLayoutMoves.parse(layoutOptimizationService.offline(input)).moves;

  it('moves food to the place it keeps best, naming both places and the gain', () => {
    const found = moves(kitchen);
    expect(found.map((move) => [move.itemId, move.newLocationId])).toEqual([
      [11, 1],
      [13, 3],
    ]);
    expect(found[0]?.reason).toMatch(/"Dry pantry" \(pantry\).*refrigerator.*"Main fridge".*gain 2 days/);
    expect(found[1]?.reason).toMatch(/gain 46 days/);
  });

  it('prefers a location of the right type with spare capacity', () => {
    const crowded: StorageInput = {
      ...kitchen,
      locations: [
        ...kitchen.locations.slice(1),
        { id: 5, name: 'Full fridge', type: 'fridge', capacity: 1 },
        { id: 6, name: 'Drinks fridge', type: 'refrigerator', capacity: 5 },
      ],
      items: [
        { id: 20, name: 'Butter', locationId: 5, quantity: 1 },
        { id: 21, name: 'Yogurt', locationId: 4, quantity: 2 },
      ],
    };
    expect(moves(crowded)).toEqual([expect.objectContaining({ itemId: 21, newLocationId: 6 })]);
  });

  it('never takes food out of the cold and leaves unknown items alone', () => {
    const input: StorageInput = {
      ...kitchen,
      items: [
        { id: 30, name: 'Onions', locationId: 1, quantity: 3 },
        { id: 31, name: 'Mystery jar', locationId: 4, quantity: 1 },
      ],
    };
    expect(moves(input)).toEqual([]);
  });
});

describe('storage services on edge inputs', () => {
  const services = [smartShoppingListService, spoilagePredictionService, layoutOptimizationService] as const;
  const odd: StorageInput = {
    today: 'not a date',
    locations: [{ id: 1, name: '', type: '', capacity: -5 }],
    items: Array.from({ length: 120 }, (_, index) => ({
      id: index,
      name: ['', '🙂', 'x'.repeat(3000), 'milk', 'raw chicken'][index % 5] ?? '',
      locationId: index % 3,
      quantity: (index % 4) - 1,
      addedAt: index % 2 ? 'yesterday' : null,
    })),
  };
  it('answers within the schemas for empty and odd kitchens', () => {
    for (const input of [{ today: '2025-01-01', locations: [], items: [] }, odd]) {
      for (const service of services) expect(() => service.schema.parse(service.offline(input))).not.toThrow();
    }
    expect(smartShoppingListService.offline({ today: '2025-01-01', locations: [], items: [] })).toEqual({
      suggestions: [],
    });
  });
});

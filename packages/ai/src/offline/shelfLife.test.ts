import { describe, expect, it } from 'vitest';
import commonTable from '../../../../data/foods-common.json' with { type: 'json' };
import ifctTable from '../../../../data/ifct-foods.json' with { type: 'json' };
import shelfLifeTable from '../../../../data/shelf-life.json' with { type: 'json' };
import { daysIn, storagePlace, storageProfile } from './shelfLife';

describe('storageProfile', () => {
  it('keeps milk less than a fortnight in the fridge and not at all in the pantry', () => {
    const milk = storageProfile('milk');
    expect(milk.best).toBe('refrigerator');
    expect(daysIn(milk, 'refrigerator')).toBe(7);
    expect(daysIn(milk, 'pantry')).toBe(0);
    expect(daysIn(milk, 'freezer')).toBeGreaterThan(30);
  });

  it('follows FoodKeeper for everyday foods', () => {
    expect(daysIn(storageProfile('raw chicken breast'), 'refrigerator')).toBe(2);
    expect(daysIn(storageProfile('eggs'), 'refrigerator')).toBe(35);
    expect(daysIn(storageProfile('basmati rice'), 'pantry')).toBeGreaterThanOrEqual(365);
    expect(daysIn(storageProfile('bananas'), 'counter')).toBe(5);
    expect(daysIn(storageProfile('baby spinach'), 'refrigerator')).toBe(5);
    expect(daysIn(storageProfile('cheddar'), 'refrigerator')).toBe(30);
    const bread = storageProfile('sourdough bread');
    expect([bread.best, daysIn(bread, 'counter'), daysIn(bread, 'freezer')]).toEqual(['counter', 5, 90]);
  });

  it('keeps frozen and canned goods as such', () => {
    const peas = storageProfile('frozen peas');
    expect([peas.best, peas.pantryCategory]).toEqual(['freezer', 'Frozen']);
    expect(daysIn(peas, 'freezer')).toBeGreaterThan(180);
    expect(storageProfile('canned sweetcorn').best).toBe('pantry');
  });

  it('bands carbon footprint by food group', () => {
    expect(storageProfile('beef mince').carbonFootprint).toBe('high');
    expect(storageProfile('cheddar cheese').carbonFootprint).toBe('high');
    expect(storageProfile('chicken thighs').carbonFootprint).toBe('medium');
    expect(storageProfile('rice').carbonFootprint).toBe('medium');
    expect(storageProfile('red lentils').carbonFootprint).toBe('low');
    expect(storageProfile('apples').carbonFootprint).toBe('low');
  });

  it('says when it does not know a food', () => {
    const unknown = storageProfile('unobtainium');
    expect(unknown.food).toBeNull();
    expect(unknown.category).toBe('other');
    expect(daysIn(unknown, unknown.best)).toBe(7);
  });

  it('reads location types', () => {
    expect(
      ['Fridge', 'refrigerator', 'Chest freezer', 'Larder', 'cupboard', 'Countertop', '', 'garage'].map(storagePlace),
    ).toEqual(['refrigerator', 'refrigerator', 'freezer', 'pantry', 'cabinet', 'counter', 'pantry', 'pantry']);
  });

  it('has shelf-life data for every food of both tables', () => {
    const categories = shelfLifeTable.categories as Record<string, unknown>;
    const groups = shelfLifeTable.ifctGroups as Record<string, string>;
    for (const food of commonTable.foods) expect(categories[food.storage], food.name).toBeDefined();
    for (const food of ifctTable.foods) expect(categories[groups[food.group] ?? ''], food.name).toBeDefined();
  });
});

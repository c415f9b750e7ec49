import { describe, expect, it } from 'vitest';
import {
  alreadyInShoppingList,
  appendMaintenanceNotes,
  equipmentCategoryOf,
  equipmentConditionOf,
  isInShoppingList,
  isMaintenanceDue,
  MAX_MAINTENANCE_NOTES,
  nextMaintenanceDate,
  shoppingListItem,
  ZAddToShoppingListRequest,
  ZCreateEquipmentRequest,
  ZMaintenanceTipsRequest,
  ZRecipeMatchesRequest,
  ZRecordMaintenanceRequest,
  ZUpdateEquipmentRequest,
} from './index';
import { firstMessage } from './testing';

const required = 'Please fill in all required fields';

describe('the equipment form', () => {
  it('fills the defaults: Appliances, good, and no dates yet (the server adds today)', () => {
    expect(ZCreateEquipmentRequest.parse({ name: ' Stand mixer ' })).toEqual({
      name: 'Stand mixer',
      category: 'Appliances',
      condition: 'good',
    });
  });

  it.each([
    [{}, required],
    [{ name: '   ' }, required],
    [{ name: 'Pan', category: '' }, required],
    [{ name: 'Pan', condition: '' }, required],
    [{ name: 'Pan', category: null }, required],
    [{ name: 'Pan', category: 'Gadgets' }, 'Category must be Appliances, Cookware, Cutlery, Utensils, Bakeware or Storage'],
    [{ name: 'Pan', condition: 'broken' }, 'Condition must be excellent, good, fair, needs-maintenance or replace'],
    [{ name: 'Pan', purchaseDate: '2026-02-30' }, 'Dates must be written YYYY-MM-DD'],
    [{ name: 'Pan', maintenanceInterval: 0 }, 'Maintenance interval must be a whole number of days from 1 to 3650'],
    [{ name: 'Pan', maintenanceInterval: '2.5' }, 'Maintenance interval must be a whole number of days from 1 to 3650'],
    [{ name: 'Pan', purchasePrice: -1 }, 'Price must be a number from 0 to 1000000'],
    [{ name: 'x'.repeat(201) }, 'Name cannot exceed 200 characters'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(ZCreateEquipmentRequest.safeParse(input))).toBe(message);
  });

  it('reads the choices without regard to case, dates from ISO strings, and numbers from form text', () => {
    expect(
      ZCreateEquipmentRequest.parse({
        name: 'Knife',
        category: 'cutlery',
        condition: 'Needs maintenance',
        purchaseDate: '2025-03-04T10:00:00.000Z',
        lastMaintenanceDate: '',
        maintenanceInterval: '90',
        purchasePrice: '49.999',
      }),
    ).toMatchObject({
      category: 'Cutlery',
      condition: 'needs-maintenance',
      purchaseDate: '2025-03-04',
      lastMaintenanceDate: null,
      maintenanceInterval: 90,
      purchasePrice: 50,
    });
  });

  it('a PATCH keeps what it does not send, and still refuses a blank required field', () => {
    expect(ZUpdateEquipmentRequest.parse({ id: '3', condition: 'fair' })).toEqual({ id: 3, condition: 'fair' });
    expect(firstMessage(ZUpdateEquipmentRequest.safeParse({ id: 3, name: '' }))).toBe(required);
  });
});

describe('maintenance', () => {
  it('appends dated notes and keeps the newest text when they grow long', () => {
    expect(appendMaintenanceNotes(null, '2026-01-02', ' Descaled ')).toBe('2026-01-02: Descaled');
    expect(appendMaintenanceNotes('2026-01-02: Descaled', '2026-03-01', 'New gasket')).toBe(
      '2026-01-02: Descaled\n2026-03-01: New gasket',
    );
    expect(appendMaintenanceNotes('kept', '2026-03-01', '  ')).toBe('kept');
    const long = appendMaintenanceNotes('x'.repeat(MAX_MAINTENANCE_NOTES), '2026-03-01', 'latest');
    expect(long).toHaveLength(MAX_MAINTENANCE_NOTES);
    expect(long?.endsWith('2026-03-01: latest')).toBe(true);
  });

  it('schedules the next maintenance from the last one, or from the purchase', () => {
    const piece = { purchaseDate: '2026-01-01', lastMaintenanceDate: null, maintenanceInterval: 30 };
    expect(nextMaintenanceDate(piece)).toBe('2026-01-31');
    expect(nextMaintenanceDate({ ...piece, lastMaintenanceDate: '2026-02-10' })).toBe('2026-03-12');
    expect(nextMaintenanceDate({ ...piece, maintenanceInterval: null })).toBeNull();
    expect(isMaintenanceDue(piece, '2026-01-30')).toBe(false);
    expect(isMaintenanceDue(piece, '2026-01-31')).toBe(true);
  });

  it('a maintenance record takes a date and short notes', () => {
    expect(ZRecordMaintenanceRequest.parse({ id: 1, date: '2026-05-01', notes: 'Oiled' })).toEqual({
      id: 1,
      date: '2026-05-01',
      notes: 'Oiled',
    });
    expect(firstMessage(ZRecordMaintenanceRequest.safeParse({ id: 1, notes: 'x'.repeat(2001) }))).toBe(
      'Notes cannot exceed 2000 characters',
    );
  });

  it('the tips request needs a named piece and passes its category and condition as written', () => {
    expect(ZMaintenanceTipsRequest.parse({ equipment: { name: 'Wok', category: 'Woks', condition: 'seasoned' } })).toEqual({
      equipment: { name: 'Wok', category: 'Woks', condition: 'seasoned' },
    });
    expect(firstMessage(ZMaintenanceTipsRequest.safeParse({ equipment: { name: '' } }))).toBe(required);
    expect(firstMessage(ZMaintenanceTipsRequest.safeParse({}))).toBe(required);
  });
});

describe('the shopping list', () => {
  it('says which item is already there', () => {
    expect(alreadyInShoppingList('Dutch oven')).toBe('Dutch oven is already in your shopping list');
  });

  it('finds a duplicate without regard to case or spaces', () => {
    const items = [{ name: 'Dutch Oven' }];
    expect(isInShoppingList(items, ' dutch oven ')).toBe(true);
    expect(isInShoppingList(items, 'Dutch ovens')).toBe(false);
  });

  it('makes a Kitchen Equipment item, quantity 1, priority medium', () => {
    expect(shoppingListItem({ name: ' Wok ', estimatedPrice: 40, description: 'For stir-fries' }, 'a1')).toEqual({
      id: 'a1',
      name: 'Wok',
      completed: false,
      quantity: '1',
      category: 'Kitchen Equipment',
      priority: 'medium',
      estimatedPrice: 40,
      description: 'For stir-fries',
    });
    expect(ZAddToShoppingListRequest.parse({ name: 'Wok', estimatedPrice: '39.5' })).toEqual({ name: 'Wok', estimatedPrice: 39.5 });
    expect(firstMessage(ZAddToShoppingListRequest.safeParse({ name: ' ' }))).toBe('Item name is required');
  });

  it('recipe matches take a preference list or a comma string, and ignore the sent equipment', () => {
    expect(ZRecipeMatchesRequest.parse(undefined)).toEqual({});
    expect(ZRecipeMatchesRequest.parse({ equipment: [{ name: 'x' }], userPreferences: 'Italian, , Vegan' })).toMatchObject({
      userPreferences: ['Italian', 'Vegan'],
    });
  });

  it('reads stored values back as choices, falling back to the defaults', () => {
    expect(equipmentCategoryOf('Bakeware')).toBe('Bakeware');
    expect(equipmentCategoryOf('??')).toBe('Appliances');
    expect(equipmentConditionOf('replace')).toBe('replace');
    expect(equipmentConditionOf('??')).toBe('good');
  });
});

import { ZPantryItemDetails } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { pantryItemService } from './pantryItem';

const details = (itemName: string, category?: string | null) =>
  ZPantryItemDetails.parse(pantryItemService.offline({ itemName, category }));

describe('pantryItemService offline', () => {
  it('knows milk keeps about a week in the fridge', () => {
    const milk = details('milk');
    expect(milk.expiryDays).toBeGreaterThan(0);
    expect(milk.expiryDays).toBeLessThan(30);
    expect(milk).toMatchObject({
      name: 'Milk',
      category: 'Dairy',
      quantity: '1 l',
      image_url: '',
      nutritionInfo: { calories: 61, protein: 3.2, carbs: 4.8, fat: 3.3 },
      sustainabilityInfo: { packaging: 'recyclable', carbonFootprint: 'medium' },
    });
  });

  it('gives rice a long shelf life in the pantry', () => {
    const rice = details('  basmati   rice ');
    expect(rice.name).toBe('Basmati rice');
    expect(rice.category).toBe('Grains');
    expect(rice.expiryDays).toBeGreaterThanOrEqual(365);
    expect(rice.nutritionInfo.calories).toBeGreaterThan(300);
  });

  it('keeps the category the user gave', () => {
    expect(details('eggs', 'Breakfast').category).toBe('Breakfast');
    expect(details('eggs', '   ').category).toBe('Dairy');
  });

  it('scores beef high and lentils low on carbon', () => {
    expect(details('ground beef').sustainabilityInfo.carbonFootprint).toBe('high');
    expect(details('red lentils').sustainabilityInfo.carbonFootprint).toBe('low');
    expect(details('frozen peas')).toMatchObject({ category: 'Frozen', expiryDays: 240 });
  });

  it('is plain about an unknown item', () => {
    expect(details('unobtainium')).toMatchObject({
      category: 'Other',
      expiryDays: 7,
      nutritionInfo: { calories: 0, protein: 0, carbs: 0, fat: 0 },
    });
    expect(details('unobtainium', 'Gadgets').category).toBe('Gadgets');
  });

  it('answers within its schema for odd names', () => {
    for (const name of ['', '   ', '🙂', 'x'.repeat(5000), '1 kg', '12345']) {
      expect(() => details(name, 'c'.repeat(500))).not.toThrow();
      expect(() => details(name, null)).not.toThrow();
    }
    expect(details('').name).toBe('Unnamed item');
  });
});

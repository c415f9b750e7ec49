import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysUntilExpiry,
  expiringSoon,
  isExpired,
  isExpiringSoon,
  matchesPantrySearch,
  pantryAnalytics,
  sortByExpiry,
  utcDay,
  ZCreatePantryItemRequest,
  ZUpdatePantryItemRequest,
} from './index';
import { firstMessage } from './testing';

const today = '2026-11-22';
const item = (
  name: string,
  expiryDate: string | null,
  extra: { category?: string; calories?: number; score?: number } = {},
) => ({
  name,
  expiryDate,
  category: extra.category ?? 'Produce',
  nutritionInfo: { calories: extra.calories ?? 0 },
  sustainabilityInfo: { score: extra.score ?? 0 },
});

describe('the expiring-soon window', () => {
  it.each([
    ['2026-11-21', -1, true, true],
    ['2026-11-22', 0, true, false],
    ['2026-11-29', 7, true, false],
    ['2026-11-30', 8, false, false],
    [null, null, false, false],
  ] as const)('expiry %s is %s days away: soon %s, expired %s', (expiryDate, days, soon, expired) => {
    expect(daysUntilExpiry(expiryDate, today)).toBe(days);
    expect(isExpiringSoon({ expiryDate }, today)).toBe(soon);
    expect(isExpired({ expiryDate }, today)).toBe(expired);
  });

  it('counts whole days across a month and a year end', () => {
    expect(daysUntilExpiry('2027-01-02', '2026-12-30')).toBe(3);
    expect(daysUntilExpiry('2026-03-01', '2026-02-28')).toBe(1);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('the Expiring Soon card lists past and near items soonest first, and nothing further out', () => {
    const items = [
      item('Milk', '2026-11-29'),
      item('Rice', '2027-06-01'),
      item('Yoghurt', '2026-11-20'),
      item('Salt', null),
      item('Spinach', '2026-11-23'),
    ];
    expect(expiringSoon(items, today).map((entry) => entry.name)).toEqual(['Yoghurt', 'Spinach', 'Milk']);
  });
});

describe('sorting and searching the pantry', () => {
  const items = [
    item('Salt', null),
    item('Rice', '2027-06-01'),
    item('Milk', '2026-11-29'),
    item('Flour', null),
    item('Eggs', '2026-12-05'),
  ];

  it('ascending and descending by expiry, items without a date last either way', () => {
    expect(sortByExpiry(items, 'asc').map((entry) => entry.name)).toEqual(['Milk', 'Eggs', 'Rice', 'Salt', 'Flour']);
    expect(sortByExpiry(items, 'desc').map((entry) => entry.name)).toEqual(['Rice', 'Eggs', 'Milk', 'Salt', 'Flour']);
    expect(items[0]!.name).toBe('Salt');
  });

  it('finds items by a case-insensitive part of the name', () => {
    expect(matchesPantrySearch({ name: 'Baby Spinach' }, ' spin')).toBe(true);
    expect(matchesPantrySearch({ name: 'Baby Spinach' }, 'kale')).toBe(false);
    expect(matchesPantrySearch({ name: 'Baby Spinach' }, '')).toBe(true);
  });
});

describe('pantry analytics', () => {
  it('totals, the average score, the week count, categories by size and a zero-filled 30-day timeline', () => {
    const items = [
      item('Milk', '2026-11-24', { category: 'Dairy', calories: 640, score: 30 }),
      item('Yoghurt', '2026-11-24', { category: 'Dairy', calories: 120, score: 35 }),
      item('Cheese', '2026-12-20', { category: 'Dairy', calories: 400, score: 20 }),
      item('Spinach', '2026-11-20', { category: 'Produce', calories: 23, score: 35 }),
      item('Apples', '2026-12-21', { category: 'Produce', calories: 52, score: 35 }),
      item('Rice', '2027-06-01', { category: 'Grains', calories: 360, score: 30 }),
      item('Salt', null, { category: 'Spices', calories: 0, score: 25 }),
    ];
    const analytics = pantryAnalytics(items, today);
    expect(analytics).toMatchObject({
      totalItems: 7,
      // 210 / 7
      averageSustainabilityScore: 30,
      // Milk, Yoghurt and the already expired Spinach
      expiringWithinWeek: 3,
      totalCalories: 1595,
      categoryDistribution: [
        { category: 'Dairy', count: 3 },
        { category: 'Produce', count: 2 },
        { category: 'Grains', count: 1 },
        { category: 'Spices', count: 1 },
      ],
    });
    const timeline = analytics.expiryTimeline;
    expect(timeline).toHaveLength(30);
    expect(timeline[0]).toEqual({ date: today, count: 0 });
    expect(timeline[2]).toEqual({ date: '2026-11-24', count: 2 });
    expect(timeline[28]).toEqual({ date: '2026-12-20', count: 1 });
    expect(timeline[29]).toEqual({ date: '2026-12-21', count: 1 });
    // Spinach is past and Rice beyond the window: neither is on it.
    expect(timeline.reduce((sum, entry) => sum + entry.count, 0)).toBe(4);
  });

  it('an empty pantry answers zeros, not NaN', () => {
    const analytics = pantryAnalytics([], today);
    expect(analytics).toMatchObject({
      totalItems: 0,
      averageSustainabilityScore: 0,
      expiringWithinWeek: 0,
      totalCalories: 0,
      categoryDistribution: [],
    });
    expect(analytics.expiryTimeline.every((entry) => entry.count === 0)).toBe(true);
  });

  it('rounds the average score', () => {
    const items = [item('A', null, { score: 35 }), item('B', null, { score: 30 }), item('C', null, { score: 30 })];
    expect(pantryAnalytics(items, today).averageSustainabilityScore).toBe(32);
  });
});

describe('pantry item form rules', () => {
  const spinach = { name: 'Spinach', quantity: '200 g', category: 'Produce' };

  it.each([
    [{ ...spinach, name: '  ' }, 'Name is required'],
    [{ ...spinach, name: undefined }, 'Name is required'],
    [{ ...spinach, quantity: '' }, 'Quantity is required'],
    [{ ...spinach, quantity: null }, 'Quantity is required'],
    [{ ...spinach, category: '' }, 'Category is required'],
    [{ ...spinach, expiryDate: '2020-01-01' }, 'Expiry date cannot be earlier than today'],
    [{ ...spinach, expiryDate: 'next week' }, 'Expiry date must be a date (YYYY-MM-DD)'],
    [{ ...spinach, expiryDate: '2026-02-30' }, 'Expiry date must be a date (YYYY-MM-DD)'],
    [{ ...spinach, image_url: 'not a url' }, 'Image URL must be a valid URL'],
    [{ ...spinach, sustainabilityInfo: { score: 101 } }, 'Sustainability score must be between 0 and 100'],
    [
      { ...spinach, sustainabilityInfo: { packaging: 'plastic' } },
      'Packaging must be recyclable, biodegradable, reusable or non-recyclable',
    ],
    [{ ...spinach, sustainabilityInfo: { carbonFootprint: 'huge' } }, 'Carbon footprint must be low, medium or high'],
    [{ ...spinach, nutritionInfo: { calories: -1 } }, 'Nutrition values must be whole numbers from 0 to 100000'],
    [{ ...spinach, name: 'x'.repeat(201) }, 'Name cannot exceed 200 characters'],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(ZCreatePantryItemRequest.safeParse(input))).toBe(message);
  });

  it('keeps a numeric quantity as text, parses nutrition as integers, and reads "Select..." as none', () => {
    const parsed = ZCreatePantryItemRequest.parse({
      ...spinach,
      quantity: 2,
      userId: 99,
      expiryDate: utcDay(),
      image_url: '',
      location: ' ',
      nutritionInfo: { calories: '23.9', protein: 'abc' },
      sustainabilityInfo: { packaging: '', carbonFootprint: 'low' },
    });
    expect(parsed).toMatchObject({
      quantity: '2',
      expiryDate: utcDay(),
      image_url: null,
      location: null,
      nutritionInfo: { calories: 23, protein: 0, carbs: 0, fat: 0 },
      sustainabilityInfo: { packaging: null, carbonFootprint: 'low' },
    });
    expect(parsed).not.toHaveProperty('userId');
  });

  it('an update takes the date part of an ISO string, accepts a past date, and keeps absent fields absent', () => {
    expect(ZUpdatePantryItemRequest.parse({ id: '3', expiryDate: '2026-12-01T00:00:00.000Z' })).toEqual({
      id: 3,
      expiryDate: '2026-12-01',
    });
    expect(ZUpdatePantryItemRequest.parse({ id: 3, expiryDate: '2020-01-01' }).expiryDate).toBe('2020-01-01');
    expect(ZUpdatePantryItemRequest.parse({ id: 3, expiryDate: null, image_url: null })).toEqual({
      id: 3,
      expiryDate: null,
      image_url: null,
    });
    expect(firstMessage(ZUpdatePantryItemRequest.safeParse({ id: 3, name: '' }))).toBe('Name is required');
    expect(firstMessage(ZUpdatePantryItemRequest.safeParse({ id: 3, expiryDate: '2026-12-01T25:00:00Z' }))).toBe(
      'Expiry date must be a date (YYYY-MM-DD)',
    );
  });
});

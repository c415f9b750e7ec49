import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  displayName,
  newGroceryItem,
  readPreferences,
  sortGroceryLists,
  ZChangePasswordForm,
  ZCreateGroceryListRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateGroceryListRequest,
} from './index';
import { firstMessage } from './testing';

describe('registration rules', () => {
  it.each([
    [{ username: 'ab', password: 'secret' }, 'Username must be at least 3 characters long'],
    [{ username: 'a'.repeat(31), password: 'secret' }, 'Username cannot exceed 30 characters'],
    [{ username: 'alice', password: '12345' }, 'Password must be at least 6 characters long'],
    [{ username: 'alice', password: 'x'.repeat(101) }, 'Password cannot exceed 100 characters'],
  ])('rejects %j with the spec message', (input, message) => {
    expect(firstMessage(ZRegisterRequest.safeParse(input))).toBe(message);
  });

  it('accepts the boundaries 3/30 and 6/100', () => {
    expect(ZRegisterRequest.safeParse({ username: 'abc', password: '123456' }).success).toBe(true);
    expect(ZRegisterRequest.safeParse({ username: 'a'.repeat(30), password: 'x'.repeat(100) }).success).toBe(true);
  });

  it('turns empty optional fields into null', () => {
    const parsed = ZRegisterRequest.parse({ username: 'alice', password: 'secret', email: '', name: '  ' });
    expect(parsed.email).toBeNull();
    expect(parsed.name).toBeNull();
  });
});

describe('password reset and change rules', () => {
  it('requires username and secret key', () => {
    expect(firstMessage(ZResetPasswordRequest.safeParse({ username: '', secretKey: 'k', newPassword: 'secret' }))).toBe(
      'Username is required',
    );
    expect(firstMessage(ZResetPasswordRequest.safeParse({ username: 'al', secretKey: ' ', newPassword: 'secret' }))).toBe(
      'Secret key is required',
    );
  });

  it('checks the confirmation and that the new password differs', () => {
    expect(
      firstMessage(ZChangePasswordForm.safeParse({ currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'other' })),
    ).toBe('Passwords do not match');
    expect(
      firstMessage(ZChangePasswordForm.safeParse({ currentPassword: 'same-pass', newPassword: 'same-pass', confirmPassword: 'same-pass' })),
    ).toBe('New password must be different from current password');
    expect(firstMessage(ZChangePasswordForm.safeParse({ currentPassword: '', newPassword: 'x', confirmPassword: '' }))).toBe(
      'Current password is required',
    );
  });
});

describe('grocery lists', () => {
  it('requires a title on create', () => {
    expect(firstMessage(ZCreateGroceryListRequest.safeParse({ title: '   ' }))).toBe('Title is required');
  });

  it('falls back to Shopping List when an update has an empty title', () => {
    expect(ZUpdateGroceryListRequest.parse({ id: 3, title: '', items: [] }).title).toBe('Shopping List');
  });

  it('trims item names and keeps quantity as text', () => {
    const parsed = ZCreateGroceryListRequest.parse({ title: 'Week', items: [{ id: 'a', name: '  milk ', quantity: 2 }] });
    expect(parsed.items[0]).toMatchObject({ name: 'milk', quantity: '2', completed: false });
  });

  it('does not add an item whose name is empty after trimming, and keeps quantity at least 1', () => {
    expect(newGroceryItem('   ', 2, 'x')).toBeNull();
    expect(newGroceryItem(' eggs ', 0, 'x')).toEqual({ id: 'x', name: 'eggs', completed: false, quantity: '1' });
    expect(newGroceryItem('eggs', '3', 'x')?.quantity).toBe('3');
  });

  it('lists with kitchen equipment come first, then the newest', () => {
    const lists = [
      { id: 1, createdAt: '2026-01-01T00:00:00.000Z', items: [] },
      { id: 2, createdAt: '2026-03-01T00:00:00.000Z', items: [] },
      { id: 3, createdAt: '2025-12-01T00:00:00.000Z', items: [{ id: 'k', name: 'Pan', completed: false, quantity: '1', category: 'Kitchen Equipment' }] },
    ];
    expect(sortGroceryLists(lists).map((list) => list.id)).toEqual([3, 2, 1]);
  });
});

describe('preferences and names', () => {
  it('defaults to system theme, sky blue accent and metric units', () => {
    expect(defaultPreferences).toMatchObject({ theme: 'system', accentColor: '#0ea5e9', notifications: true, units: 'metric', dietaryPreferences: [] });
  });

  it('keeps valid stored values and drops broken ones', () => {
    expect(readPreferences({ theme: 'dark', accentColor: 'not a colour', units: 'imperial' })).toMatchObject({
      theme: 'dark',
      accentColor: '#0ea5e9',
      units: 'imperial',
    });
    expect(readPreferences('garbage')).toEqual(defaultPreferences);
  });

  it('welcomes by name, then username', () => {
    expect(displayName({ name: 'Ada', username: 'ada1' })).toBe('Ada');
    expect(displayName({ name: null, username: 'ada1' })).toBe('ada1');
    expect(displayName(null)).toBeNull();
  });
});

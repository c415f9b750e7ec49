import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@sous/db';
import { createContextInner } from '../context';
import { createCaller } from '../root';
import { anonymousCaller, freshDb, signedInCaller, uniqueName } from '../testing/harness';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const callerFor = async (token: string | null) => createCaller(await createContextInner({ db, token }));

describe('auth router', () => {
  it('registers a user, shows the secret key once and signs them in', async () => {
    const username = uniqueName();
    const result = await (await anonymousCaller(db)).auth.register({ username, password: 'secret1', name: 'Ada' });
    expect(result.user).toMatchObject({ username, name: 'Ada' });
    expect(result.secretKey).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
    expect(result.token.length).toBeGreaterThan(30);
    expect(result.user).not.toHaveProperty('password_hash');
    expect(await (await callerFor(result.token)).auth.me()).toMatchObject({ username });
  });

  it('refuses a taken username, whatever its case', async () => {
    const { username } = await signedInCaller(db);
    await expect((await anonymousCaller(db)).auth.register({ username: username.toUpperCase(), password: 'secret1' })).rejects.toThrow(
      'Username already exists',
    );
  });

  it('logs in with the right password and says why it refuses otherwise', async () => {
    const { username, password } = await signedInCaller(db);
    const anonymous = await anonymousCaller(db);
    const login = await anonymous.auth.login({ username, password });
    expect(login).toMatchObject({ username });
    expect(typeof login.token).toBe('string');
    await expect(anonymous.auth.login({ username, password: 'wrong-password' })).rejects.toThrow('Incorrect password. Please try again.');
    await expect(anonymous.auth.login({ username: 'nobody-here', password: 'whatever' })).rejects.toThrow(
      'User does not exist. Please register an account.',
    );
  });

  it('logout revokes the session', async () => {
    const { token } = await signedInCaller(db);
    const caller = await callerFor(token);
    await caller.auth.logout();
    expect(await (await callerFor(token)).auth.me()).toBeNull();
  });

  it('protected procedures answer UNAUTHORIZED with the spec message', async () => {
    await expect((await anonymousCaller(db)).grocery.list()).rejects.toThrow('Authentication required. Please log in to continue.');
    await expect((await callerFor('x'.repeat(43))).grocery.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('changes the password, keeps this session and revokes the others', async () => {
    const { caller, username, password, token } = await signedInCaller(db);
    const other = await (await anonymousCaller(db)).auth.login({ username, password });
    await expect(caller.auth.changePassword({ currentPassword: 'not-it', newPassword: 'brand-new' })).rejects.toThrow(
      'Current password is incorrect',
    );
    await caller.auth.changePassword({ currentPassword: password, newPassword: 'brand-new' });
    expect(await (await callerFor(token)).auth.me()).not.toBeNull();
    expect(await (await callerFor(other.token)).auth.me()).toBeNull();
    await expect((await anonymousCaller(db)).auth.login({ username, password: 'brand-new' })).resolves.toMatchObject({ username });
  });

  it('resets a forgotten password with the secret key, in any case or grouping', async () => {
    const { username, secretKey, token } = await signedInCaller(db);
    const anonymous = await anonymousCaller(db);
    await expect(anonymous.auth.resetPassword({ username, secretKey: 'AAAA-BBBB', newPassword: 'another1' })).rejects.toThrow(
      'Invalid secret key',
    );
    const result = await anonymous.auth.resetPassword({
      username,
      secretKey: secretKey.toLowerCase().replace(/-/g, ' '),
      newPassword: 'another1',
    });
    expect(result.message).toBe('Password has been reset successfully. You can now login with your new password.');
    expect(await (await callerFor(token)).auth.me()).toBeNull();
    await expect(anonymous.auth.login({ username, password: 'another1' })).resolves.toMatchObject({ username });
  });

  it('a session used before a password change is refused after it, and a profile change shows at once', async () => {
    const { caller, username, password, token } = await signedInCaller(db);
    const other = await (await anonymousCaller(db)).auth.login({ username, password });
    expect(await (await callerFor(other.token)).auth.me()).toMatchObject({ username });
    await caller.auth.updateProfile({ name: 'Renamed Cook' });
    expect(await (await callerFor(other.token)).auth.me()).toMatchObject({ name: 'Renamed Cook' });
    await caller.auth.changePassword({ currentPassword: password, newPassword: 'brand-new' });
    expect(await (await callerFor(other.token)).auth.me()).toBeNull();
    expect(await (await callerFor(token)).auth.me()).toMatchObject({ name: 'Renamed Cook' });
  });

  it('an expired session is refused and removed', async () => {
    const { token, user } = await signedInCaller(db);
    expect(await (await callerFor(token)).auth.me()).not.toBeNull();
    await db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', user.id).execute();
    // Another write to the user clears what this process remembers, as every real change does.
    await (await callerFor(token)).auth.updateProfile({ name: 'x' }).catch(() => undefined);
    expect(await (await callerFor(token)).auth.me()).toBeNull();
    expect(await db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('updates the profile and merges preferences', async () => {
    const { caller } = await signedInCaller(db);
    const updated = await caller.auth.updateProfile({ name: 'Chef', preferences: { theme: 'dark' } });
    expect(updated).toMatchObject({ name: 'Chef', preferences: { theme: 'dark', accentColor: '#0ea5e9' } });
    const again = await caller.auth.updateProfile({ preferences: { accentColor: '#ff0000' } });
    expect(again.preferences).toMatchObject({ theme: 'dark', accentColor: '#ff0000' });
    expect(again.name).toBe('Chef');
  });

  it('deletes the account and everything it owns after checking the password', async () => {
    const { caller, password, token, user } = await signedInCaller(db);
    await caller.grocery.create({ title: 'Week', items: [] });
    await expect(caller.auth.deleteAccount({ password: 'wrong-one' })).rejects.toThrow('Incorrect password. Please try again.');
    await caller.auth.deleteAccount({ password });
    expect(await (await callerFor(token)).auth.me()).toBeNull();
    expect(await db.selectFrom('grocery_lists').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('refuses logins after ten failures a minute for one username', async () => {
    const { username, password } = await signedInCaller(db);
    const anonymous = await anonymousCaller(db);
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(anonymous.auth.login({ username, password: 'wrong-password' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(anonymous.auth.login({ username, password })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, nextIp, register, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(async () => {
  await t.close();
});

const item = (name: string, extra: Record<string, unknown> = {}) => ({ id: name, name, quantity: '1', completed: false, ...extra });

describe('accounts over REST', () => {
  it('POST /api/register answers 201 with user, secret key, token and message, and sets the session cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: { username: 'rest_ada', password: 'secret1', email: 'ada@example.com' }, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ username: 'rest_ada', email: 'ada@example.com', preferences: { theme: 'system' } });
    expect(body.secretKey).toBeTruthy();
    expect(body.token).toBeTruthy();
    expect(body.message).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/hash/);
    const cookie = response.cookies.find((entry) => entry.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it.each([
    [{ username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters long'],
    [{ username: 'x'.repeat(31), password: 'secret1' }, 'Username cannot exceed 30 characters'],
    [{ username: 'valid_name', password: '123' }, 'Password must be at least 6 characters long'],
    [{ username: 'valid_name', password: 'p'.repeat(101) }, 'Password cannot exceed 100 characters'],
    [{ password: 'secret1' }, 'Username is required'],
  ])('POST /api/register refuses %j with 400 and the spec message', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'BAD_REQUEST' });
    expect(response.json().issues[0].message).toBe(message);
  });

  it('POST /api/register answers 409 for a taken username', async () => {
    const { username } = await register(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: { username, password: 'secret1' }, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Username already exists');
  });

  it('POST /api/login answers the user fields at top level with a token; 401 messages otherwise', async () => {
    const { username, password } = await register(t.app);
    const ok = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username, token: expect.any(String) });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'not-the-one' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Incorrect password. Please try again.');
    const missing = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'no_such_user', password: 'whatever' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('User does not exist. Please register an account.');
  });

  it('the session cookie alone authenticates, and logout revokes it and clears the cookie', async () => {
    const { username, password } = await register(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    const sid = login.cookies.find((entry) => entry.name === 'sid')!.value;
    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { sid } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username });
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { sid } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });
    expect(logout.cookies.find((entry) => entry.name === 'sid')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { sid } });
    expect(after.statusCode).toBe(401);
  });

  it.each(['/api/user', '/api/user/profile', '/api/grocery-lists'])('GET %s answers 401 with the spec message when signed out', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required. Please log in to continue.', code: 'UNAUTHORIZED' });
  });

  it('PATCH /api/account/profile and /api/user/profile update the user; GET /api/user/profile reads it', async () => {
    const { auth } = await register(t.app);
    const first = await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: auth, payload: { name: 'Ada', email: 'ada@example.org' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Ada', email: 'ada@example.org' });
    const second = await t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: auth, payload: { preferences: { theme: 'dark', language: 'fr' } } });
    expect(second.json()).toMatchObject({ name: 'Ada', preferences: { theme: 'dark', language: 'fr', units: 'metric' } });
    const read = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth });
    expect(read.json()).toMatchObject({ name: 'Ada', preferences: { theme: 'dark' } });
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: auth, payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
  });

  it('POST /api/account/change-password changes it signed in, and resets it signed out with the secret key', async () => {
    const { username, password, secretKey, auth } = await register(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/account/change-password', headers: auth, payload: { currentPassword: 'nope-nope', newPassword: 'changed1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Current password is incorrect', issues: [{ path: 'currentPassword' }] });
    const same = await t.app.inject({ method: 'POST', url: '/api/account/change-password', headers: auth, payload: { currentPassword: password, newPassword: password } });
    expect(same.json().message).toBe('New password must be different from current password');
    const changed = await t.app.inject({ method: 'POST', url: '/api/account/change-password', headers: auth, payload: { currentPassword: password, newPassword: 'changed1' } });
    expect(changed.statusCode).toBe(200);

    const badKey = await t.app.inject({ method: 'POST', url: '/api/account/change-password', payload: { username, secretKey: 'WRONG-KEY', newPassword: 'changed2' } });
    expect(badKey.statusCode).toBe(401);
    expect(badKey.json().message).toBe('Invalid secret key');
    const reset = await t.app.inject({ method: 'POST', url: '/api/account/change-password', payload: { username, secretKey, newPassword: 'changed2' } });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'changed2' } });
    expect(login.statusCode).toBe(200);
  });

  it('POST /api/account/forgot-password resets with username and secret key, with the spec messages', async () => {
    const { username, secretKey } = await register(t.app);
    const missing = await t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { username, newPassword: 'changed1' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Secret key is required');
    const reset = await t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { username, secretKey, newPassword: 'changed1' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password has been reset successfully. You can now login with your new password.');
  });

  it.each([
    ['POST', '/api/account/delete'],
    ['DELETE', '/api/user/account'],
  ] as const)('%s %s deletes the user and their lists after checking the password', async (method, url) => {
    const { auth, password, username } = await register(t.app);
    await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: auth, payload: { title: 'Doomed', items: [] } });
    const empty = await t.app.inject({ method, url, headers: auth, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter your password to confirm account deletion.');
    const wrong = await t.app.inject({ method, url, headers: auth, payload: { password: 'wrong-one' } });
    expect(wrong.statusCode).toBe(400);
    const deleted = await t.app.inject({ method, url, headers: auth, payload: { password } });
    expect(deleted.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/grocery-lists', headers: auth });
    expect(after.statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(login.json().message).toBe('User does not exist. Please register an account.');
  });
});

describe('grocery lists over REST', () => {
  it('creates (201), lists, reads, updates and deletes a list', async () => {
    const { auth } = await register(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: auth, payload: { userId: 999, title: 'Market', items: [item('apples')], completed: false } });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({ id: expect.any(Number), title: 'Market', items: [{ name: 'apples' }], createdAt: expect.any(String) });

    const all = await t.app.inject({ method: 'GET', url: '/api/grocery-lists', headers: auth });
    expect(all.json()).toEqual([list]);
    const one = await t.app.inject({ method: 'GET', url: `/api/grocery-lists/${list.id}`, headers: auth });
    expect(one.json()).toEqual(list);

    const patched = await t.app.inject({ method: 'PATCH', url: `/api/grocery-lists/${list.id}`, headers: auth, payload: { id: list.id, title: '', items: [item('apples', { completed: true })] } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Shopping List', items: [{ name: 'apples', completed: true }] });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/grocery-lists/${list.id}`, headers: auth });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/grocery-lists', headers: auth })).json()).toEqual([]);
  });

  it('refuses a list without a title with the spec message', async () => {
    const { auth } = await register(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: auth, payload: { title: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Title is required');
  });

  it("answers 404 for another user's list and changes nothing", async () => {
    const owner = await register(t.app);
    const stranger = await register(t.app);
    const list = (await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: owner.auth, payload: { title: 'Private', items: [item('saffron')] } })).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { title: 'Mine now', items: [] }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url: `/api/grocery-lists/${list.id}`, headers: stranger.auth, ...(payload && { payload }) });
      expect(response.statusCode).toBe(404);
    }
    const still = await t.app.inject({ method: 'GET', url: `/api/grocery-lists/${list.id}`, headers: owner.auth });
    expect(still.json()).toMatchObject({ title: 'Private', items: [{ name: 'saffron' }] });
  });

  it('the path id wins over a body id', async () => {
    const owner = await register(t.app);
    const stranger = await register(t.app);
    const theirs = (await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: owner.auth, payload: { title: 'Theirs' } })).json();
    const mine = (await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: stranger.auth, payload: { title: 'Mine' } })).json();
    const response = await t.app.inject({ method: 'PATCH', url: `/api/grocery-lists/${mine.id}`, headers: stranger.auth, payload: { id: theirs.id, title: 'Renamed', items: [] } });
    expect(response.json()).toMatchObject({ id: mine.id, title: 'Renamed' });
    expect((await t.app.inject({ method: 'GET', url: `/api/grocery-lists/${theirs.id}`, headers: owner.auth })).json().title).toBe('Theirs');
  });
});

describe('HTTP edges', () => {
  it('malformed JSON answers 400', async () => {
    const { auth } = await register(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: { ...auth, 'content-type': 'application/json' }, payload: '{"title": "broken' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('a body over 1 MiB answers 413', async () => {
    const { auth } = await register(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/grocery-lists', headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unknown /api path answers 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sends security headers: a strict policy on JSON, the SPA policy on pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers 429 with Retry-After after a burst of bad logins', async () => {
    const { username } = await register(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'wrong-password' }, remoteAddress: '10.9.9.9' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe('Too many requests. Please try again later');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits failed logins per address across usernames', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: `ghost_${attempt}`, password: 'whatever' }, remoteAddress: '10.8.8.8' });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts API calls per caller but never the SPA files a page load fetches', async () => {
    const remoteAddress = '10.9.9.9';
    let last = 0;
    for (let call = 0; call < 601; call++) {
      last = (await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress })).statusCode;
    }
    expect(last).toBe(429);
    const page = await t.app.inject({ method: 'GET', url: '/assets/index.js', remoteAddress });
    expect(page.statusCode).not.toBe(429);
  });
});

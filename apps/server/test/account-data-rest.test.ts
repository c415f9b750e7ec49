import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest } from '@sous/db';
import { buildApp } from '../src/app';
import { makeApp, nextIp, register, send, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ rateLimit: false });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/account/export and POST /api/account/import', () => {
  it('exports a versioned document that imports into a new account (201), once: then 409; malformed is 400', async () => {
    const alice = await register(t.app);
    expect((await send(t.app, 'POST', '/api/grocery-lists', alice.auth, { title: 'Weekend', items: [] })).statusCode).toBe(201);
    const exported = await send(t.app, 'GET', '/api/account/export', alice.auth);
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toMatchObject({ format: 'sous-account-export', version: 1, data: { grocery_lists: [{ title: 'Weekend' }] } });

    const bob = await register(t.app);
    const imported = await send(t.app, 'POST', '/api/account/import', bob.auth, exported.json());
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ imported: { grocery_lists: 1 } });
    expect((await send(t.app, 'GET', '/api/grocery-lists', bob.auth)).json()).toEqual([expect.objectContaining({ title: 'Weekend' })]);

    const again = await send(t.app, 'POST', '/api/account/import', bob.auth, exported.json());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Import needs an empty account', code: 'CONFLICT' });

    const carol = await register(t.app);
    const malformed = await send(t.app, 'POST', '/api/account/import', carol.auth, { format: 'sous-account-export', version: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST', issues: expect.any(Array) });
    expect((await send(t.app, 'GET', '/api/account/export', {})).statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('carry requests but never a password, session token, secret key or cookie', async () => {
    const lines: string[] = [];
    const db = await createDb({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    const app = await buildApp({ db, logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } }, env: { webDir: undefined } });
    try {
      const password = 'pw-that-must-not-leak-4821';
      const registered = await register(app, password);
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: registered.username, password }, remoteAddress: nextIp() });
      expect(login.statusCode).toBe(200);
      const { token } = login.json() as { token: string };
      const cookie = login.headers['set-cookie'];
      expect(cookie).toBeDefined();
      await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
      await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `sid=${token}` } });
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: registered.username, password: `${password}-wrong` } });
      const output = lines.join('');
      // The log is not empty: the requests are there, by URL.
      expect(output).toContain('/api/login');
      expect(output).toContain('/api/user');
      for (const secret of [password, token, registered.token, registered.secretKey]) expect(output).not.toContain(secret);
      expect(output.toLowerCase()).not.toContain('bearer ');
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database and the AI state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', ai: { mode: expect.any(String), ollamaAvailable: expect.any(Boolean) } });
  });
});

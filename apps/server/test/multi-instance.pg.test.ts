import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type Db } from '@sous/db';
import { messages } from '@sous/domain';
import type { FastifyInstance } from 'fastify';
import { createTestSchema, postgresUrl } from '../../../packages/api/src/testing/postgres';
import { buildApp } from '../src/app';
import { register, send } from './helpers';

// Two instances behind a load balancer: separate apps and pools, one PostgreSQL database (tooling/vitest.config.postgres.ts).
let dbs: Db[] = [];
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  const url = postgresUrl();
  if (!url) throw new Error('multi-instance tests need tooling/vitest.config.postgres.ts');
  const schema = await createTestSchema(url);
  dbs = [await createDb({ kind: 'postgres', url, schema }), await createDb({ kind: 'postgres', url, schema })];
  await migrateToLatest(dbs[0]!);
  const apps = await Promise.all(dbs.map((db) => buildApp({ db, rateLimit: true, env: { webDir: undefined } })));
  a = apps[0]!;
  b = apps[1]!;
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  for (const db of dbs) await db.destroy();
});

describe('two instances on one PostgreSQL database', () => {
  it('a session made on one instance is valid on the other, and a logout on one ends it on both', async () => {
    const { auth, username } = await register(a);
    const onB = await send(b, 'GET', '/api/user', auth);
    expect(onB.statusCode).toBe(200);
    expect(onB.json()).toMatchObject({ username });
    // Each instance has now read the session once; nothing of it may stay behind in either process.
    expect((await send(a, 'GET', '/api/user', auth)).statusCode).toBe(200);
    expect((await send(a, 'POST', '/api/logout', auth)).statusCode).toBe(200);
    const afterLogout = await send(b, 'GET', '/api/user', auth);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().message).toBe(messages.auth.authRequired);
  });

  it('failed logins counted on both instances share one limit: the 11th in a minute is refused on either', async () => {
    const { username } = await register(a);
    for (let attempt = 0; attempt < 10; attempt++) {
      const app = attempt % 2 === 0 ? a : b;
      const response = await send(app, 'POST', '/api/login', {}, { username, password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await send(app, 'POST', '/api/login', {}, { username, password: 'wrong-password' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(messages.http.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('the per-user request limit on two instances', () => {
  it('is one counter: 600 requests a minute spread over both, and the 601st is refused on either', async () => {
    const { auth } = await register(a);
    const statuses: number[] = [];
    for (let call = 0; call < 600; call++) statuses.push((await send(call % 2 === 0 ? a : b, 'GET', '/api/user', auth)).statusCode);
    // Registering counted against the address, not the user: all 600 pass.
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await send(b, 'GET', '/api/user', auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.http.tooManyRequests);
  });
});

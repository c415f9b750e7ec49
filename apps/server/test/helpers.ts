import type { FastifyInstance } from 'fastify';
import type { KitchenAI } from '@sous/ai';
import { createDb, migrateToLatest, type Db } from '@sous/db';
import { buildApp } from '../src/app';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function makeApp(options: { rateLimit?: boolean; ai?: KitchenAI } = {}): Promise<TestApp> {
  const db = await createDb({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const app = await buildApp({ db, rateLimit: options.rateLimit ?? true, env: { webDir: undefined }, ...(options.ai && { ai: options.ai }) });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

let counter = 0;
let ipCounter = 0;

/** Each registration comes from its own address so the registration limit stays out of the way. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export async function register(app: FastifyInstance, password = 'secret-pass') {
  counter += 1;
  const username = `user${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password },
    remoteAddress: nextIp(),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json() as { token: string; secretKey: string; user: { id: number } };
  return { username, password, ...body, auth: { authorization: `Bearer ${body.token}` } };
}

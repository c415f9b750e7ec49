import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { KitchenAI } from '@sous/ai';
import type { Db } from '@sous/db';
import { freshDb } from '../../../packages/api/src/testing/harness';
import { messages } from '@sous/domain';
import { buildApp } from '../src/app';
import { restRoutes } from '../src/rest/routes';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function makeApp(options: { rateLimit?: boolean; ai?: KitchenAI } = {}): Promise<TestApp> {
  const db = await freshDb();
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

/** A request as a client sends it: a JSON body when there is a payload. */
export function send(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
}

/** The REST table's routes under a path prefix, as 'METHOD /path' in table order. */
export function routesUnder(prefix: string) {
  return restRoutes.filter((route) => route.path.startsWith(prefix)).map((route) => `${route.method} ${route.path}`);
}

/** Calls 'METHOD /path' signed out (path parameters filled, an empty body where it takes one): 401 with the spec's text. */
export async function expectAuthRequired(app: FastifyInstance, route: string) {
  const [method, path] = route.split(' ') as [InjectOptions['method'], string];
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  const response = await send(app, method, path.replace(/:[A-Za-z]+/g, '1'), {}, body);
  expect(response.statusCode, route).toBe(401);
  expect(response.json().message).toBe(messages.auth.authRequired);
}

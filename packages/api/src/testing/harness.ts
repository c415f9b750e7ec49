import type { KitchenAI } from '@sous/ai';
import { createDb, migrateToLatest, type Db } from '@sous/db';
import { createContextInner } from '../context';
import { createCaller } from '../root';
import { freshPostgresDb, postgresUrl } from './postgres';

/** A fresh, migrated database: in-memory SQLite, or its own PostgreSQL schema under tooling/vitest.config.postgres.ts. */
export async function freshDb(): Promise<Db> {
  const url = postgresUrl();
  if (url) return freshPostgresDb(url);
  const db = await createDb({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  return db;
}

let counter = 0;
export function uniqueName(prefix = 'cook'): string {
  counter += 1;
  return `${prefix}${counter}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A caller as a signed-out visitor from the given IP. */
export async function anonymousCaller(db: Db, ip = '10.0.0.1') {
  return createCaller(await createContextInner({ db, ip }));
}

/** A caller for a session token, with the given AI layer (the offline assistant when none). */
export async function callerFor(db: Db, token: string, ai?: KitchenAI) {
  return createCaller(await createContextInner({ db, token, ...(ai && { ai }) }));
}

/** Registers a user and returns a caller signed in as them. */
export async function signedInCaller(db: Db, username = uniqueName(), password = 'secret-pass', ai?: KitchenAI) {
  const registered = await (await anonymousCaller(db, `reg-${username}`)).auth.register({ username, password });
  const caller = await callerFor(db, registered.token, ai);
  return { caller, ...registered, username, password };
}

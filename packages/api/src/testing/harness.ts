import { createDb, migrateToLatest, type Db } from '@sous/db';
import { createContextInner } from '../context';
import { createCaller } from '../root';

/** A fresh, migrated in-memory SQLite database. */
export async function freshDb(): Promise<Db> {
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

/** Registers a user and returns a caller signed in as them. */
export async function signedInCaller(db: Db, username = uniqueName(), password = 'secret-pass') {
  const registered = await (await anonymousCaller(db, `reg-${username}`)).auth.register({ username, password });
  const caller = createCaller(await createContextInner({ db, token: registered.token }));
  return { caller, ...registered, username, password };
}

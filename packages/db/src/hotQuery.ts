import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type SQLite from 'better-sqlite3';

/** The raw SQLite handle behind a Kysely instance made by createDb (absent for PostgreSQL). */
const sqliteHandles = new WeakMap<object, { database: SQLite.Database; prepare(sql: string): SQLite.Statement }>();

export function registerSqliteHandle(db: Kysely<any>, handle: { database: SQLite.Database; prepare(sql: string): SQLite.Statement }) {
  sqliteHandles.set(db, handle);
}

/** True for a SQLite database made by createDb: one process owns it. */
export function isSqlite(db: object): boolean {
  return sqliteHandles.has(db);
}

const SENTINEL = '\u0000sous-parameter-';

/**
 * A read written with Kysely, compiled once, then run with fresh parameters. On SQLite outside a
 * transaction it runs the cached prepared statement directly; otherwise (PostgreSQL, or a
 * transaction in progress on the shared connection) it goes through Kysely's executor.
 * Used for the reads every request makes (the session, the lists on the home page).
 */
export function hotQuery<A extends unknown[], R>(build: (db: Kysely<any>, ...args: A) => Compilable<R>, arity: A['length']) {
  const compiled = new WeakMap<object, { sql: string; parameters: readonly unknown[]; slots: number[] }>();

  return async (db: Kysely<any>, ...args: A): Promise<R[]> => {
    let query = compiled.get(db);
    if (!query) {
      const sentinels = Array.from({ length: arity }, (_, index) => `${SENTINEL}${index}`) as unknown as A;
      const { sql, parameters } = build(db, ...sentinels).compile();
      // Which argument fills each parameter position (-1: a constant written in the query).
      const slots = parameters.map((value) =>
        typeof value === 'string' && value.startsWith(SENTINEL) ? Number(value.slice(SENTINEL.length)) : -1,
      );
      query = { sql, parameters, slots };
      compiled.set(db, query);
    }
    const parameters = new Array<unknown>(query.slots.length);
    for (let index = 0; index < parameters.length; index++) {
      const slot = query.slots[index]!;
      parameters[index] = slot === -1 ? query.parameters[index] : args[slot];
    }
    const handle = sqliteHandles.get(db);
    if (handle && !handle.database.inTransaction) {
      return handle.prepare(query.sql).all(...parameters) as R[];
    }
    const result = await db.executeQuery<R>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}

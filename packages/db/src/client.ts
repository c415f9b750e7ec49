import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index';
import { registerSqliteHandle } from './hotQuery';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DbConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string };

/**
 * better-sqlite3 prepares a statement on each call; Kysely asks for one per query. Caching the
 * prepared statement by its SQL text removes that cost from every request.
 */
function withStatementCache(database: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    database,
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (cache.size > 500) cache.clear();
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return database;
}

export async function createDb(config: DbConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    const { default: pg } = await import('pg');
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 10 }) }),
    });
  }
  const database = openSqlite(config.file);
  const handle = withStatementCache(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: handle as unknown as SQLite.Database }) });
  registerSqliteHandle(db, handle);
  return db;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

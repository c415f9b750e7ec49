import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index';
import { registerSqliteHandle } from './hotQuery';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DbConfig =
  | { kind: 'sqlite'; file: string; nativeBinding?: SqliteNativeBinding }
  | { kind: 'postgres'; url: string; schema?: string };

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

/** better-sqlite3's addon, a path or already loaded; the single executable loads it from its own assets. */
export type SqliteNativeBinding = string | object;

export function openSqlite(file: string, nativeBinding?: SqliteNativeBinding): SQLite.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  // The typings say string; better-sqlite3 also takes the loaded addon object.
  const database = new SQLite(file, nativeBinding === undefined ? {} : { nativeBinding: nativeBinding as string });
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return database;
}

export async function createDb(config: DbConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    const { default: pg } = await import('pg');
    if (config.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(config.schema)) throw new Error(`Invalid schema name: ${config.schema}`);
    // Every pooled connection starts in the schema, so unqualified table names in queries and migrations land there.
    const options = config.schema ? { options: `-c search_path=${config.schema}` } : {};
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 10, ...options }) }),
    });
  }
  const database = openSqlite(config.file, config.nativeBinding);
  const handle = withStatementCache(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: handle as unknown as SQLite.Database }) });
  registerSqliteHandle(db, handle);
  return db;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told one: name the connection's own.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema && { migrationTableSchema }) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

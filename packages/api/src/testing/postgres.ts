import { sql } from 'kysely';
import { clearAllTables, createDb, migrateToLatest, type Db } from '@sous/db';

/** Each test file gets its own PostgreSQL schema (search_path on the pool), so files run in parallel on one server. */
let serverUrl: string | undefined;
const created: string[] = [];
const opened: Db[] = [];
let admin: Db | undefined;
let counter = 0;

/** Set by the PostgreSQL test setup file; unset means SQLite. */
export function usePostgres(url: string | undefined) {
  serverUrl = url || undefined;
}

export function postgresUrl(): string | undefined {
  return serverUrl;
}

async function adminDb(url: string): Promise<Db> {
  admin ??= await createDb({ kind: 'postgres', url });
  return admin;
}

/** A new empty schema on the server; the caller connects to it with `createDb({ kind: 'postgres', url, schema })`. */
export async function createTestSchema(url: string): Promise<string> {
  counter += 1;
  const schema = `sous_test_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  await sql`create schema ${sql.id(schema)}`.execute(await adminDb(url));
  created.push(schema);
  return schema;
}

let fileSchema: { name: string; tables: number } | undefined;

async function tableCount(db: Db): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from information_schema.tables where table_schema = current_schema()`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The file's schema, migrated once then emptied per call (migrating costs ~300 ms); a test that dropped a table gets a new one. */
export async function freshPostgresDb(url: string): Promise<Db> {
  if (fileSchema) {
    const db = await createDb({ kind: 'postgres', url, schema: fileSchema.name });
    opened.push(db);
    if ((await tableCount(db)) === fileSchema.tables) {
      await clearAllTables(db);
      return db;
    }
  }
  const name = await createTestSchema(url);
  const db = await createDb({ kind: 'postgres', url, schema: name });
  opened.push(db);
  await migrateToLatest(db);
  fileSchema = { name, tables: await tableCount(db) };
  return db;
}

/** Closes what the tests left open and drops every schema this file made. */
export async function dropTestSchemas(): Promise<void> {
  for (const db of opened.splice(0)) await db.destroy();
  fileSchema = undefined;
  if (!admin) return;
  for (const schema of created.splice(0)) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
  await admin.destroy();
  admin = undefined;
}

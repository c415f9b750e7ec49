import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, openSqlite } from '@sous/db';
import { backup, parseCommand, pidFile, restore } from '../src/cli';
import { loadEnv, type Env } from '../src/env';

let dir: string;
let env: Env;

async function databaseWithList(title: string) {
  const file = path.join(env.dataDir, 'sous.db');
  const db = await createDb({ kind: 'sqlite', file });
  await migrateToLatest(db);
  await db.destroy();
  const database = openSqlite(file);
  const now = new Date().toISOString();
  const user = database
    .prepare(
      'insert into users (username, username_key, password_hash, secret_key_hash, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    )
    .run(title, title.toLowerCase(), 'x', 'x', now, now);
  database
    .prepare('insert into grocery_lists (user_id, title, created_at) values (?, ?, ?)')
    .run(user.lastInsertRowid, title, now);
  database.close();
}

function titles(file: string): string[] {
  const database = openSqlite(file);
  try {
    return (database.prepare('select title from grocery_lists order by id').all() as { title: string }[]).map(
      (row) => row.title,
    );
  } finally {
    database.close();
  }
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-cli-'));
  env = loadEnv({ SOUS_DATA_DIR: path.join(dir, 'data') });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sous command line', () => {
  it('reads the commands and rejects what it does not know', () => {
    expect(parseCommand([])).toEqual({ kind: 'serve' });
    expect(parseCommand(['--version'])).toEqual({ kind: 'version' });
    expect(parseCommand(['-h'])).toEqual({ kind: 'help' });
    expect(parseCommand(['backup', 'x.db'])).toEqual({ kind: 'backup', file: 'x.db' });
    expect(parseCommand(['restore'])).toMatchObject({ kind: 'invalid', message: 'Usage: sous restore FILE' });
    expect(parseCommand(['frobnicate'])).toMatchObject({ kind: 'invalid' });
  });

  it('backs up to a standalone SQLite file and restores it, keeping the old database as sous.db.bak', async () => {
    await databaseWithList('Saturday market');
    const file = path.join(dir, 'backups/monday.db');
    expect(await backup(file, env)).toMatch(/^Backed up .*sous\.db to .*monday\.db/);
    expect(titles(file)).toEqual(['Saturday market']);

    await databaseWithList('Added after the backup');
    expect(await restore(file, env)).toMatch(/^Restored .*; the previous database is .*sous\.db\.bak\.$/);
    expect(titles(path.join(env.dataDir, 'sous.db'))).toEqual(['Saturday market']);
    expect(titles(path.join(env.dataDir, 'sous.db.bak'))).toEqual(['Saturday market', 'Added after the backup']);
  });

  it('refuses files that are not Sous databases and leaves the database alone', async () => {
    await databaseWithList('Keep me');
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'shopping: eggs, flour, and a very long line so that it is not an empty file');
    await expect(restore(text, env)).rejects.toThrow(/not a SQLite database/);
    const other = path.join(dir, 'other.db');
    const database = openSqlite(other);
    database.exec('create table notes (body text)');
    database.close();
    await expect(restore(other, env)).rejects.toThrow(/not a Sous one/);
    expect(titles(path.join(env.dataDir, 'sous.db'))).toEqual(['Keep me']);
    expect(fs.readdirSync(env.dataDir).sort()).toEqual(['sous.db']);
  });

  it('refuses to restore under a running server', async () => {
    await databaseWithList('Live');
    const file = path.join(dir, 'b.db');
    await backup(file, env);
    // The parent process stands in for a server that is alive.
    fs.writeFileSync(pidFile(env.dataDir), `${process.ppid}\n`);
    await expect(restore(file, env)).rejects.toThrow(/stop it before restoring/);
  });
});

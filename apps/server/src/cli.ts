// The command line of `sous` (and of `node apps/server/dist/main.js`): serve, backup, restore, help, version.
import fs from 'node:fs';
import path from 'node:path';
import { openSqlite } from '@sous/db';
import { VERSION } from './app';
import { loadEnv, type Env } from './env';
import { sqliteBinding } from './sea';

export const USAGE = `Usage: sous [command]

Commands:
  serve (default)   serve the API and the web app on one port
  backup FILE       copy the SQLite database to FILE (consistent while the server runs)
  restore FILE      replace the SQLite database with FILE; the server must be stopped,
                    the previous database is kept as sous.db.bak
  --help, -h        show this help
  --version, -v     print the version

Environment (read once at start; a bad value stops the start with one clear line):
  PORT                 HTTP port (3000)
  HOST                 address to listen on (127.0.0.1; 0.0.0.0 to serve your LAN)
  SOUS_DATA_DIR        where sous.db lives (./data; SQLite, WAL mode)
  DATABASE_URL         postgres://... to use PostgreSQL instead of SQLite
  SOUS_AI              auto, ollama or offline (auto)
  OLLAMA_HOST          the local model's server (http://127.0.0.1:11434)
  OLLAMA_MODEL         the local model (llama3.2)
  SOUS_COOKIE_SECURE   force the Secure flag on the session cookie (on over https)
  SOUS_CORS_ORIGINS    comma-separated origins allowed to call the API (same-origin only)
  SOUS_LOG_LEVEL       pino level (info)
  XDG_CACHE_HOME       the single executable extracts its addons and web app under
                       $XDG_CACHE_HOME/sous (~/.cache/sous)
`;

export type Command =
  | { kind: 'serve' }
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'backup' | 'restore'; file: string }
  | { kind: 'invalid'; message: string };

export function parseCommand(argv: string[]): Command {
  const [first, ...rest] = argv;
  if (first === undefined || first === 'serve') {
    return rest.length ? { kind: 'invalid', message: `Unexpected argument: ${rest[0]}` } : { kind: 'serve' };
  }
  if (first === '--help' || first === '-h' || first === 'help') return { kind: 'help' };
  if (first === '--version' || first === '-v' || first === 'version') return { kind: 'version' };
  if (first === 'backup' || first === 'restore') {
    if (rest.length !== 1 || !rest[0]) return { kind: 'invalid', message: `Usage: sous ${first} FILE` };
    return { kind: first, file: rest[0] };
  }
  return { kind: 'invalid', message: `Unknown command: ${first} (sous --help lists them)` };
}

/** A failure the user can act on: printed as one line, exit code 1. */
class CliError extends Error {}

/** The pid file a serving process keeps in its data directory, so that restore can refuse to run under it. */
export function pidFile(dataDir: string): string {
  return path.join(dataDir, 'sous.pid');
}

function runningServer(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

function sqliteFile(env: Env, verb: string): string {
  if (env.databaseUrl)
    throw new CliError(`${verb} works on the SQLite database; with DATABASE_URL use pg_dump / pg_restore`);
  return path.join(env.dataDir, 'sous.db');
}

function sizeOf(file: string): string {
  return `${(fs.statSync(file).size / 1024).toFixed(0)} KiB`;
}

/** SQLite's online backup: a consistent copy even while another process writes. */
export async function backup(file: string, env: Env): Promise<string> {
  const source = sqliteFile(env, 'backup');
  if (!fs.existsSync(source)) throw new CliError(`No database at ${source} (SOUS_DATA_DIR=${env.dataDir})`);
  const target = path.resolve(file);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory())
    throw new CliError(`${target} is a directory; give a file name`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.partial-${process.pid}`;
  const binding = sqliteBinding();
  const database = openSqlite(source, binding);
  try {
    await database.backup(staging);
  } catch (error) {
    fs.rmSync(staging, { force: true });
    throw error;
  } finally {
    database.close();
  }
  // A rollback-journal file stands alone: it opens read-only anywhere, without -wal/-shm beside it.
  const copy = openSqlite(staging, binding);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  fs.renameSync(staging, target);
  return `Backed up ${source} to ${target} (${sizeOf(target)}).`;
}

/** Checks that a file is a SQLite database carrying Sous's migrations table; the reason otherwise. */
function whyNotABackup(file: string): string | undefined {
  let database;
  try {
    database = openSqlite(file, sqliteBinding());
    const check = database.pragma('quick_check', { simple: true });
    if (check !== 'ok') return `it fails SQLite's integrity check (${String(check)})`;
    const table = database
      .prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!table) return 'it is a SQLite database, but not a Sous one (no kysely_migration table)';
    return undefined;
  } catch (error) {
    return `it is not a SQLite database (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    database?.close();
  }
}

/** Replaces the SQLite database with a backup, keeping the previous file as sous.db.bak. */
export async function restore(file: string, env: Env): Promise<string> {
  const target = sqliteFile(env, 'restore');
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new CliError(`No backup file at ${source}`);
  const pid = runningServer(env.dataDir);
  if (pid) throw new CliError(`Sous is serving ${env.dataDir} (pid ${pid}); stop it before restoring`);

  // Checked on a private copy, which then becomes the database: what was checked is what is installed.
  fs.mkdirSync(env.dataDir, { recursive: true });
  const staging = path.join(env.dataDir, `sous.db.restore-${process.pid}`);
  fs.copyFileSync(source, staging);
  const problem = whyNotABackup(staging);
  if (problem) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(staging + suffix, { force: true });
    throw new CliError(`Not restoring ${source}: ${problem}`);
  }

  const backupFile = `${target}.bak`;
  const hadDatabase = fs.existsSync(target);
  if (hadDatabase) {
    // Checkpointed first, so the .bak is whole and no old -wal is left to be replayed into the new file.
    const old = openSqlite(target, sqliteBinding());
    old.pragma('wal_checkpoint(TRUNCATE)');
    old.close();
    fs.renameSync(target, backupFile);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
  fs.renameSync(staging, target);
  return hadDatabase
    ? `Restored ${target} from ${source}; the previous database is ${backupFile}.`
    : `Restored ${target} from ${source}.`;
}

/**
 * Runs the command in argv. `serve` is handed back to the caller (it keeps the process alive);
 * every other command resolves to its exit code after printing one line.
 */
export async function runCli(argv: string[], serve: () => Promise<void>): Promise<number | undefined> {
  const command = parseCommand(argv);
  try {
    switch (command.kind) {
      case 'serve':
        await serve();
        return undefined;
      case 'help':
        process.stdout.write(USAGE);
        return 0;
      case 'version':
        console.log(`sous ${VERSION} (Node ${process.version})`);
        return 0;
      case 'invalid':
        console.error(command.message);
        return 2;
      case 'backup':
        console.log(await backup(command.file, loadEnv()));
        return 0;
      case 'restore':
        console.log(await restore(command.file, loadEnv()));
        return 0;
    }
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

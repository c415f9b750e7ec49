// One benchmark target, run in its own process by bench/api.mjs (never on its own).
// It listens on 127.0.0.1 (a free port), tells the parent the port over IPC, and exits cleanly on
// 'stop' or SIGTERM, so that `node --cpu-prof` can write its profile.
//
//   BENCH_TARGET=bare  Fastify answering a small JSON object: the ceiling
//   BENCH_TARGET=raw   Fastify + one prepared better-sqlite3 select of the user's lists: the baseline
//   BENCH_TARGET=app   the real app, buildApp() from source (bundled by api.mjs into BENCH_APP_BUNDLE),
//                      on SQLite (BENCH_DB) or on PostgreSQL (BENCH_PG_URL, BENCH_PG_SCHEMA)
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';

const target = process.env.BENCH_TARGET;
const dbFile = process.env.BENCH_DB;

function die(message) {
  process.send?.({ type: 'error', message });
  console.error(message);
  process.exit(1);
}

if (!process.send) die('bench/target.mjs is started by bench/api.mjs');

let app;
if (target === 'bare') {
  app = Fastify({ logger: false });
  const body = { status: 'ok', version: '0.1.0', items: [1, 2, 3] };
  app.get('/', async () => body);
} else if (target === 'raw') {
  const { default: SQLite } = await import('better-sqlite3');
  const userId = Number(process.env.BENCH_USER_ID);
  if (!dbFile || !Number.isInteger(userId)) die('raw target needs BENCH_DB and BENCH_USER_ID');
  // The same pragmas and the same SQL as the app (packages/db openSqlite, queries/grocery listGroceryLists).
  const database = new SQLite(dbFile);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const stmt = database.prepare(
    'select "id", "title", "items", "completed", "created_at" from "grocery_lists" where "user_id" = ? ' +
      'order by "has_equipment" desc, "created_at" desc, "id" desc',
  );
  app = Fastify({ logger: false });
  app.get('/', async () =>
    stmt.all(userId).map((row) => ({
      id: row.id,
      title: row.title,
      items: JSON.parse(row.items),
      completed: row.completed === 1,
      createdAt: row.created_at,
    })),
  );
  app.addHook('onClose', async () => database.close());
} else if (target === 'app') {
  const bundle = process.env.BENCH_APP_BUNDLE;
  if (!dbFile || !bundle) die('app target needs BENCH_DB and BENCH_APP_BUNDLE');
  const { buildApp, createDb, migrateToLatest } = await import(pathToFileURL(bundle).href);
  // BENCH_PG_URL + BENCH_PG_SCHEMA: the same app on PostgreSQL (a schema of its own, made by api.mjs).
  const pgUrl = process.env.BENCH_PG_URL;
  const db = pgUrl
    ? await createDb({ kind: 'postgres', url: pgUrl, schema: process.env.BENCH_PG_SCHEMA })
    : await createDb({ kind: 'sqlite', file: dbFile });
  await migrateToLatest(db);
  app = await buildApp({ db, logger: false, rateLimit: false, closeDb: true });
} else {
  die(`unknown BENCH_TARGET ${target}`);
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // Bounded: a close that hangs (keep-alive sockets) still ends the process.
  setTimeout(() => process.exit(0), 3000).unref();
  try {
    await app.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// CPU profiling of the measured window only (api.mjs --profile): V8's sampling profiler, the
// same one `node --cpu-prof` uses, without start-up and warm-up in the profile.
let session;
async function profile(message) {
  try {
    if (message.type === 'profile-start') {
      const { Session } = await import('node:inspector/promises');
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      process.send({ type: 'profile-started' });
    } else {
      const { profile: result } = await session.post('Profiler.stop');
      session.disconnect();
      fs.writeFileSync(message.file, JSON.stringify(result));
      process.send({ type: 'profile-stopped' });
    }
  } catch (error) {
    process.send({
      type: message.type === 'profile-start' ? 'profile-started' : 'profile-stopped',
      error: String(error),
    });
  }
}
process.on('message', (message) => {
  if (message?.type === 'stop') stop();
  else if (message?.type === 'profile-start' || message?.type === 'profile-stop') profile(message);
});
// The parent went away: do not linger.
process.on('disconnect', stop);

await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ type: 'ready', port: app.server.address().port });

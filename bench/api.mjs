// API throughput: the real app's grocery-list read against a bare Fastify ceiling and a raw
// prepared better-sqlite3 baseline, measured in one run on this machine.
//
//   node bench/api.mjs                      the table and the targets check
//   node bench/api.mjs --json               the same as JSON on stdout (progress goes to stderr)
//   node bench/api.mjs --profile[=rest,...] also CPU-profile the server during the measured window
//                                           of those targets (default: rest) and print where the
//                                           time goes; the .cpuprofile files (open them in Chrome
//                                           DevTools) stay in $BENCH_PROFILE_DIR, by default
//                                           <tmpdir>/sous-bench-profiles
//   node bench/api.mjs --only=raw,rest      run some targets only (bare, raw, rest, rest-pg, trpc, batch)
//   BENCH_PG_URL=postgres://…               the PostgreSQL server for rest-pg (default 127.0.0.1:5432/test;
//                                           the target is skipped, with a line saying why, when none answers)
//
//   BENCH_SECONDS          measured seconds per target and round (default 10)
//   BENCH_ROUNDS           interleaved rounds; each row is the median round (default 3)
//   BENCH_WARMUP_SECONDS   warm-up seconds per target, discarded (default 2)
//   BENCH_CONNECTIONS      concurrent connections (default 50)
//
// Each server runs in its own child process (bench/target.mjs), so the load generator (autocannon,
// in this process) and the server do not share an event loop. The app is buildApp() from source,
// bundled with esbuild the way apps/server/build.mjs bundles it, so the numbers are current code.
// Only 127.0.0.1 is ever contacted; every run and every wait is bounded.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const profileDir = process.env.BENCH_PROFILE_DIR || path.join(os.tmpdir(), 'sous-bench-profiles');

// ---------------------------------------------------------------------------------------------
// Options

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const profileArg = args.find((arg) => arg === '--profile' || arg.startsWith('--profile='));
const onlyArg = args.find((arg) => arg.startsWith('--only='));

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 3600) {
    console.error(`${name} must be a number of seconds between 0 and 3600, got ${raw}`);
    process.exit(2);
  }
  return value;
}

const SECONDS = positiveNumber('BENCH_SECONDS', 10);
// Targets run interleaved, round after round; each row is the target's median round, so a
// passing burst of load from elsewhere moves one round, not the ratio.
const ROUNDS = positiveNumber('BENCH_ROUNDS', 3);
const WARMUP_SECONDS = positiveNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = Math.round(positiveNumber('BENCH_CONNECTIONS', 50));
const LISTS = 5;
const ITEMS_PER_LIST = 10;

const TARGETS = [
  { key: 'bare', label: 'bare Fastify (ceiling)', server: 'bare', path: '/' },
  { key: 'raw', label: 'raw prepared select (baseline)', server: 'raw', path: '/' },
  { key: 'rest', label: 'REST GET /api/grocery-lists', server: 'app', path: '/api/grocery-lists', auth: true },
  { key: 'trpc', label: 'tRPC grocery.list', server: 'app', path: '/trpc/grocery.list', auth: true },
  {
    key: 'rest-pg',
    label: 'REST on PostgreSQL',
    server: 'app',
    path: '/api/grocery-lists',
    auth: true,
    postgres: true,
  },
  {
    key: 'batch',
    label: 'tRPC batch grocery.list,auth.me',
    server: 'app',
    path: `/trpc/grocery.list,auth.me?batch=1&input=${encodeURIComponent('{}')}`,
    auth: true,
  },
];

const selected = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;
const profiled = profileArg
  ? new Set(profileArg === '--profile' ? ['rest'] : profileArg.slice('--profile='.length).split(','))
  : new Set();
for (const key of [...(selected ?? []), ...profiled]) {
  if (!TARGETS.some((t) => t.key === key)) {
    console.error(`Unknown target ${key}; the targets are ${TARGETS.map((t) => t.key).join(', ')}`);
    process.exit(2);
  }
}

const log = (...parts) => console.error(...parts);

// ---------------------------------------------------------------------------------------------
// The app bundle: buildApp and the db helpers from source, bundled like apps/server/build.mjs
// does, into the run's temporary directory. npm packages stay external; each is pinned to the file
// Node itself resolves from the repository (the workspaces hoist everything to node_modules), so
// the bundle runs from anywhere and nothing is written inside the repository.

function resolveExternal(specifier) {
  try {
    return import.meta.resolve(specifier);
  } catch {
    return specifier; // not installed (the optional pg driver): fails only if it is ever loaded
  }
}

async function bundleApp(dir) {
  const outfile = path.join(dir, 'app.mjs');
  await build({
    stdin: {
      contents:
        "export { buildApp } from './apps/server/src/app.ts';\n" +
        "export { createDb, migrateToLatest } from '@sous/db';\n",
      resolveDir: root,
      sourcefile: 'bench-app-entry.ts',
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'workspace-source',
        setup(b) {
          b.onResolve({ filter: /^@sous\/[a-z]+$/ }, (a) => ({
            path: path.join(root, 'packages', a.path.slice('@sous/'.length), 'src/index.ts'),
          }));
          b.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith('@sous/') ? undefined : { path: resolveExternal(a.path), external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

// ---------------------------------------------------------------------------------------------
// Child processes

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const children = new Set();

async function startServer(kind, env) {
  const child = fork(path.join(here, 'target.mjs'), [], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production', BENCH_TARGET: kind },
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const port = await withTimeout(
    new Promise((resolve, reject) => {
      child.on('message', (message) => {
        if (message?.type === 'ready') resolve(message.port);
        else if (message?.type === 'error') reject(new Error(`${kind} server: ${message.message}`));
      });
      child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code} before listening`)));
    }),
    60_000,
    `starting the ${kind} server`,
  );
  return { child, port, base: `http://127.0.0.1:${port}` };
}

function request(server, message, reply, ms = 30_000) {
  return withTimeout(
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m?.type === reply) {
          server.child.off('message', onMessage);
          if (m.error) reject(new Error(m.error));
          else resolve(m);
        }
      };
      server.child.on('message', onMessage);
      server.child.send(message);
    }),
    ms,
    message.type,
  );
}

async function stopServer(server) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'stop' });
  try {
    await withTimeout(exited, 10_000, 'stopping a server');
  } catch {
    child.kill('SIGKILL');
    await exited;
  }
}

function killChildren() {
  for (const child of children) child.kill('SIGKILL');
}
process.on('exit', killChildren);

// ---------------------------------------------------------------------------------------------
// Seeding: a user with LISTS lists of ITEMS_PER_LIST items, through the app's own REST API.

const groceries = [
  'milk',
  'eggs',
  'flour',
  'butter',
  'apples',
  'rice',
  'onions',
  'garlic',
  'tomatoes',
  'basil',
  'pasta',
  'lemons',
];

async function call(base, method, url, body, token) {
  const response = await fetch(base + url, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

async function seed(bundle, dbFile, extraEnv = {}) {
  const server = await startServer('app', { BENCH_DB: dbFile, BENCH_APP_BUNDLE: bundle, ...extraEnv });
  try {
    const registered = await call(server.base, 'POST', '/api/register', {
      username: 'benchcook',
      password: 'bench-password-1',
    });
    if (registered.status !== 201 || !registered.json?.token) {
      throw new Error(`register answered ${registered.status}: ${registered.text.slice(0, 300)}`);
    }
    const { token } = registered.json;
    const userId = registered.json.user?.id;
    for (let list = 0; list < LISTS; list++) {
      const items = Array.from({ length: ITEMS_PER_LIST }, (_, i) => ({
        id: `item-${list}-${i}`,
        name: `${groceries[(list + i) % groceries.length]} ${i + 1}`,
        quantity: String((i % 4) + 1),
        completed: i % 3 === 0,
      }));
      const created = await call(
        server.base,
        'POST',
        '/api/grocery-lists',
        { title: `Week ${list + 1}`, items },
        token,
      );
      if (created.status !== 201)
        throw new Error(`creating a list answered ${created.status}: ${created.text.slice(0, 300)}`);
    }
    const me = await call(server.base, 'GET', '/api/user', undefined, token);
    const id = me.json?.id ?? userId;
    if (!Number.isInteger(id)) throw new Error(`could not learn the user id: ${me.text.slice(0, 300)}`);
    return { token, userId: id };
  } finally {
    await stopServer(server);
  }
}

// ---------------------------------------------------------------------------------------------
// Checking that each target answers what it should before loading it

function checkLists(lists) {
  if (!Array.isArray(lists) || lists.length !== LISTS) return `expected ${LISTS} lists`;
  if (!lists.every((list) => Array.isArray(list.items) && list.items.length === ITEMS_PER_LIST)) {
    return `expected ${ITEMS_PER_LIST} items a list`;
  }
  return null;
}

function checkAnswer(target, answer) {
  if (answer.status !== 200) return `status ${answer.status}`;
  const body = answer.json;
  switch (target.key) {
    case 'bare':
      return body && typeof body === 'object' ? null : 'not a JSON object';
    case 'raw':
    case 'rest':
    case 'rest-pg':
      return checkLists(body);
    case 'trpc':
      return checkLists(body?.result?.data);
    case 'batch':
      if (!Array.isArray(body) || body.length !== 2) return 'expected a batch of 2 results';
      return checkLists(body[0]?.result?.data) ?? (body[1]?.result?.data?.id ? null : 'auth.me returned no user');
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Load

function load(url, headers, seconds) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, timeout: 10 });
}

function summarise(result) {
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.average,
    requests: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// ---------------------------------------------------------------------------------------------
// CPU accounting (Linux): how much of the machine the server, the load generator and everything
// else used during a measurement. Other processes using CPU make the numbers noisy; the report
// says so rather than letting a busy neighbour pass for a slow app.

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every mainstream Linux

function readTicks(serverPid) {
  try {
    const [cpu] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
    const f = cpu.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const busy = f[0] + f[1] + f[2] + f[5] + f[6] + (f[7] ?? 0);
    const stat = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const server = Number(fields[11]) + Number(fields[12]);
    const usage = process.cpuUsage();
    return { busy, server, loadgenMicros: usage.user + usage.system, at: process.hrtime.bigint() };
  } catch {
    return null; // not Linux: no accounting
  }
}

function cpuShare(before, after) {
  if (!before || !after) return null;
  const seconds = Number(after.at - before.at) / 1e9;
  const server = (after.server - before.server) / TICKS_PER_SECOND / seconds;
  const loadgen = (after.loadgenMicros - before.loadgenMicros) / 1e6 / seconds;
  const total = (after.busy - before.busy) / TICKS_PER_SECOND / seconds;
  const round = (n) => Math.round(n * 100) / 100;
  return {
    serverCores: round(server),
    loadgenCores: round(loadgen),
    otherCores: round(Math.max(0, total - server - loadgen)),
  };
}

// ---------------------------------------------------------------------------------------------
// CPU profile summary (.cpuprofile: V8's sampled call tree)

/** esbuild leaves a `// path/to/file.ts` comment where each module starts: maps bundle lines back. */
function bundleModuleIndex(bundle) {
  const starts = [];
  fs.readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const match = /^\/\/ ((?:apps|packages)\/\S+\.tsx?)$/.exec(line);
      if (match) starts.push({ line: index, file: match[1] });
    });
  return (line) => {
    let file = null;
    for (const start of starts) {
      if (start.line <= line) file = start.file;
      else break;
    }
    return file;
  };
}

function whereOf(callFrame, moduleAt, bundle) {
  const { url, functionName, lineNumber } = callFrame;
  if (!url) return { place: '(native/vm)', group: functionName.startsWith('(') ? functionName : '(native)' };
  if (url.startsWith('node:')) return { place: `${url}:${lineNumber + 1}`, group: 'node internals' };
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const nm = file.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const rest = file.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    const inner = rest.slice(pkg.split('/').length).join('/');
    return { place: `${pkg}/${inner}:${lineNumber + 1}`, group: pkg };
  }
  if (moduleAt && file === bundle) {
    const source = moduleAt(lineNumber);
    return { place: `${source ?? 'bundle'} (bundle:${lineNumber + 1})`, group: 'sous source' };
  }
  return { place: `${path.relative(root, file)}:${lineNumber + 1}`, group: path.relative(root, file) };
}

/**
 * Where each request's CPU goes, by cost centre: a sample counts for the first centre (in this
 * order) that appears anywhere on its stack, so e.g. a Kysely visitor under compileQuery counts as
 * "kysely: compile". Heuristic names for this app; `other` catches the rest.
 */
function costCentres(bundle) {
  const inBundle = (f) => f.url !== '' && f.url.startsWith('file:') && fileURLToPath(f.url) === bundle;
  return [
    ['socket write (writev, native)', (f) => f.functionName === 'writev' || f.functionName === 'writeUtf8String'],
    [
      'JSON.stringify of the reply (fastify serialize)',
      (f) => f.functionName === 'serialize' && f.url.includes('/fastify/lib/'),
    ],
    ['helmet (@fastify/helmet runs helmet(options) per request)', (f) => /\/(helmet|@fastify\/helmet)\//.test(f.url)],
    ['JSON.parse of items (db json.decode)', (f) => f.functionName === 'decode' && inBundle(f)],
    ['better-sqlite3 stmt.all/get (native)', (f) => (f.functionName === 'all' || f.functionName === 'get') && !f.url],
    ['sha256 of the token (hashToken)', (f) => f.functionName === 'hashToken'],
    ['kysely: compile to SQL', (f) => f.functionName === 'compileQuery' && f.url.includes('/kysely/')],
    ['statement cache lookup (db client prepare)', (f) => f.functionName === 'prepare' && inBundle(f)],
    ['kysely: builders, executor, connection mutex', (f) => f.url.includes('/kysely/')],
    ['tRPC: caller, procedure, middleware', (f) => f.url.includes('/@trpc/')],
    ['zod', (f) => f.url.includes('/zod/')],
    ['sous code and bench target (other)', (f) => inBundle(f) || f.url.endsWith('/bench/target.mjs')],
    ['node http: parser, headers', (f) => f.url.startsWith('node:')],
    ['fastify core, routing, plugins', (f) => /\/(fastify|find-my-way|@fastify\/[a-z-]+|avvio)\//.test(f.url)],
    ['garbage collector', (f) => f.functionName === '(garbage collector)'],
  ];
}

function profileSummary(file, bundle, requests, top = 20) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const moduleAt = bundle ? bundleModuleIndex(bundle) : null;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = new Map();
  const info = new Map();
  for (const node of profile.nodes) {
    const where = whereOf(node.callFrame, moduleAt, bundle);
    const name = node.callFrame.functionName || '(anonymous)';
    const key = `${name} ${where.place}`;
    keyOf.set(node.id, key);
    if (!info.has(key)) info.set(key, { name, place: where.place, group: where.group });
  }
  const centres = costCentres(bundle);
  const centreOf = new Map(); // node id -> cost centre, memoised
  const centreFor = (id) => {
    let centre = centreOf.get(id);
    if (centre === undefined) {
      const stack = [];
      for (let at = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at).callFrame);
      centre = centres.find(([, test]) => stack.some(test))?.[0] ?? 'other (native, program)';
      centreOf.set(id, centre);
    }
    return centre;
  };
  const self = new Map();
  const groups = new Map();
  const byCentre = new Map();
  let total = 0;
  let idle = 0;
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    // A sample's time is the gap to the next sample.
    const micros = i + 1 < deltas.length ? Math.max(0, deltas[i + 1]) : 0;
    const id = profile.samples[i];
    const key = keyOf.get(id);
    total += micros;
    if (info.get(key).name === '(idle)') {
      idle += micros;
      continue;
    }
    self.set(key, (self.get(key) ?? 0) + micros);
    const group = info.get(key).group;
    groups.set(group, (groups.get(group) ?? 0) + micros);
    const centre = centreFor(id);
    byCentre.set(centre, (byCentre.get(centre) ?? 0) + micros);
  }
  const busy = total - idle;
  const pct = (micros) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
  const ms = (micros) => `${(micros / 1000).toFixed(0).padStart(6)} ms`;
  const perRequest = (micros) => `${(micros / requests).toFixed(1).padStart(6)} µs/req`;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const lines = [];
  lines.push(`profile ${file}`);
  lines.push(
    `${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy, ${requests} requests: ` +
      `${(busy / requests).toFixed(0)} µs of server CPU a request (percentages are of busy time)`,
  );
  lines.push('', 'by cost centre (whole stacks):');
  for (const [centre, micros] of sorted(byCentre)) lines.push(`  ${perRequest(micros)} ${pct(micros)}  ${centre}`);
  lines.push('', 'self time by package:');
  for (const [group, micros] of sorted(groups).slice(0, 15)) lines.push(`  ${ms(micros)} ${pct(micros)}  ${group}`);
  lines.push('', `top ${top} functions by self time:`);
  for (const [key, micros] of sorted(self).slice(0, top)) {
    const { name, place } = info.get(key);
    lines.push(`  ${ms(micros)} ${pct(micros)}  ${name}  ${place}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The run

function pad(text, width, right = false) {
  text = String(text);
  return right ? text.padStart(width) : text.padEnd(width);
}

/** A schema of its own on the PostgreSQL server, seeded like the SQLite file; null (and a line) when none answers. */
async function preparePostgres(bundle, dbFile) {
  if (selected && !selected.has('rest-pg')) return null;
  const url = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `sous_bench_${process.pid}`;
  let pg;
  try {
    ({ default: pg } = await import(resolveExternal('pg')));
  } catch {
    log('rest-pg skipped: the pg driver is not installed');
    return null;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create schema ${schema}`);
  } catch (error) {
    log(`rest-pg skipped: no PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//***@')} (${error.message})`);
    await client.end().catch(() => {});
    return null;
  }
  const env = { BENCH_PG_URL: url, BENCH_PG_SCHEMA: schema };
  log(`seeding PostgreSQL schema ${schema} the same way…`);
  const { token } = await seed(bundle, dbFile, env);
  return {
    env,
    token,
    async drop() {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-bench-'));
  let postgres = null;
  const dbFile = path.join(tmp, 'sous.db');
  const results = [];
  const profiles = [];
  try {
    log(`bundling the app from source…`);
    const bundle = await bundleApp(tmp);
    log(`seeding ${dbFile} (1 user, ${LISTS} lists of ${ITEMS_PER_LIST} items)…`);
    const { token, userId } = await seed(bundle, dbFile);
    const env = { BENCH_DB: dbFile, BENCH_APP_BUNDLE: bundle, BENCH_USER_ID: String(userId) };
    postgres = await preparePostgres(bundle, dbFile);

    let reference = null;
    const rounds = new Map();
    for (let round = 1; round <= ROUNDS; round++) {
    for (const target of TARGETS) {
      if (selected && !selected.has(target.key)) continue;
      if (target.postgres && !postgres) continue;
      const server = await startServer(target.server, target.postgres ? { ...env, ...postgres.env } : env);
      const bearer = target.postgres ? postgres.token : token;
      try {
        const headers = target.auth ? { authorization: `Bearer ${bearer}` } : {};
        const url = server.base + target.path;
        const answer = await call(server.base, 'GET', target.path, undefined, target.auth ? bearer : undefined);
        const problem = checkAnswer(target, answer);
        if (problem) throw new Error(`${target.label} answered wrongly (${problem}): ${answer.text.slice(0, 300)}`);
        // The baseline must do the same work: the same lists, byte for byte once parsed.
        if (target.key === 'raw' || target.key === 'rest') {
          if (reference && !isDeepStrictEqual(reference, answer.json)) {
            throw new Error('the raw select and the REST route return different lists');
          }
          reference = answer.json;
        }
        log(`round ${round}/${ROUNDS} ${target.label}: warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s with ${CONNECTIONS} connections…`);
        await load(url, headers, WARMUP_SECONDS);
        const profiling = profiled.has(target.key) && round === ROUNDS;
        if (profiling) await request(server, { type: 'profile-start' }, 'profile-started');
        const before = readTicks(server.child.pid);
        const result = summarise(await load(url, headers, SECONDS));
        result.cpu = cpuShare(before, readTicks(server.child.pid));
        if (profiling) {
          const out = path.join(
            profileDir,
            `${target.key}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`,
          );
          fs.mkdirSync(path.dirname(out), { recursive: true });
          await request(server, { type: 'profile-stop', file: out }, 'profile-stopped', 60_000);
          profiles.push({ target, file: out, requests: result.requests });
        }
        if (!rounds.has(target.key)) rounds.set(target.key, []);
        rounds.get(target.key).push({ key: target.key, label: target.label, path: target.path, profiled: profiling, ...result });
      } finally {
        await stopServer(server);
      }
    }
    }
    for (const runs of rounds.values()) {
      const ordered = [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec);
      const median = ordered[Math.floor((ordered.length - 1) / 2)];
      results.push({ ...median, rounds: runs.map((r) => Math.round(r.reqPerSec)), profiled: runs.some((r) => r.profiled) });
    }

    const raw = results.find((r) => r.key === 'raw');
    for (const r of results) r.ratioToRaw = raw ? r.reqPerSec / raw.reqPerSec : null;
    const byKey = Object.fromEntries(results.map((r) => [r.key, r]));
    const checks = [];
    if (raw && byKey.rest)
      checks.push({
        name: 'REST req/s ≥ 60 % of raw select',
        value: byKey.rest.ratioToRaw,
        target: 0.6,
        pass: byKey.rest.ratioToRaw >= 0.6,
        unit: 'ratio',
      });
    if (raw && byKey.trpc)
      checks.push({
        name: 'tRPC single req/s ≥ 50 % of raw select',
        value: byKey.trpc.ratioToRaw,
        target: 0.5,
        pass: byKey.trpc.ratioToRaw >= 0.5,
        unit: 'ratio',
      });
    for (const key of ['rest', 'trpc', 'batch']) {
      const r = byKey[key];
      if (r)
        checks.push({ name: `${r.label} p99 < 25 ms`, value: r.p99Ms, target: 25, pass: r.p99Ms < 25, unit: 'ms' });
    }

    if (asJson) {
      console.log(
        JSON.stringify(
          {
            date: new Date().toISOString(),
            node: process.version,
            cpus: os.cpus().length,
            cpu: os.cpus()[0]?.model,
            seconds: SECONDS,
            rounds: ROUNDS,
            warmupSeconds: WARMUP_SECONDS,
            connections: CONNECTIONS,
            data: { lists: LISTS, itemsPerList: ITEMS_PER_LIST },
            results,
            checks,
            profiles: profiles.map((p) => ({
              target: p.target.key,
              file: p.file,
              summary: profileSummary(p.file, bundle, p.requests),
            })),
          },
          null,
          2,
        ),
      );
    } else {
      console.log(
        `\nSous API bench: ${ROUNDS} interleaved rounds of ${SECONDS} s per target after ${WARMUP_SECONDS} s warm-up, median round shown, ${CONNECTIONS} connections, ` +
          `${LISTS} lists × ${ITEMS_PER_LIST} items, Node ${process.version}, ${os.cpus().length} CPUs\n`,
      );
      const head = `${pad('target', 34)} ${pad('req/s', 9, true)} ${pad('p99 ms', 8, true)} ${pad('vs raw', 8, true)}   rounds (req/s)`;
      console.log(head);
      console.log('-'.repeat(head.length));
      for (const r of results) {
        const ratio = r.ratioToRaw == null ? '-' : `${(r.ratioToRaw * 100).toFixed(0)} %`;
        console.log(
          `${pad(r.label, 34)} ${pad(Math.round(r.reqPerSec), 9, true)} ${pad(r.p99Ms, 8, true)} ${pad(ratio, 8, true)}   ${r.rounds.join(' / ')}`,
        );
      }
      if (byKey.batch) console.log('(the batch row counts HTTP requests; each carries 2 calls)');
      const bad = results.filter((r) => r.non2xx || r.errors || r.timeouts);
      for (const r of bad)
        console.log(`warning: ${r.label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      for (const r of results.filter((r) => r.cpu && r.cpu.otherCores > 0.2)) {
        console.log(
          `warning: ${r.label}: other processes used ${r.cpu.otherCores} cores meanwhile ` +
            `(server ${r.cpu.serverCores}, load generator ${r.cpu.loadgenCores}): this row is noisy`,
        );
      }
      if (results.some((r) => r.profiled)) console.log('(profiled rows ran under the CPU profiler: a little slower)');
      console.log('\ntargets:');
      for (const c of checks) {
        const value = c.unit === 'ratio' ? `${(c.value * 100).toFixed(0)} %` : `${c.value} ms`;
        console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name} (${value})`);
      }
      for (const p of profiles) {
        console.log(`\n== where the time goes: ${p.target.label} ==`);
        console.log(profileSummary(p.file, bundle, p.requests));
      }
    }
  } finally {
    killChildren();
    await postgres?.drop().catch((error) => log(`could not drop the bench schema: ${error.message}`));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  killChildren();
  process.exitCode = 1;
});

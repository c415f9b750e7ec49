// Smoke test of the single executable (dist/sous, from `npm run build:binary`), as a self-hoster runs it:
// copied alone into an empty directory, started on a free port, then --version, --help, register,
// a grocery list written and read back, the SPA, backup while serving, restore after stopping.
//
//   node scripts/smoke-binary.mjs [path/to/sous]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const SQLite = require('better-sqlite3');
const binary = path.resolve(process.argv[2] ?? path.join(root, 'dist/sous'));
const started = Date.now();

if (!fs.existsSync(binary)) {
  console.error(`smoke-binary: ${binary} is missing: run npm run build && npm run build:binary`);
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-smoke-'));
const dir = path.join(work, 'app');
fs.mkdirSync(dir);
const exe = path.join(dir, 'sous');
fs.copyFileSync(binary, exe);
fs.chmodSync(exe, 0o755);

const port = await new Promise((resolve, reject) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
  server.on('error', reject);
});
const base = `http://127.0.0.1:${port}`;
// Its own cache directory, so the extraction of the embedded assets is exercised from nothing.
const env = {
  PATH: process.env.PATH,
  HOME: work,
  XDG_CACHE_HOME: path.join(work, 'cache'),
  PORT: String(port),
  HOST: '127.0.0.1',
  SOUS_AI: 'offline',
  SOUS_LOG_LEVEL: 'warn',
};

let server;
let serverLog = '';
const steps = [];

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function step(name, fn) {
  const t0 = Date.now();
  await fn();
  steps.push(`  ok ${name} (${Date.now() - t0} ms)`);
}

function run(...args) {
  const result = spawnSync(exe, args, { cwd: dir, env, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}`.trim() };
}

async function start() {
  server = spawn(exe, [], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.on('data', (chunk) => (serverLog += chunk));
  server.stderr.on('data', (chunk) => (serverLog += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const done = await Promise.race([exited.then(() => 'exited'), new Promise((r) => setTimeout(r, 50, 'wait'))]);
    if (done === 'exited') throw new Error(`sous exited during start:\n${serverLog}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`no answer from ${base}/api/health within 20 s:\n${serverLog}`);
}

async function stop() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function api(method, url, token, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

try {
  await step('--version', () => {
    const { status, out } = run('--version');
    check(
      status === 0 && /^sous \d+\.\d+\.\d+ \(Node v\d+\.\d+\.\d+\)$/.test(out),
      `--version said (${status}): ${out}`,
    );
  });

  await step("--help names every variable of README's table", () => {
    const { status, out } = run('--help');
    check(status === 0 && out.startsWith('Usage: sous'), `--help said (${status}): ${out}`);
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const names = [...table.matchAll(/^\| `([A-Z_]+)`(?: \/ `([A-Z_]+)`)?/gm)].flatMap((m) =>
      m.slice(1).filter(Boolean),
    );
    check(names.length >= 8, `found only ${names.length} variables in README's table`);
    const missing = names.filter((name) => !out.includes(name));
    check(missing.length === 0, `--help does not mention ${missing.join(', ')}`);
  });

  await step('starts from an empty directory and creates ./data/sous.db', async () => {
    await start();
    check(fs.existsSync(path.join(dir, 'data/sous.db')), 'no ./data/sous.db after start');
  });

  await step('serves the SPA and its assets on the same port', async () => {
    const page = await fetch(`${base}/grocery`);
    const html = await page.text();
    check(page.status === 200 && html.includes('<div id="root"'), `GET /grocery: ${page.status}`);
    const script = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
    check(script, 'index.html has no script');
    const asset = await fetch(`${base}${script}`);
    check(
      asset.status === 200 && /javascript/.test(asset.headers.get('content-type') ?? ''),
      `GET ${script}: ${asset.status}`,
    );
  });

  let token;
  let listId;
  const title = 'Smoke test market run';
  await step('register, create a grocery list, read it back', async () => {
    const registered = await api('POST', '/api/register', undefined, {
      username: 'smoke_cook',
      password: 'smoke-pass-123',
    });
    check(
      registered.status === 201 && registered.body?.token,
      `register: ${registered.status} ${JSON.stringify(registered.body)}`,
    );
    token = registered.body.token;
    const created = await api('POST', '/api/grocery-lists', token, {
      title,
      items: [{ id: 'a1', name: 'Tomatoes', quantity: '6' }],
    });
    check(
      created.status === 201 && Number.isInteger(created.body?.id),
      `create list: ${created.status} ${JSON.stringify(created.body)}`,
    );
    listId = created.body.id;
    const read = await api('GET', `/api/grocery-lists/${listId}`, token);
    check(
      read.status === 200 && read.body.title === title && read.body.items?.[0]?.name === 'Tomatoes',
      `read list: ${JSON.stringify(read.body)}`,
    );
  });

  const backupFile = path.join(work, 'backup.db');
  await step('backup while serving makes a file that opens as SQLite', () => {
    const { status, out } = run('backup', backupFile);
    check(status === 0 && out.startsWith('Backed up'), `backup said (${status}): ${out}`);
    const copy = new SQLite(backupFile, { readonly: true, fileMustExist: true });
    try {
      const row = copy.prepare('select title from grocery_lists where id = ?').get(listId);
      check(row?.title === title, 'the backup lacks the grocery list');
    } finally {
      copy.close();
    }
  });

  await step('restore refuses while the server runs', () => {
    const { status, out } = run('restore', backupFile);
    check(
      status === 1 && /stop it before restoring/.test(out),
      `restore under a running server said (${status}): ${out}`,
    );
  });

  await step('restore after stopping brings the data back, keeping sous.db.bak', async () => {
    await stop();
    const notADatabase = path.join(work, 'notes.txt');
    fs.writeFileSync(notADatabase, 'not a database at all, just some text that is long enough');
    const refused = run('restore', notADatabase);
    check(
      refused.status === 1 && /not a SQLite database/.test(refused.out),
      `restoring a text file said (${refused.status}): ${refused.out}`,
    );
    const { status, out } = run('restore', backupFile);
    check(status === 0 && out.startsWith('Restored'), `restore said (${status}): ${out}`);
    check(fs.existsSync(path.join(dir, 'data/sous.db.bak')), 'no sous.db.bak');
    await start();
    const read = await api('GET', `/api/grocery-lists/${listId}`, token);
    check(
      read.status === 200 && read.body.title === title,
      `after restore: ${read.status} ${JSON.stringify(read.body)}`,
    );
  });
} catch (error) {
  console.error(steps.join('\n'));
  console.error(`smoke-binary: FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stop();
  fs.rmSync(work, { recursive: true, force: true });
}

if (process.exitCode !== 1) {
  console.log(steps.join('\n'));
  const size = (fs.statSync(binary).size / 1e6).toFixed(1);
  console.log(
    `smoke-binary: ${path.relative(root, binary)} (${size} MB) passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

// The single executable against the same server run by Node (the baseline), in the same run:
// size on disk, start to the first /api/health answer, and resident memory once idle.
//
//   node bench/binary.mjs              dist/sous against `node apps/server/dist/main.js`, 5 rounds
//   node bench/binary.mjs --rounds=N   more or fewer rounds (the median is shown)
//   node bench/binary.mjs --json       the same as JSON on stdout
//
// Each start gets a fresh data directory (so each one creates and migrates its database). The
// binary is started both cold (an empty cache: it extracts its addons and SPA first) and warm.
// Needs `npm run build && npm run build:binary` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 5);
const binary = path.join(root, 'dist/sous');
const bundle = path.join(root, 'apps/server/dist/main.js');
const log = (...parts) => console.error(...parts);

for (const [file, hint] of [
  [binary, 'npm run build:binary'],
  [bundle, 'npm run build'],
]) {
  if (!fs.existsSync(file)) {
    console.error(`bench/binary: ${path.relative(root, file)} is missing: ${hint}`);
    process.exit(1);
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-bench-binary-'));
const warmCache = path.join(work, 'warm-cache');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)[1]) / 1024;
}

/** One start: ms to the first 200 from /api/health, then RSS after a few requests and 2 s idle. */
async function measure(command, commandArgs, cacheDir) {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(work, 'run-'));
  const env = {
    PATH: process.env.PATH,
    HOME: work,
    XDG_CACHE_HOME: cacheDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SOUS_AI: 'offline',
    SOUS_LOG_LEVEL: 'warn',
    SOUS_DATA_DIR: path.join(dir, 'data'),
  };
  const t0 = process.hrtime.bigint();
  const child = spawn(command, commandArgs, { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    let startMs;
    while (startMs === undefined) {
      if (child.exitCode !== null) throw new Error(`${command} exited: ${stderr}`);
      if (Number(process.hrtime.bigint() - t0) > 30e9) throw new Error(`${command} did not answer within 30 s`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) startMs = Number(process.hrtime.bigint() - t0) / 1e6;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    // A little work first, so idle memory includes the SPA served once and a database read.
    for (const url of ['/', '/api/health', '/grocery'])
      await (await fetch(`http://127.0.0.1:${port}${url}`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return { startMs, rssMb: rssMb(child.pid) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const targets = {
  node: {
    label: 'node apps/server/dist/main.js (baseline)',
    run: () => measure(process.execPath, [bundle], warmCache),
  },
  cold: {
    label: 'dist/sous, empty cache (first start)',
    run: (i) => measure(binary, [], path.join(work, `cold-cache-${i}`)),
  },
  warm: { label: 'dist/sous, warm cache', run: () => measure(binary, [], warmCache) },
};
const results = Object.fromEntries(Object.keys(targets).map((key) => [key, []]));

try {
  // Fills the warm cache, and warms the OS page cache for both executables.
  await measure(binary, [], warmCache);
  await measure(process.execPath, [bundle], warmCache);
  for (let i = 0; i < rounds; i += 1) {
    for (const [key, target] of Object.entries(targets)) results[key].push(await target.run(i));
    log(`round ${i + 1}/${rounds} done`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const summary = Object.fromEntries(
  Object.entries(results).map(([key, runs]) => [
    key,
    { startMs: median(runs.map((r) => r.startMs)), rssMb: median(runs.map((r) => r.rssMb)) },
  ]),
);
const mb = (file) => fs.statSync(file).size / 1e6;
const sizes = { binaryMb: mb(binary), nodeMb: mb(process.execPath), bundleMb: mb(bundle) };

if (asJson) {
  console.log(JSON.stringify({ node: process.version, rounds, sizes, summary }, null, 2));
} else {
  console.log(
    `Single executable vs. Node running the bundle (${process.version}, median of ${rounds}, fresh database each start)`,
  );
  console.log(
    `size: dist/sous ${sizes.binaryMb.toFixed(1)} MB; baseline: node ${sizes.nodeMb.toFixed(1)} MB + dist/main.js ` +
      `${sizes.bundleMb.toFixed(1)} MB + node_modules`,
  );
  console.log('| target | start to /api/health | vs baseline | idle RSS | vs baseline |');
  console.log('|---|---:|---:|---:|---:|');
  const base = summary.node;
  for (const [key, { label }] of Object.entries(targets)) {
    const { startMs, rssMb } = summary[key];
    console.log(
      `| ${label} | ${startMs.toFixed(0)} ms | ${((startMs / base.startMs) * 100).toFixed(0)} % | ` +
        `${rssMb.toFixed(0)} MB | ${((rssMb / base.rssMb) * 100).toFixed(0)} % |`,
    );
  }
}

// Lighthouse performance of the built app in Debian's Chromium, against a baseline in the same run.
//
//   node bench/lighthouse.mjs            build first (npm run build); scores /auth, / and /recipes
//   node bench/lighthouse.mjs --json     the same as JSON on stdout
//
// The baseline is /api/docs: a server-rendered page with no script, served by the same server, so
// the ratio shows what the SPA costs over plain HTML on this machine (Lighthouse's default mobile
// profile with simulated throttling). Signed-in pages get the session as the `sid` cookie.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const asJson = process.argv.includes('--json');
const log = (...parts) => console.error(...parts);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`bench/lighthouse.mjs: ${file} is missing; run npm run build first`);
    process.exit(1);
  }
}

const port = await new Promise((resolve) => {
  const server = net.createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sous-lighthouse-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SOUS_DATA_DIR: dataDir, SOUS_AI: 'offline', SOUS_LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let chrome;
try {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 100) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const registered = await (
    await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lighthouse', password: 'lighthouse-pass', name: 'Lee' }),
    })
  ).json();
  const cookie = `sid=${registered.token}`;
  await fetch(`${base}/api/grocery-lists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ title: 'Weekly shop', items: [{ id: 'a', name: 'Milk', quantity: '1', completed: false }] }),
  });

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const pages = [
    { label: 'baseline: /api/docs (server HTML, no script)', url: '/api/docs', signedIn: false },
    { label: '/auth (signed out)', url: '/auth', signedIn: false },
    { label: '/ home (signed in)', url: '/', signedIn: true },
    { label: '/recipes (signed in)', url: '/recipes', signedIn: true },
  ];
  const rows = [];
  for (const page of pages) {
    log(`lighthouse ${page.url}…`);
    const result = await lighthouse(`${base}${page.url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(page.signedIn && { extraHeaders: { Cookie: cookie } }),
    });
    const audits = result.lhr.audits;
    rows.push({
      page: page.label,
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    });
  }
  if (asJson) console.log(JSON.stringify(rows, null, 2));
  else {
    const baseline = rows[0].score || 1;
    console.log(`Lighthouse performance (mobile profile, simulated throttling), Chromium at ${CHROMIUM}\n`);
    console.log('| page | score | vs baseline | FCP ms | LCP ms | TBT ms | CLS |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(`| ${row.page} | ${row.score} | ${Math.round((row.score / baseline) * 100)} % | ${row.fcpMs} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} |`);
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Web bundle size: the JavaScript a first visit downloads, gzipped, against the budget.
//
//   node bench/size.mjs              measure apps/web/dist (built first when it is missing)
//   node bench/size.mjs --build      rebuild apps/web first (vite build), then measure
//   node bench/size.mjs --dist=DIR   measure another built dist (DIR/index.html, DIR/assets)
//   node bench/size.mjs --json       the same as JSON on stdout
//
// Initial JS: every <script src> of dist/index.html (the module entry and any classic script),
// every <link rel="modulepreload">, and whatever those import statically (followed in the files
// themselves, in case a preload link is missing). Every other .js file under dist is lazy.
// Sizes are gzip level 9, in kB of 1000 bytes. The budget is 150 kB gzip of initial JS.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_KB = 150;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const webDir = path.join(root, 'apps/web');

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const forceBuild = args.includes('--build');
const distArg = args.find((arg) => arg.startsWith('--dist='));
const dist = distArg ? path.resolve(distArg.slice('--dist='.length)) : path.join(webDir, 'dist');
const log = (...parts) => console.error(...parts);

function build() {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  if (!fs.existsSync(vite)) throw new Error('vite is not installed (node_modules/vite/bin/vite.js); run npm install');
  log('building apps/web (vite build)…');
  const result = spawnSync(process.execPath, [vite, 'build'], {
    cwd: webDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 10 * 60_000,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/** The attributes of each tag named `tag` in an HTML text, lower-cased names. */
function tags(html, tag) {
  const found = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes = {};
    for (const a of match[1].matchAll(
      /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      attributes[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    found.push(attributes);
  }
  return found;
}

/** A URL from index.html to a file under dist; null for other origins and data: URLs. */
function toFile(url) {
  if (!url || /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const clean = url.split(/[?#]/)[0];
  const file = clean.startsWith('/') ? path.join(dist, clean) : path.join(dist, clean);
  return path.resolve(file);
}

/** Static imports and re-exports of an ES module chunk (not `import()`), as files. */
function staticImports(file) {
  const code = fs.readFileSync(file, 'utf8');
  const found = new Set();
  const patterns = [
    // import x from "./a.js"; import {a as b} from"./a.js"; export * from "./a.js"
    /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+\.m?js)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const spec = match[1];
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      found.add(spec.startsWith('/') ? path.join(dist, spec) : path.resolve(path.dirname(file), spec));
    }
  }
  return [...found];
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kB = (bytes) => bytes / 1000;
const rel = (file) => path.relative(dist, file).split(path.sep).join('/');

function listJs(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJs(full));
    else if (/\.m?js$/.test(entry.name)) out.push(full);
  }
  return out;
}

// Chart libraries leave these strings in minified code; a heuristic, to spot chart code that
// leaked into the initial chunks.
const CHART_MARKERS = /recharts|chart\.js|chartjs|apexcharts|echarts|victory-|uplot|\bvisx\b|d3-scale|d3-shape/i;

function measure() {
  const indexFile = path.join(dist, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  const initial = new Map(); // file -> how it is loaded
  const missing = [];
  const add = (file, how) => {
    if (!file) return;
    if (!fs.existsSync(file)) missing.push(`${rel(file)} (${how})`);
    else if (!initial.has(file)) initial.set(file, how);
  };
  let entry = null;
  for (const script of tags(html, 'script')) {
    if (script.src === undefined) continue;
    const file = toFile(script.src);
    const isModule = script.type === 'module';
    if (isModule && !entry) entry = file;
    add(file, isModule ? 'entry module' : 'classic script');
  }
  for (const link of tags(html, 'link')) {
    if ((link.rel ?? '').toLowerCase().split(/\s+/).includes('modulepreload')) add(toFile(link.href), 'modulepreload');
  }
  if (!entry) throw new Error(`${rel(indexFile)} has no <script type="module" src>`);
  // Follow static imports: anything they need is downloaded before the app runs.
  const queue = [...initial.keys()];
  for (let i = 0; i < queue.length && i < 10_000; i++) {
    const file = queue[i];
    if (!/\.m?js$/.test(file)) continue;
    for (const dep of staticImports(file)) {
      if (!initial.has(dep) && fs.existsSync(dep)) {
        initial.set(dep, 'static import (no preload link)');
        queue.push(dep);
      }
    }
  }

  const describe = (file, how) => {
    const code = fs.readFileSync(file, 'utf8');
    return {
      file: rel(file),
      how,
      bytes: Buffer.byteLength(code),
      gzipBytes: gzipSize(file),
      chartMarkers: CHART_MARKERS.test(code),
    };
  };
  const initialFiles = [...initial].map(([file, how]) => describe(file, how));
  const lazyFiles = listJs(dist)
    .filter((file) => !initial.has(path.resolve(file)))
    .map((file) => describe(file, 'lazy'))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const css = tags(html, 'link')
    .filter((link) => (link.rel ?? '').toLowerCase() === 'stylesheet')
    .map((link) => toFile(link.href))
    .filter((file) => file && fs.existsSync(file))
    .map((file) => describe(file, 'stylesheet'));
  const totalGzip = initialFiles.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    dist,
    budgetKb: BUDGET_KB,
    initial: initialFiles,
    initialGzipKb: kB(totalGzip),
    initialRawKb: kB(initialFiles.reduce((sum, f) => sum + f.bytes, 0)),
    pass: kB(totalGzip) <= BUDGET_KB,
    lazy: lazyFiles,
    lazyGzipKb: kB(lazyFiles.reduce((sum, f) => sum + f.gzipBytes, 0)),
    css,
    missing,
    chartCodeInInitial: initialFiles.filter((f) => f.chartMarkers).map((f) => f.file),
    chartCodeInLazy: lazyFiles.filter((f) => f.chartMarkers).map((f) => f.file),
  };
}

/** The newest source file the web build reads, to warn when dist is older than the code. */
function newestSource() {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target))
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(target, name));
    } else if (!target.endsWith('routeTree.gen.ts')) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const part of [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ]) {
    visit(path.join(root, part));
  }
  return newest;
}

function print(r) {
  const width = Math.max(28, ...[...r.initial, ...r.lazy, ...r.css].map((f) => f.file.length)) + 2;
  const row = (f, note = '') =>
    `  ${f.file.padEnd(width)} ${kB(f.bytes).toFixed(1).padStart(8)} ${kB(f.gzipBytes).toFixed(1).padStart(8)}${note ? `  ${note}` : ''}`;
  const head = `  ${'file'.padEnd(width)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}`;
  const shown = path.relative(root, r.dist);
  console.log(
    `\nSous web bundle: ${shown && !shown.startsWith('..') ? shown : r.dist} (gzip level 9, 1 kB = 1000 B)\n`,
  );
  console.log('initial JS (downloaded on first visit):');
  console.log(head);
  for (const f of r.initial) console.log(row(f, f.how + (f.chartMarkers ? ', CHART CODE?' : '')));
  console.log(
    `  ${'total'.padEnd(width)} ${r.initialRawKb.toFixed(1).padStart(8)} ${r.initialGzipKb.toFixed(1).padStart(8)}`,
  );
  for (const m of r.missing) console.log(`  missing: ${m}`);
  console.log(
    `\ntarget: ${r.pass ? 'PASS' : 'FAIL'}  initial JS ${r.initialGzipKb.toFixed(1)} kB gzip ≤ ${r.budgetKb} kB`,
  );
  if (r.chartCodeInInitial.length)
    console.log(`warning: chart code markers in initial chunks: ${r.chartCodeInInitial.join(', ')}`);
  console.log(`\nlazy JS chunks (${r.lazy.length}, ${r.lazyGzipKb.toFixed(1)} kB gzip in all):`);
  if (r.lazy.length) console.log(head);
  for (const f of r.lazy) console.log(row(f, f.chartMarkers ? 'chart code' : ''));
  if (r.css.length) {
    console.log('\nstylesheets (not counted in the JS budget):');
    for (const f of r.css) console.log(row(f));
  }
}

try {
  if (forceBuild || (!distArg && !fs.existsSync(path.join(dist, 'index.html')))) {
    if (distArg) throw new Error('--build builds apps/web, not --dist');
    build();
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no ${path.join(dist, 'index.html')}`);
  const result = measure();
  if (!distArg) {
    result.stale = newestSource() > fs.statSync(path.join(dist, 'index.html')).mtimeMs;
    if (result.stale)
      log('note: apps/web/dist is older than the web source; `node bench/size.mjs --build` rebuilds it first');
  }
  if (asJson) console.log(JSON.stringify(result, null, 2));
  else print(result);
} catch (error) {
  console.error(`bench/size: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}

// `npm run build:binary`: dist/sous, one Linux x64 executable (Node's single executable applications).
// The server is bundled into one CommonJS file; the SPA (apps/web/dist) and the two native addons
// (better-sqlite3, argon2) ride as SEA assets; the running Node is copied and the blob injected with
// postject. Nothing is downloaded: everything comes from node_modules and this machine's Node.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForBinary } from '../apps/server/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const buildDir = path.join(root, 'build/sea');
const output = path.join(root, 'dist/sous');
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
const started = Date.now();
const log = (message) => console.log(`build:binary: ${message}`);

function fail(message) {
  console.error(`build:binary: ${message}`);
  process.exit(1);
}

if (process.platform !== 'linux' || process.arch !== 'x64')
  fail(`builds for Linux x64 only (this is ${process.platform}-${process.arch})`);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 12)) fail(`needs Node >= 20.12 for SEA assets (this is ${process.version})`);
// Some distributions build node without the SEA sentinel; postject would then fail obscurely.
if (!fs.readFileSync(process.execPath).includes(FUSE))
  fail(`${process.execPath} was built without single-executable support`);

const webDist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  log('building the web app (vite build)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) fail('vite build failed');
}

fs.rmSync(buildDir, { recursive: true, force: true });
fs.mkdirSync(buildDir, { recursive: true });
const main = path.join(buildDir, 'main.cjs');
await bundleForBinary(main);

// The addons this machine's node_modules would load: the same files `npm start` uses.
const sqliteAddon = path.join(
  path.dirname(require.resolve('better-sqlite3/package.json')),
  'build/Release/better_sqlite3.node',
);
const argon2Dir = path.dirname(require.resolve('argon2/package.json'));
const argon2Addon = createRequire(path.join(argon2Dir, 'package.json'))('node-gyp-build').resolve(argon2Dir);
for (const file of [sqliteAddon, argon2Addon]) if (!fs.existsSync(file)) fail(`missing native addon ${file}`);

const assets = { 'addons/better_sqlite3.node': sqliteAddon, 'addons/argon2.node': argon2Addon };
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
for (const file of walk(webDist)) assets[`web/${path.relative(webDist, file).split(path.sep).join('/')}`] = file;

// The cache directory is named by this hash, so a new build never reuses an old extraction.
const hash = crypto.createHash('sha256');
for (const name of Object.keys(assets).sort()) hash.update(name).update('\0').update(fs.readFileSync(assets[name]));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const manifest = { version, hash: hash.digest('hex').slice(0, 16), files: Object.keys(assets).sort() };
fs.writeFileSync(path.join(buildDir, 'sea.json'), JSON.stringify(manifest));

const blob = path.join(buildDir, 'sea-prep.blob');
const config = {
  main,
  output: blob,
  disableExperimentalSEAWarning: true,
  useSnapshot: false,
  useCodeCache: true,
  assets: { 'sea.json': path.join(buildDir, 'sea.json'), ...assets },
};
fs.writeFileSync(path.join(buildDir, 'sea-config.json'), JSON.stringify(config, null, 2));
const prep = spawnSync(process.execPath, ['--experimental-sea-config', path.join(buildDir, 'sea-config.json')], {
  cwd: buildDir,
  encoding: 'utf8',
});
if (prep.status !== 0) fail(`node --experimental-sea-config failed:\n${prep.stdout}${prep.stderr}`);

fs.mkdirSync(path.dirname(output), { recursive: true });
const staging = `${output}.tmp`;
fs.copyFileSync(process.execPath, staging);
// Node's symbol table and debug info (13 MB) serve no user; addons link against .dynsym, which strip keeps.
const strip = spawnSync('strip', ['--strip-all', staging], { encoding: 'utf8' });
if (strip.error) log('strip not found; keeping the symbols');
else if (strip.status !== 0) fail(`strip failed: ${strip.stderr}`);
fs.chmodSync(staging, 0o755);

const { inject } = require('postject');
log('injecting the blob with postject (its "Can\'t find string offset for section name" warnings are harmless)');
await inject(staging, 'NODE_SEA_BLOB', fs.readFileSync(blob), { sentinelFuse: FUSE });
fs.renameSync(staging, output);

const mb = (file) => (fs.statSync(file).size / 1e6).toFixed(1);
log(
  `${path.relative(root, output)}: ${mb(output)} MB (Node ${process.version}, bundle ${mb(main)} MB, ` +
    `${manifest.files.length} assets) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

// Inside the single executable (dist/sous): the native addons and the SPA ride as SEA assets and are
// extracted once per build to a cache directory; outside it every function here is a no-op.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as sea from 'node:sea';
import { cacheHome } from './env';

/** Written by scripts/build-binary.mjs as the asset `sea.json`; every other asset is one of `files`. */
interface SeaManifest {
  version: string;
  hash: string;
  files: string[];
}

type Addon = 'better_sqlite3' | 'argon2';

const inSea = sea.isSea();
let extractedDir: string | undefined;
const addons = new Map<Addon, unknown>();

export function isSingleExecutable(): boolean {
  return inSea;
}

function manifest(): SeaManifest {
  return JSON.parse(sea.getAsset('sea.json', 'utf8')) as SeaManifest;
}

/** The cache root, or a per-user temporary one when the home directory cannot be written. */
function cacheRoot(): string {
  const preferred = path.join(cacheHome(), 'sous');
  try {
    fs.mkdirSync(preferred, { recursive: true, mode: 0o700 });
    fs.accessSync(preferred, fs.constants.W_OK);
    return preferred;
  } catch {
    const { uid } = os.userInfo();
    const fallback = path.join(os.tmpdir(), `sous-cache-${uid}`);
    fs.mkdirSync(fallback, { recursive: true, mode: 0o700 });
    // A shared /tmp: a directory planted by another user could hand us a hostile addon.
    if (fs.statSync(fallback).uid !== uid) throw new Error(`${fallback} belongs to another user; set XDG_CACHE_HOME`);
    return fallback;
  }
}

/** Extracts every asset once; a finished directory is reused by later starts of the same build. */
function extracted(): string {
  if (extractedDir) return extractedDir;
  const { version, hash, files } = manifest();
  const root = cacheRoot();
  const dir = path.join(root, `${version}-${hash}`);
  if (!fs.existsSync(path.join(dir, '.complete'))) {
    // Written aside and renamed into place, so processes starting together never see half a directory.
    const staging = fs.mkdtempSync(path.join(root, `.${version}-${hash}-`));
    for (const name of files) {
      const target = path.join(staging, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, new Uint8Array(sea.getAsset(name)), { mode: name.endsWith('.node') ? 0o755 : 0o644 });
    }
    fs.writeFileSync(path.join(staging, '.complete'), `${version} ${hash}\n`);
    try {
      fs.renameSync(staging, dir);
    } catch (error) {
      // Another process won the race with the same content: keep its directory.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(path.join(dir, '.complete'))) throw error;
    }
  }
  extractedDir = dir;
  return dir;
}

/** Loads an embedded addon with process.dlopen (once per process). */
export function loadAddon(name: Addon): unknown {
  if (!inSea) throw new Error(`The ${name} addon is only embedded in the single executable`);
  if (!addons.has(name)) {
    const module = { exports: {} as unknown };
    process.dlopen(module, path.join(extracted(), 'addons', `${name}.node`));
    addons.set(name, module.exports);
  }
  return addons.get(name);
}

/** better-sqlite3's loaded addon for its `nativeBinding` option; undefined outside the executable. */
export function sqliteBinding(): object | undefined {
  return inSea ? (loadAddon('better_sqlite3') as object) : undefined;
}

/** The embedded SPA's directory; undefined outside the executable. */
export function embeddedWebDir(): string | undefined {
  return inSea ? path.join(extracted(), 'web') : undefined;
}

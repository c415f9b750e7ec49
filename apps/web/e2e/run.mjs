// Browser tests: vitest runs e2e/*.e2e.ts against the built server + SPA (see global-setup.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

for (const [file, hint] of [
  ['apps/server/dist/main.js', 'build the server first (npm run build)'],
  ['apps/web/dist/index.html', 'build the web app first (npm run build)'],
]) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`e2e: ${file} is missing: ${hint}`);
    process.exit(1);
  }
}

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', path.join(here, 'vitest.config.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);

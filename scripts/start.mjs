// `npm start`: builds what is missing (server bundle, SPA), then serves API + SPA on one port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (args, cwd = root) => {
  const result = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app…');
  run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], path.join(root, 'apps/web'));
}
if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.log('Building the server…');
  run([path.join(root, 'apps/server/build.mjs')]);
}
// Arguments pass through: `npm start -- backup FILE`.
run([path.join(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)]);

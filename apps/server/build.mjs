// Bundles the server (workspace packages included) into dist/main.js; npm packages stay external.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: path.join(root, 'apps/server/dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'workspace-source',
      setup(b) {
        // Workspace packages are TypeScript source and get bundled; npm packages stay external.
        b.onResolve({ filter: /^@sous\/[a-z]+$/ }, (args) => ({
          path: path.join(root, 'packages', args.path.slice('@sous/'.length), 'src/index.ts'),
        }));
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@sous/') ? undefined : { external: true }));
      },
    },
  ],
});

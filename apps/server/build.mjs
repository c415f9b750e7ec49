// Bundles the server (workspace packages included) into dist/main.js; npm packages stay external.
// scripts/build-binary.mjs calls bundleForBinary(): everything in one CommonJS file for the single executable.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(root, 'apps/server/src/main.ts');

// Workspace packages are TypeScript source and get bundled.
const workspaceSource = (b) =>
  b.onResolve({ filter: /^@sous\/[a-z]+$/ }, (args) => ({
    path: path.join(root, 'packages', args.path.slice('@sous/'.length), 'src/index.ts'),
  }));

export async function bundleServer() {
  await build({
    entryPoints: [entry],
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
          workspaceSource(b);
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@sous/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}

/** One CommonJS file with every npm package inside: a SEA's main script can require only builtins. */
export async function bundleForBinary(outfile) {
  const sea = path.join(root, 'apps/server/src/sea.ts');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
    // The bundle's own file stands in for import.meta.url (app.ts's default web directory, unused here).
    define: { 'import.meta.url': '__sous_import_meta_url' },
    banner: { js: "var __sous_import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
    // pg's optional native driver and Cloudflare sockets are never used by a Node server.
    external: ['pg-native', 'cloudflare:sockets'],
    plugins: [
      {
        name: 'sea-addons',
        setup(b) {
          workspaceSource(b);
          // argon2 asks node-gyp-build for its addon: hand it the embedded one, loaded on first hash.
          b.onResolve({ filter: /^node-gyp-build$/ }, (args) =>
            args.importer.includes(`${path.sep}argon2${path.sep}`)
              ? { path: 'argon2-binding', namespace: 'sea' }
              : undefined,
          );
          // better-sqlite3 gets its addon through the nativeBinding option; reaching `bindings` is a bug.
          b.onResolve({ filter: /^bindings$/ }, () => ({ path: 'sqlite-binding', namespace: 'sea' }));
          b.onLoad({ filter: /^argon2-binding$/, namespace: 'sea' }, () => ({
            contents: `const { loadAddon } = require(${JSON.stringify(sea)});
module.exports = () => ({ hash: (...args) => loadAddon('argon2').hash(...args) });`,
            resolveDir: path.dirname(sea),
            loader: 'js',
          }));
          b.onLoad({ filter: /^sqlite-binding$/, namespace: 'sea' }, () => ({
            contents: `module.exports = () => { throw new Error('better-sqlite3 was opened without the embedded nativeBinding'); };`,
            loader: 'js',
          }));
        },
      },
    ],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await bundleServer();

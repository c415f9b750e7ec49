// Generates src/routeTree.gen.ts without a Vite build, so `tsc` can run on a clean clone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = getConfig(
  { target: 'react', routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' },
  root,
);
await new Generator({ config, root }).run();
console.log('routeTree.gen.ts generated');

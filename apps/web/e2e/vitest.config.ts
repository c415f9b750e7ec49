import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.resolve(here, '../../..'),
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts'],
    globalSetup: [path.join(here, 'global-setup.ts')],
    // One browser at a time: the CI machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    // *.pg.test.ts need a PostgreSQL server: tooling/vitest.config.postgres.ts runs them.
    exclude: ['**/node_modules/**', '**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The API integration and REST suites again on PostgreSQL; each test file works in its own schema, dropped after it.
const url = process.env.SOUS_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Why the server cannot be used, or null when it answers. */
async function unreachable(connectionString: string): Promise<string | null> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default defineConfig(async () => {
  const problem = await unreachable(url);
  const shown = url.replace(/\/\/[^@/]*@/, '//***@');
  if (problem) console.log(`PostgreSQL tests SKIPPED: no server at ${shown} (${problem}); set SOUS_TEST_DATABASE_URL to run them.`);
  else console.log(`PostgreSQL tests on ${shown}`);
  return {
    root,
    test: {
      include: problem ? [] : ['packages/api/src/routers/*.test.ts', 'apps/server/test/**/*.test.ts'],
      passWithNoTests: true,
      setupFiles: ['packages/api/src/testing/postgres.setup.ts'],
      provide: { postgresUrl: url },
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  };
});

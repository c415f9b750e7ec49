import { afterAll, inject } from 'vitest';
import { dropTestSchemas, usePostgres } from './postgres';

// Runs before each test file of tooling/vitest.config.postgres.ts: freshDb() then answers PostgreSQL schemas.
usePostgres(inject('postgresUrl'));
afterAll(dropTestSchemas);

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

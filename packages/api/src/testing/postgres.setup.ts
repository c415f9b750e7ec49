import { afterAll, inject } from 'vitest';
import { dropTestSchemas, usePostgres } from './postgres';

// Runs before each test file of vitest.postgres.config.ts: freshDb() then answers PostgreSQL schemas.
usePostgres(inject('postgresUrl'));
afterAll(dropTestSchemas);

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

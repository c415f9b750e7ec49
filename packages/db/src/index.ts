export * from './schema';
export * from './codec';
export { createDb, migrateToLatest, type Db, type DbConfig } from './client';
export { clearAllTables } from './testing';
export { hotQuery, isSqlite } from './hotQuery';

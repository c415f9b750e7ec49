export * from './schema';
export * from './codec';
export { createDb, migrateToLatest, openSqlite, type Db, type DbConfig, type SqliteNativeBinding } from './client';
export { clearAllTables } from './testing';
export { hotQuery, isSqlite } from './hotQuery';

import type { Migration } from 'kysely';
import * as accountsAndGrocery from './2026-11-22-0001-accounts-and-grocery';

/** Listed here (not read from disk) so the bundled executable carries them. Names sort by date. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts-and-grocery': accountsAndGrocery,
};

import { isSqlite, type Db } from '@sous/db';

/**
 * Session lookups for a SQLite database, kept in this process. SQLite means one process owns the
 * database, so every write to a session or its user passes through here and clears the entry;
 * with PostgreSQL (several instances) nothing is cached and the database answers every time.
 * A generation counter keeps a read that raced a change from caching what it read.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry<Row> {
  db: Db;
  row: Row;
  userId: number;
  sessionId: number;
  cachedAt: number;
}

export function createSessionCache<Row>() {
  const entries = new Map<string, Entry<Row>>();
  let generation = 0;

  return {
    /** The generation to hand back to `remember`, read before the database is asked. */
    generation: () => generation,

    lookup(db: Db, tokenHash: string, now: number): Row | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.db !== db || now - entry.cachedAt > TTL_MS) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.row;
    },

    remember(db: Db, tokenHash: string, row: Row, ids: { userId: number; sessionId: number }, readAt: number, seen: number) {
      if (seen !== generation || !isSqlite(db)) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(tokenHash, { db, row, ...ids, cachedAt: readAt });
    },

    forgetSession(sessionId: number) {
      generation++;
      for (const [key, entry] of entries) if (entry.sessionId === sessionId) entries.delete(key);
    },

    /** After any change to a user or their sessions (profile, password, deletion). */
    forgetUser(userId: number) {
      generation++;
      for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
    },

    clear() {
      generation++;
      entries.clear();
    },
  };
}

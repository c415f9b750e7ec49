import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { countRateLimitHit, pruneRateLimits } from '@sous/api';
import type { Db } from '@sous/db';

/** Expired windows are swept on about one hit in this many, so the table holds live counters only. */
const PRUNE_EVERY = 1000;

/** @fastify/rate-limit counters in rate_limits so instances share them; keys are hashed because a key may be a session token. */
export function databaseStore(db: Db, windowMs: number): FastifyRateLimitStoreCtor {
  let hits = 0;
  class DatabaseStore {
    constructor(_options?: FastifyRateLimitOptions) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = windowMs) {
      const now = Date.now();
      const hashed = `req:${createHash('sha256').update(key).digest('base64url')}`;
      hits += 1;
      const prune = hits % PRUNE_EVERY === 0 ? pruneRateLimits(db, now) : Promise.resolve();
      prune
        .then(() => countRateLimitHit(db, hashed, timeWindow, now))
        .then(({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now) }), (error: Error) => callback(error));
    }

    child() {
      return new DatabaseStore();
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

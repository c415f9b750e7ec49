import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type { Db } from '@sous/db';
import { messages } from '@sous/domain';

/** Thrown as the cause of a 429 so both adapters can send Retry-After. */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(messages.http.tooManyRequests);
  }
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

function tooMany(resetAt: number, now: number): never {
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: messages.http.tooManyRequests,
    cause: new RateLimited(Math.max(1, Math.ceil((resetAt - now) / 1000))),
  });
}

/** Throws 429 when any of the limits is already spent; counts nothing. Counters live in the database. */
export async function assertNotLimited(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  if (limits.length === 0) return;
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'count', 'reset_at'])
    .where(
      'key',
      'in',
      limits.map((limit) => limit.key),
    )
    .execute();
  for (const row of rows) {
    const limit = limits.find((candidate) => candidate.key === row.key);
    const resetAt = Number(row.reset_at);
    if (limit && resetAt > now && row.count >= limit.max) tooMany(resetAt, now);
  }
}

/** Counts one hit against each limit (a fixed window per key). */
export async function countHit(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  for (const limit of limits) {
    const resetAt = now + limit.windowMs;
    await db
      .insertInto('rate_limits')
      .values({ key: limit.key, count: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .execute();
  }
}

/** Counts a hit and throws 429 if that went over any limit. */
export async function consume(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  await assertNotLimited(db, limits, now);
  await countHit(db, limits, now);
}

export const authLimits = {
  failedLogin: (username: string, ip: string): Limit[] => [
    { key: `login:user:${username.toLowerCase()}`, max: 10, windowMs: MINUTE },
    { key: `login:ip:${ip}`, max: 30, windowMs: MINUTE },
  ],
  registration: (ip: string): Limit[] => [{ key: `register:ip:${ip}`, max: 30, windowMs: HOUR }],
};

/** Counts one hit on a fixed-window key and answers the count so far and when the window ends (one statement, so instances never race). */
export async function hit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; resetAt: number }> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Forgets windows that ended before `before`, so the table holds only live counters. */
export async function pruneExpired(db: Db, before = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<', before).execute();
}

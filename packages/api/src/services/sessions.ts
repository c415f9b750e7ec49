import { hotQuery, type Db } from '@sous/db';
import type { User } from '@sous/domain';
import { toUser } from './users';
import { createSessionCache } from './sessionCache';
import { hashToken, newSessionToken } from './tokens';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export async function createSession(db: Db, userId: number, now = new Date()) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

const userColumns = [
  'users.id',
  'users.username',
  'users.name',
  'users.email',
  'users.profile_picture',
  'users.preferences',
] as const;

const sessionByTokenHash = hotQuery(
  (db: Db, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([...userColumns, 'sessions.id as session_id', 'sessions.last_used_at', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', tokenHash),
  1,
);

export interface Session {
  user: User;
  sessionId: number;
  lastUsedAt: string;
  expiresAt: string;
}

const cache = createSessionCache<Session>();

/** The session and its user, or null when the token is unknown or expired. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const at = now.getTime();
  let session = cache.lookup(db, tokenHash, at);
  if (!session) {
    const seen = cache.generation();
    const [row] = await sessionByTokenHash(db, tokenHash);
    if (!row) return null;
    session = { user: toUser(row), sessionId: row.session_id, lastUsedAt: row.last_used_at, expiresAt: row.expires_at };
    cache.remember(db, tokenHash, session, { userId: row.id, sessionId: row.session_id }, at, seen);
  }
  if (session.expiresAt <= now.toISOString()) {
    cache.forgetSession(session.sessionId);
    await db.deleteFrom('sessions').where('id', '=', session.sessionId).execute();
    return null;
  }
  if (at - Date.parse(session.lastUsedAt) > TOUCH_INTERVAL_MS) {
    const touched = { last_used_at: now.toISOString(), expires_at: new Date(at + SESSION_DAYS * DAY_MS).toISOString() };
    cache.forgetSession(session.sessionId);
    await db.updateTable('sessions').set(touched).where('id', '=', session.sessionId).execute();
    session = { ...session, lastUsedAt: touched.last_used_at, expiresAt: touched.expires_at };
  }
  return session;
}

export async function revokeSession(db: Db, sessionId: number) {
  cache.forgetSession(sessionId);
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  cache.forgetSession(sessionId);
}

/** Revokes every session of a user except the one given (all of them when none is given). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number | null) {
  cache.forgetUser(userId);
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId != null) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** Call after a change to a user that sessions carry (name, preferences) or their removal, once committed. */
export function forgetCachedUser(userId: number) {
  cache.forgetUser(userId);
}

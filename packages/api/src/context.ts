import { createKitchenAI, type KitchenAI } from '@sous/ai';
import type { Db } from '@sous/db';
import type { User } from '@sous/domain';
import { findSession } from './services/sessions';

/** What the HTTP adapter lets procedures do to the response. */
export interface ResponseControl {
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

export interface CreateContextOptions {
  db: Db;
  /** The session token from `Authorization: Bearer` or the `sid` cookie. */
  token?: string | null;
  ip?: string;
  response?: ResponseControl;
  /** The AI layer; the offline assistant when none is given (tests, scripts). */
  ai?: KitchenAI;
}

export interface Context {
  db: Db;
  user: User | null;
  sessionId: number | null;
  ip: string;
  response: ResponseControl;
  ai: KitchenAI;
}

let offlineKitchen: KitchenAI | undefined;
function defaultKitchen(): KitchenAI {
  offlineKitchen ??= createKitchenAI({ mode: 'offline', ollamaHost: 'http://127.0.0.1:11434', ollamaModel: 'none' });
  return offlineKitchen;
}

const noResponse: ResponseControl = { setSessionCookie() {}, clearSessionCookie() {} };

/** Bearer tokens are base64url; anything else cannot be a session and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export async function createContextInner(options: CreateContextOptions): Promise<Context> {
  const { db, token } = options;
  const session = token && TOKEN_PATTERN.test(token) ? await findSession(db, token) : null;
  return {
    db,
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    ip: options.ip ?? 'local',
    response: options.response ?? noResponse,
    ai: options.ai ?? defaultKitchen(),
  };
}

/** Reads the token from a Bearer header first, then from the cookie. */
export function tokenFrom(authorization: string | undefined, cookie: string | undefined): string | null {
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return cookie || null;
}

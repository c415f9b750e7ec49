import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KitchenAI } from '@sous/ai';
import { createContextInner, tokenFrom, type Context } from '@sous/api';
import type { Db } from '@sous/db';

export const SESSION_COOKIE = 'sid';

export interface CookieOptions {
  secure: boolean | undefined;
}

/** What every request's context is built from. */
export interface ContextDeps {
  db: Db;
  ai: KitchenAI | undefined;
  cookie: CookieOptions;
}

/** Builds the procedure context for one HTTP request: the session from Bearer or cookie. */
export function contextFor({ db, ai, cookie }: ContextDeps, request: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const secure = cookie.secure ?? request.protocol === 'https';
  return createContextInner({
    db,
    ai,
    token: tokenFrom(request.headers.authorization, request.cookies[SESSION_COOKIE]),
    ip: request.ip,
    response: {
      setSessionCookie(token, expiresAt) {
        reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
      },
      clearSessionCookie() {
        reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      },
    },
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { sql } from 'kysely';
import type { KitchenAI } from '@sous/ai';
import { isSqlite, type Db } from '@sous/db';
import { messages } from '@sous/domain';
import type { Env } from './env';
import { registerRest } from './rest/adapter';
import { registerApiDocs } from './rest/docs';
import { databaseStore } from './rateLimitStore';
import { apiHeaders, pageHeaders } from './securityHeaders';
import { registerTrpc } from './trpcHandler';

export const VERSION = '0.1.0';
const BODY_LIMIT = 1024 * 1024;

/** Request bodies are never logged; credentials that could ride in headers are censored if a serializer ever adds them. */
const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    'headers.authorization',
    'headers.cookie',
    'headers["set-cookie"]',
    'body',
    'req.body',
    '*.password',
    '*.token',
    '*.secretKey',
  ],
  censor: '[redacted]',
};

export interface BuildAppOptions {
  db: Db;
  env?: Partial<Env>;
  /** Fastify's logger; off in tests. `stream` replaces stdout (tests read what would be logged). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The per-user request limit (600 a minute); benchmarks turn it off. */
  rateLimit?: boolean;
  /** The AI layer; the offline assistant when none is given. */
  ai?: KitchenAI;
  /** Closes the database with the app (the server does; tests that share a db do not). */
  closeDb?: boolean;
}

function defaultWebDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../web'), path.resolve(process.cwd(), 'apps/web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

/** Builds the whole app without listening: `app.inject()` drives it in tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, env = {} } = options;
  const app = Fastify({
    logger: options.logger ? { ...(typeof options.logger === 'object' ? options.logger : {}), redact: LOG_REDACT } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    routerOptions: { maxParamLength: 2000 },
  });
  const deps = { db, ai: options.ai, cookie: { secure: env.cookieSecure } };

  await app.register(cookie);
  await app.register(cors, { origin: env.corsOrigins?.length ? env.corsOrigins : false, credentials: true });
  const forPages = pageHeaders(env.cookieSecure === true);
  const forApi = apiHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? forApi : forPages);
    done();
  });
  await app.register(compress, { threshold: 1024 });
  if (options.rateLimit !== false) {
    await app.register(rateLimit, {
      max: 600,
      timeWindow: 60_000,
      // SQLite means one process: its counters stay in memory. On PostgreSQL every instance shares them in the database.
      ...(!isSqlite(db) && { store: databaseStore(db, 60_000) }),
      keyGenerator: (request) => request.headers.authorization ?? request.cookies?.sid ?? request.ip,
      // The SPA's files carry no credentials: counting them would key every page load on the IP.
      allowList: (request) => !isApiPath(request.url),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: messages.http.tooManyRequests,
        code: 'TOO_MANY_REQUESTS',
        retryAfter: context.after,
      }),
    });
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    let message = error.message;
    let code = error.code ?? 'ERROR';
    if (status === 413) {
      message = messages.http.bodyTooLarge;
      code = 'PAYLOAD_TOO_LARGE';
    } else if (status === 400 && (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)) {
      message = messages.http.malformedJson;
      code = 'BAD_REQUEST';
    } else if (status === 429) {
      message = messages.http.tooManyRequests;
      code = 'TOO_MANY_REQUESTS';
    } else if (status >= 500) {
      message = messages.http.internal;
      code = 'INTERNAL_SERVER_ERROR';
    }
    reply.code(status).send({ message, code });
  });

  app.get('/api/health', async (_request, reply) => {
    let database = 'ok';
    try {
      await sql`select 1`.execute(db);
    } catch {
      database = 'unavailable';
    }
    reply.code(database === 'ok' ? 200 : 503);
    return { status: database === 'ok' ? 'ok' : 'degraded', version: VERSION, database, ai: options.ai?.status() ?? { mode: 'offline', ollamaAvailable: false } };
  });

  registerTrpc(app, deps);
  registerRest(app, deps);
  registerApiDocs(app, VERSION);

  const webDir = env.webDir ?? defaultWebDir();
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isAsset = url.startsWith('/assets/') || /\.[a-z0-9]+(\?.*)?$/i.test(url.split('?')[0] ?? '');
    // A missing asset (a stale chunk after a rebuild) is a 404, never index.html served as script.
    if (url.startsWith('/api') || url.startsWith('/trpc') || isAsset || !webDir || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: messages.http.notFound, code: 'NOT_FOUND' });
    }
    // The SPA handles every other path, its own 404 page included.
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });

  if (options.closeDb) app.addHook('onClose', async () => db.destroy());
  return app;
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api') || url.startsWith('/trpc');
}

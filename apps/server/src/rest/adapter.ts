import type { FastifyInstance } from 'fastify';
import { callProcedure } from '@trpc/server/unstable-core-do-not-import';
import { appRouter } from '@sous/api';
import { contextFor, type ContextDeps } from '../context';
import { toHttpError } from '../errors';
import { restRoutes } from './routes';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Mounts the REST table. Each route builds the context and calls its procedure with tRPC's own
 * `callProcedure` (what `createCaller` does underneath, without a proxy per request).
 */
export function registerRest(app: FastifyInstance, deps: ContextDeps) {
  for (const route of restRoutes) {
    const type = route.method === 'GET' ? 'query' : 'mutation';
    app.route<{ Params: Record<string, string>; Querystring: Record<string, string> }>({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const ctx = await contextFor(deps, request, reply);
        const body = request.body;
        const extra = route.method === 'GET' ? { ...request.query, ...request.params } : request.params;
        const input = body === undefined || body === null ? extra : isPlainObject(body) ? { ...body, ...extra } : body;
        try {
          const result = await callProcedure({
            router: appRouter,
            path: route.pick ? route.pick(ctx, body) : route.procedure,
            getRawInput: async () => input,
            ctx,
            type,
            signal: undefined,
            batchIndex: 0,
          });
          reply.code(route.status ?? 200);
          return result ?? null;
        } catch (error) {
          const { status, body: errorBody, retryAfter } = toHttpError(error);
          if (status >= 500) request.log.error({ err: error, route: route.path }, 'procedure failed');
          if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
          reply.code(status);
          return errorBody;
        }
      },
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import { callProcedure, getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { appRouter, RateLimited, type Context } from '@sous/api';
import { contextFor, type ContextDeps } from './context';

type Item = { result: { data: unknown } } | { error: ReturnType<typeof getErrorShape> };

const MAX_BATCH = 20;

/**
 * A thin tRPC-over-HTTP handler speaking the httpBatchLink protocol (JSON, no transformer).
 * The stock Fastify adapter converts every request to a web Request/Response, about 1 ms of CPU
 * each; this calls the same procedures through tRPC's own `callProcedure`, without that detour.
 */
export function registerTrpc(app: FastifyInstance, deps: ContextDeps) {
  const config = appRouter._def._config;

  app.route<{ Params: { path: string }; Querystring: { batch?: string; input?: string } }>({
    method: ['GET', 'POST'],
    url: '/trpc/:path',
    handler: async (request, reply) => {
      const type = request.method === 'GET' ? 'query' : 'mutation';
      const isBatch = request.query.batch === '1' || request.query.batch === 'true';
      const paths = isBatch ? request.params.path.split(',') : [request.params.path];
      let ctx: Context | undefined;
      let inputs: unknown;
      let retryAfter: number | undefined;

      const fail = (error: TRPCError, path: string | undefined, input?: unknown): Item => {
        if (error.cause instanceof RateLimited) retryAfter = error.cause.retryAfterSeconds;
        if (error.code === 'INTERNAL_SERVER_ERROR') request.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        return { error: getErrorShape({ config, error, type, path, input, ctx }) };
      };

      let results: Item[];
      try {
        if (paths.length > MAX_BATCH) throw new TRPCError({ code: 'BAD_REQUEST', message: `At most ${MAX_BATCH} calls in a batch` });
        if (type === 'query') {
          const raw = request.query.input;
          try {
            inputs = raw === undefined ? undefined : JSON.parse(raw);
          } catch {
            throw new TRPCError({ code: 'PARSE_ERROR', message: 'Malformed JSON in input' });
          }
        } else {
          inputs = request.body;
        }
        if (isBatch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) {
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'A batch input must be an object keyed by call index' });
        }
        ctx = await contextFor(deps, request, reply);
        results = await Promise.all(
          paths.map(async (path, index): Promise<Item> => {
            const input = isBatch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
            try {
              const data = await callProcedure({
                router: appRouter,
                path,
                getRawInput: async () => input,
                ctx,
                type,
                signal: undefined,
                batchIndex: index,
              });
              return { result: { data } };
            } catch (cause) {
              return fail(cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }), path, input);
            }
          }),
        );
      } catch (cause) {
        const error = cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
        results = paths.map((path) => fail(error, path));
      }

      const body = isBatch ? results : results[0]!;
      reply.code(getHTTPStatusCode(body as never));
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return body;
    },
  });
}

import { initTRPC, TRPCError } from '@trpc/server';
import { messages } from '@sous/domain';
import type { Context } from './context';

export interface Issue {
  path: string;
  message: string;
}

/** Zod (and any standard-schema) failures carry `issues`; they become the answer's first message. */
export function issuesOf(error: unknown): Issue[] | null {
  const cause = error instanceof TRPCError ? error.cause : error;
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  return issues.map((issue: { path?: PropertyKey[]; message?: string }) => ({
    path: (issue.path ?? []).map(String).join('.'),
    message: issue.message ?? 'Invalid input',
  }));
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const issues = issuesOf(error);
    return {
      ...shape,
      message: issues ? issues[0]!.message : shape.message,
      data: { ...shape.data, stack: undefined, issues },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Signed in only: `ctx.user` is never null inside. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || ctx.sessionId == null) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.auth.authRequired });
  }
  // Only the narrowed fields: tRPC merges them into the context itself.
  return next({ ctx: { user: ctx.user, sessionId: ctx.sessionId } });
});

export function notFound(message: string = messages.http.notFound): never {
  throw new TRPCError({ code: 'NOT_FOUND', message });
}

/** A 400 whose message sits on one form field, like a schema failure there (the forms show it by the field). */
export function fieldError(path: string, message: string): never {
  throw new TRPCError({ code: 'BAD_REQUEST', message, cause: { issues: [{ path: [path], message }] } });
}

import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { issuesOf, RateLimited, type Issue } from '@sous/api';
import { messages } from '@sous/domain';

export interface ErrorBody {
  message: string;
  code: string;
  issues?: Issue[];
}

/** One map from errors to HTTP answers, shared by the REST adapter and the tRPC handler. */
export function toHttpError(error: unknown): { status: number; body: ErrorBody; retryAfter?: number } {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  const status = getHTTPStatusCodeFromError(trpcError);
  const issues = issuesOf(trpcError);
  const body: ErrorBody = {
    // An unexpected error never leaks its text; a deliberate 503 (the model failed) carries the spec's message.
    message: issues ? issues[0]!.message : trpcError.code === 'INTERNAL_SERVER_ERROR' ? messages.http.internal : trpcError.message,
    code: trpcError.code,
    ...(issues && { issues }),
  };
  const retryAfter = trpcError.cause instanceof RateLimited ? trpcError.cause.retryAfterSeconds : undefined;
  return { status, body, ...(retryAfter !== undefined && { retryAfter }) };
}

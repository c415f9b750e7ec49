import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';

export { appRouter, createCaller, type AppRouter } from './root';
export { createContextInner, tokenFrom, type Context, type CreateContextOptions, type ResponseControl } from './context';
export { issuesOf, type Issue } from './trpc';
export { RateLimited, hit as countRateLimitHit, pruneExpired as pruneRateLimits } from './services/rateLimit';
export { SESSION_DAYS } from './services/sessions';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

import { aiRouter } from './routers/ai';
import { authRouter } from './routers/auth';
import { groceryRouter } from './routers/grocery';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  ai: aiRouter,
  auth: authRouter,
  grocery: groceryRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

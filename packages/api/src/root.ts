import { aiRouter } from './routers/ai';
import { authRouter } from './routers/auth';
import { groceryRouter } from './routers/grocery';
import { moodRouter } from './routers/mood';
import { nutritionRouter } from './routers/nutrition';
import { recipesRouter } from './routers/recipes';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  ai: aiRouter,
  auth: authRouter,
  grocery: groceryRouter,
  mood: moodRouter,
  nutrition: nutritionRouter,
  recipes: recipesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

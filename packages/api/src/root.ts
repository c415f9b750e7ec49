import { accountDataRouter } from './routers/accountData';
import { aiRouter } from './routers/ai';
import { authRouter } from './routers/auth';
import { communityRouter } from './routers/community';
import { cuisineRouter } from './routers/cuisine';
import { equipmentRouter } from './routers/equipment';
import { groceryRouter } from './routers/grocery';
import { mealPlansRouter } from './routers/mealPlans';
import { moodRouter } from './routers/mood';
import { nutritionRouter } from './routers/nutrition';
import { pantryRouter } from './routers/pantry';
import { recipesRouter } from './routers/recipes';
import { storageRouter } from './routers/storage';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  accountData: accountDataRouter,
  ai: aiRouter,
  auth: authRouter,
  community: communityRouter,
  cuisine: cuisineRouter,
  equipment: equipmentRouter,
  grocery: groceryRouter,
  mealPlans: mealPlansRouter,
  mood: moodRouter,
  nutrition: nutritionRouter,
  pantry: pantryRouter,
  recipes: recipesRouter,
  storage: storageRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

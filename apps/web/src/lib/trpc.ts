import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter, RouterOutputs } from '@sous/api';

export const trpc = createTRPCReact<AppRouter>();

export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;
export type GroceryListData = RouterOutputs['grocery']['list'][number];
export type GroceryItemData = GroceryListData['items'][number];
export type RecipeData = RouterOutputs['recipes']['list'][number];
export type CurrentGoalData = NonNullable<RouterOutputs['nutrition']['currentGoal']>;
export type MoodEntryData = RouterOutputs['mood']['list'][number];
export type MoodInsightsData = RouterOutputs['mood']['insights'];
export type IngredientRecipeData = RouterOutputs['ai']['recipeRecommendations']['recipes'][number];

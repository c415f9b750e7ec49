import type { Context } from '@sous/api';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RestRoute {
  method: Method;
  path: string;
  /** The tRPC procedure behind the path. */
  procedure: string;
  /** Whether the route answers 401 to a signed-out caller. */
  auth: boolean;
  /** 201 for creations; 200 otherwise. */
  status?: number;
  /** A path that serves two procedures picks one from the request (never a business rule). */
  pick?: (ctx: Context, body: unknown) => string;
  /** Every procedure `pick` may choose, so the API document describes each form. */
  picks?: string[];
}

const route = (method: Method, path: string, procedure: string, auth: boolean, extra: Partial<RestRoute> = {}): RestRoute => ({
  method,
  path,
  procedure,
  auth,
  ...extra,
});

/**
 * The REST door: each documented /api path calls one procedure, so no business rule lives here.
 * Spec part 1 §7, part 2 §7 and ../shared/API.md. The robustness test walks this table.
 */
export const restRoutes: RestRoute[] = [
  // Accounts
  route('POST', '/api/register', 'auth.register', false, { status: 201 }),
  route('POST', '/api/login', 'auth.login', false),
  route('POST', '/api/logout', 'auth.logout', false),
  route('GET', '/api/user', 'auth.profile', true),
  route('GET', '/api/user/profile', 'auth.profile', true),
  route('PATCH', '/api/user/profile', 'auth.updateProfile', true),
  route('PATCH', '/api/account/profile', 'auth.updateProfile', true),
  // One path, two forms (API.md): signed out with a secret key it resets; otherwise it changes.
  route('POST', '/api/account/change-password', 'auth.changePassword', false, {
    picks: ['auth.changePassword', 'auth.resetPassword'],
    pick: (ctx, body) =>
      !ctx.user && typeof body === 'object' && body !== null && 'secretKey' in body ? 'auth.resetPassword' : 'auth.changePassword',
  }),
  route('POST', '/api/account/forgot-password', 'auth.resetPassword', false),
  route('POST', '/api/account/delete', 'auth.deleteAccount', true),
  route('DELETE', '/api/user/account', 'auth.deleteAccount', true),
  route('GET', '/api/account/export', 'accountData.export', true),
  route('POST', '/api/account/import', 'accountData.import', true, { status: 201 }),

  // AI (spec part 1 §7, part 2 §7): signed in only, metered per user
  route('POST', '/api/ai/generate-recipe', 'ai.generateRecipe', true),
  route('POST', '/api/ai/recipe-recommendations', 'ai.recipeRecommendations', true),
  route('POST', '/api/ai/generate-pantry-item', 'ai.generatePantryItem', true),
  route('POST', '/api/ai/recipe-nutrition', 'ai.recipeNutrition', true),
  route('POST', '/api/ai/generate-cuisine-details', 'ai.generateCuisineDetails', true),
  route('POST', '/api/ai/generate-cultural-recipe', 'ai.generateCulturalRecipe', true),
  route('POST', '/api/ai/generate-cultural-recipe-details', 'ai.generateCulturalRecipe', true),
  route('GET', '/api/ai/status', 'ai.status', true),

  // Grocery lists
  route('GET', '/api/grocery-lists', 'grocery.list', true),
  route('GET', '/api/grocery-lists/:id', 'grocery.byId', true),
  route('POST', '/api/grocery-lists', 'grocery.create', true, { status: 201 }),
  route('PATCH', '/api/grocery-lists/:id', 'grocery.update', true),
  route('DELETE', '/api/grocery-lists/:id', 'grocery.delete', true),

  // Recipes and recommendations (part 1 §7, API.md). Fastify matches the static segments before `:id`.
  route('GET', '/api/recipes', 'recipes.list', true),
  route('POST', '/api/recipes', 'recipes.create', true, { status: 201 }),
  route('GET', '/api/recipes/personalized', 'recipes.personalized', true),
  route('GET', '/api/recipes/consumption-history', 'recipes.consumptionHistory', true),
  route('POST', '/api/recipes/recommendations/refresh', 'recipes.refreshRecommendations', true),
  route('POST', '/api/recipes/recommendations/:recommendationId/feedback', 'recipes.feedback', true, { status: 201 }),
  route('GET', '/api/recipes/:id', 'recipes.byId', true),
  route('PATCH', '/api/recipes/:id', 'recipes.update', true),
  route('DELETE', '/api/recipes/:id', 'recipes.delete', true),
  route('POST', '/api/recipes/:id/fork', 'recipes.fork', true, { status: 201 }),
  route('POST', '/api/recipes/:id/consume', 'recipes.consume', true, { status: 201 }),

  // Nutrition goals and progress
  route('GET', '/api/nutrition-goals/current', 'nutrition.currentGoal', true),
  route('POST', '/api/nutrition-goals', 'nutrition.setGoal', true, { status: 201 }),
  route('GET', '/api/nutrition-goals/progress/today', 'nutrition.todayProgress', true),
  route('POST', '/api/nutrition-goals/progress', 'nutrition.addProgress', true),
  route('GET', '/api/nutrition-goals/insights', 'nutrition.insights', true),

  // Pantry (part 1 §7, API.md)
  route('GET', '/api/pantry', 'pantry.list', true),
  route('POST', '/api/pantry', 'pantry.create', true, { status: 201 }),
  route('PATCH', '/api/pantry/:id', 'pantry.update', true),
  route('DELETE', '/api/pantry/:id', 'pantry.delete', true),

  // Community (part 2 §7, API.md): DELETE by the author deletes, by anyone else hides
  route('GET', '/api/community', 'community.list', true),
  route('POST', '/api/community', 'community.create', true, { status: 201 }),
  route('PATCH', '/api/community/:id', 'community.update', true),
  route('DELETE', '/api/community/:id', 'community.delete', true),

  // Meal plans (part 2 §7, API.md); logging a planned meal stores a consumption, like consume
  route('GET', '/api/meal-plans', 'mealPlans.list', true),
  route('POST', '/api/meal-plans', 'mealPlans.create', true, { status: 201 }),
  route('GET', '/api/meal-plans/:id', 'mealPlans.byId', true),
  route('PATCH', '/api/meal-plans/:id', 'mealPlans.update', true),
  route('DELETE', '/api/meal-plans/:id', 'mealPlans.delete', true),
  route('POST', '/api/meal-plans/:id/log', 'mealPlans.logMeal', true, { status: 201 }),

  // Kitchen equipment (part 2 §7, API.md): owned per user; the AI calls answer the spec's plain shapes
  route('GET', '/api/kitchen-equipment', 'equipment.list', true),
  route('POST', '/api/kitchen-equipment', 'equipment.create', true, { status: 201 }),
  route('PATCH', '/api/kitchen-equipment/:id', 'equipment.update', true),
  route('DELETE', '/api/kitchen-equipment/:id', 'equipment.delete', true),
  route('POST', '/api/kitchen-equipment/:id/maintenance', 'equipment.recordMaintenance', true),
  route('POST', '/api/kitchen-equipment/maintenance-tips', 'equipment.maintenanceTipList', true),
  route('POST', '/api/kitchen-equipment/recommendations', 'equipment.recommendationList', true),
  route('POST', '/api/kitchen-equipment/recipe-matches', 'equipment.recipeMatches', true),
  route('POST', '/api/kitchen-equipment/shopping-list', 'equipment.addToShoppingList', true, { status: 201 }),

  // Mood journal: the timestamp in the path is URL-encoded
  route('GET', '/api/mood-journal/:recipeId', 'mood.list', true),
  route('POST', '/api/mood-journal', 'mood.create', true, { status: 201 }),
  route('DELETE', '/api/mood-journal/:recipeId/:timestamp', 'mood.delete', true),
  route('GET', '/api/mood-journal/:recipeId/insights', 'mood.insights', true),

  // Cultural cuisines and recipes (part 2 §7, API.md): shared, creator edits; a creator's hide deletes, anyone else's hides
  route('GET', '/api/cultural-cuisines', 'cuisine.list', true),
  route('POST', '/api/cultural-cuisines', 'cuisine.create', true, { status: 201 }),
  route('GET', '/api/cultural-cuisines/:id', 'cuisine.byId', true),
  route('PATCH', '/api/cultural-cuisines/:id', 'cuisine.update', true),
  route('POST', '/api/cultural-cuisines/:cuisineId/recipes', 'cuisine.createRecipe', true, { status: 201 }),
  route('POST', '/api/cultural-cuisines/:id/hide', 'cuisine.hide', true),
  route('GET', '/api/cultural-recipes/:id', 'cuisine.recipeById', true),
  route('PATCH', '/api/cultural-recipes/:id', 'cuisine.updateRecipe', true),
  route('GET', '/api/cultural-recipes/:id/substitutions', 'cuisine.substitutions', true),
  route('GET', '/api/cultural-recipes/:id/pairings', 'cuisine.pairings', true),
  route('GET', '/api/cultural-recipes/:id/etiquette', 'cuisine.etiquette', true),
  route('DELETE', '/api/cultural-recipes/:id', 'cuisine.deleteRecipe', true),

  // Kitchen storage (part 2 §7, API.md): owned locations and items with full CRUD; three AI analyses
  route('GET', '/api/storage-locations', 'storage.locations.list', true),
  route('POST', '/api/storage-locations', 'storage.locations.create', true, { status: 201 }),
  route('PATCH', '/api/storage-locations/:id', 'storage.locations.update', true),
  route('DELETE', '/api/storage-locations/:id', 'storage.locations.delete', true),
  route('GET', '/api/storage-items', 'storage.items.list', true),
  route('POST', '/api/storage-items', 'storage.items.create', true, { status: 201 }),
  route('PATCH', '/api/storage-items/:id', 'storage.items.update', true),
  route('DELETE', '/api/storage-items/:id', 'storage.items.delete', true),
  route('GET', '/api/storage/smart-shopping-list', 'storage.smartShoppingList', true),
  route('GET', '/api/storage/spoilage-prediction', 'storage.spoilagePrediction', true),
  route('GET', '/api/storage/optimize-layout', 'storage.optimizeLayout', true),
];

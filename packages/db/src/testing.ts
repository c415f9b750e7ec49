import type { Db } from './client';

/** Test helper: empties every table (children first) so cases start clean. */
export async function clearAllTables(db: Db): Promise<void> {
  for (const table of [
    'sessions',
    'grocery_lists',
    'rate_limits',
    'post_hides',
    'posts',
    'meal_plans',
    'kitchen_equipment',
    'storage_items',
    'storage_locations',
    'cuisine_hides',
    'cultural_recipes',
    'cuisines',
    'mood_entries',
    'pantry_items',
    'consumptions',
    'recommendation_feedback',
    'recommendations',
    'nutrition_progress',
    'nutrition_goals',
    'recipes',
    'users',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
}

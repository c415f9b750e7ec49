import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Booleans are stored as 0/1 and JSON as text on both SQLite and PostgreSQL (see codec.ts). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  password_hash: string;
  secret_key_hash: string;
  name: string | null;
  email: string | null;
  profile_picture: string | null;
  preferences: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface GroceryListsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  items: string;
  completed: number;
  expiry_dates: string | null;
  smart_substitutions: string | null;
  has_equipment: number;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface RecipesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  nutrition_info: string;
  image_url: string | null;
  prep_time: number;
  sustainability_score: number;
  wastage_reduction: string;
  forked_from: number | null;
  post_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Every goal set is kept; the current one is the newest. */
export interface NutritionGoalsTable {
  id: Generated<number>;
  user_id: number;
  daily_calories: number;
  daily_protein: number;
  daily_carbs: number;
  daily_fat: number;
  created_at: string;
}

/** One row per user and date (YYYY-MM-DD). */
export interface NutritionProgressTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  completed: number;
}

export interface ConsumptionsTable {
  id: Generated<number>;
  user_id: number;
  recipe_id: number | null;
  recipe_title: string;
  nutrition_info: string;
  servings: number;
  meal_type: string;
  consumed_at: string;
  consumed_on: string;
}

export interface RecommendationsTable {
  id: Generated<number>;
  user_id: number;
  recipe_data: string;
  reason: string;
  seasonal_relevance: number;
  match_score: number;
  source: string;
  created_at: string;
}

export interface RecommendationFeedbackTable {
  id: Generated<number>;
  user_id: number;
  recommendation_id: number;
  recipe_title: string;
  rating: number | null;
  feedback: string | null;
  was_cooked: number;
  was_saved: number;
  was_shared: number;
  cooking_notes: string | null;
  modifications: string;
  difficulty_rating: number | null;
  time_accuracy: number | null;
  taste_rating: number | null;
  healthiness_rating: number | null;
  created_at: string;
}

export interface MoodEntriesTable {
  id: Generated<number>;
  user_id: number;
  recipe_id: number;
  entry: string;
  timestamp: string;
  emotions: string;
}

/** expiry_date is YYYY-MM-DD; packaging and carbon_footprint are null when not chosen. */
export interface PantryItemsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  image_url: string | null;
  quantity: string;
  category: string;
  expiry_date: string | null;
  location: string | null;
  notes: string | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sustainability_score: number;
  packaging: string | null;
  carbon_footprint: string | null;
  created_at: string;
  updated_at: string;
}

/** recipe_id is cleared when the recipe is deleted; had_recipe (0/1) remembers the post shared one. */
export interface PostsTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  type: string;
  recipe_id: number | null;
  had_recipe: number;
  location: string | null;
  created_at: string;
  updated_at: string;
}

/** A post someone other than its author removed from their own feed. */
export interface PostHidesTable {
  id: Generated<number>;
  user_id: number;
  post_id: number;
}

/** preferences, dietary_restrictions and meals are JSON; dates YYYY-MM-DD. */
export interface MealPlansTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  start_date: string;
  end_date: string;
  preferences: string;
  dietary_restrictions: string;
  calorie_target: number | null;
  days: number;
  meals: string;
  source: string;
  created_at: string;
}

/** Dates YYYY-MM-DD; maintenance_interval in days; purchase_price a plain number. */
export interface KitchenEquipmentTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  category: string;
  condition: string;
  purchase_date: string;
  last_maintenance_date: string | null;
  maintenance_interval: number | null;
  maintenance_notes: string | null;
  purchase_price: number | null;
  created_at: string;
  updated_at: string;
}

/** type is one of pantry, refrigerator, freezer, cabinet, counter; capacity 0 means not set. */
export interface StorageLocationsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  type: string;
  capacity: number;
  created_at: string;
  updated_at: string;
}

/** location_id is a location of the same user; added_at is YYYY-MM-DD. */
export interface StorageItemsTable {
  id: Generated<number>;
  user_id: number;
  location_id: number;
  name: string;
  quantity: number;
  added_at: string;
  created_at: string;
  updated_at: string;
}

/** Shared by all users. created_by is null for the Sous starter catalogue (starter_key names its entry); lists and objects are JSON. */
export interface CuisinesTable {
  id: Generated<number>;
  created_by: number | null;
  starter_key: string | null;
  name: string;
  region: string;
  description: string;
  banner_url: string | null;
  key_ingredients: string;
  cooking_techniques: string;
  cultural_context: string | null;
  serving_etiquette: string | null;
  created_at: string;
  updated_at: string;
}

/** A cuisine someone other than its creator removed from their own list. */
export interface CuisineHidesTable {
  id: Generated<number>;
  user_id: number;
  cuisine_id: number;
}

/** Shared like its cuisine; created_by null for starter dishes. Lists, ingredient lines and local substitutes are JSON. */
export interface CulturalRecipesTable {
  id: Generated<number>;
  cuisine_id: number;
  created_by: number | null;
  name: string;
  local_name: string | null;
  description: string;
  difficulty: string;
  image_url: string | null;
  authentic_ingredients: string;
  ingredients: string;
  instructions: string;
  cultural_notes: string | null;
  local_substitutes: string;
  serving_suggestions: string;
  complementary_dishes: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  grocery_lists: GroceryListsTable;
  rate_limits: RateLimitsTable;
  recipes: RecipesTable;
  nutrition_goals: NutritionGoalsTable;
  nutrition_progress: NutritionProgressTable;
  consumptions: ConsumptionsTable;
  recommendations: RecommendationsTable;
  recommendation_feedback: RecommendationFeedbackTable;
  mood_entries: MoodEntriesTable;
  pantry_items: PantryItemsTable;
  posts: PostsTable;
  post_hides: PostHidesTable;
  meal_plans: MealPlansTable;
  cuisines: CuisinesTable;
  cuisine_hides: CuisineHidesTable;
  cultural_recipes: CulturalRecipesTable;
  storage_locations: StorageLocationsTable;
  storage_items: StorageItemsTable;
  kitchen_equipment: KitchenEquipmentTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type GroceryListRow = Selectable<GroceryListsTable>;
export type RecipeRow = Selectable<RecipesTable>;
export type NutritionGoalRow = Selectable<NutritionGoalsTable>;
export type NutritionProgressRow = Selectable<NutritionProgressTable>;
export type ConsumptionRow = Selectable<ConsumptionsTable>;
export type RecommendationRow = Selectable<RecommendationsTable>;
export type MoodEntryRow = Selectable<MoodEntriesTable>;
export type PantryItemRow = Selectable<PantryItemsTable>;
export type PostRow = Selectable<PostsTable>;
export type MealPlanRow = Selectable<MealPlansTable>;
export type CuisineRow = Selectable<CuisinesTable>;
export type CulturalRecipeRow = Selectable<CulturalRecipesTable>;
export type StorageLocationRow = Selectable<StorageLocationsTable>;
export type StorageItemRow = Selectable<StorageItemsTable>;
export type KitchenEquipmentRow = Selectable<KitchenEquipmentTable>;

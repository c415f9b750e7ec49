import type { z } from 'zod';
import type { AiSource, NutritionInfo } from '@sous/domain';

/** One AI service: its answer schema, its prompt for the model, and the offline assistant's answer. */
export interface ServiceDefinition<I, O> {
  name: string;
  schema: z.ZodType<O>;
  /** The model's time limit; 60 s unless the spec says otherwise. */
  timeoutMs?: number;
  /** Short, explicit about units; tells the model not to invent facts where data is given. */
  prompt(input: I): { system: string; user: string };
  /** Deterministic, from the input and built-in data; says so where it cannot know. */
  offline(input: I): O;
}

export type WithSource<T> = T & { source: AiSource };

// Plain data the routers gather. Dates are YYYY-MM-DD, timestamps ISO strings.

export interface RecipeLike {
  id?: number;
  title: string;
  description?: string | null;
  ingredients: string[];
  instructions: string[];
  nutritionInfo?: NutritionInfo | null;
  prepTime?: number | null;
  sustainabilityScore?: number | null;
}

export interface Goals {
  dailyCalories: number;
  dailyProtein: number;
  dailyCarbs: number;
  dailyFat: number;
}

export interface ProgressEntry {
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface PantryLike {
  id?: number;
  name: string;
  category?: string | null;
  quantity?: string | null;
  expiryDate?: string | null;
}

export interface ConsumptionLike {
  consumedAt: string;
  mealType: string;
  servings: number;
  recipe: { id?: number; title: string; nutritionInfo?: NutritionInfo | null };
}

export interface FeedbackLike {
  recipeTitle: string;
  rating?: number | null;
  tasteRating?: number | null;
  healthinessRating?: number | null;
  difficultyRating?: number | null;
  wasCooked?: boolean | null;
  feedback?: string | null;
}

export interface EquipmentLike {
  id?: number;
  name: string;
  category: string;
  condition: string;
  purchaseDate?: string | null;
  lastMaintenanceDate?: string | null;
}

export interface RecipeDetailsInput { title: string; cuisine?: string | null; preferences?: string[] }
export interface IngredientRecipesInput { ingredients: string[]; dietaryPreferences: string[] }
export interface PantryItemInput { itemName: string; category?: string | null }
export interface RecommendationsInput {
  recipes: RecipeLike[];
  goals: Goals | null;
  pantry: PantryLike[];
  consumption: ConsumptionLike[];
  feedback: FeedbackLike[];
  /** Today, YYYY-MM-DD: the season comes from it. */
  today: string;
  count?: number;
}
export interface NutritionInsightsInput { goals: Goals | null; progress: ProgressEntry[]; consumption: ConsumptionLike[] }
export interface MoodEmotionsInput { entry: string }
export interface MoodInsightsInput {
  recipeTitle: string;
  entries: { entry: string; timestamp: string; emotions?: string[] | null }[];
}
export interface MealPlanInput {
  preferences: string[];
  dietaryRestrictions: string[];
  calorieTarget: number | null;
  days: number;
  startDate: string;
}
export interface MaintenanceTipsInput { equipment: EquipmentLike }
export interface EquipmentRecommendationsInput { equipment: EquipmentLike[]; preferences: string[]; budget: number }
export interface RecipeMatchesInput { equipment: EquipmentLike[]; preferences: string[] }
export interface CuisineDetailsInput { name?: string | null; region?: string | null }
export interface CulturalRecipeInput { recipeName: string; cuisineName?: string | null }
export interface CulturalRecipeRef {
  name: string;
  cuisineName: string;
  authenticIngredients: string[];
  instructions?: string[];
}
export interface SubstitutionsInput { recipe: CulturalRecipeRef; pantry: PantryLike[] }
export interface PairingsInput { recipe: CulturalRecipeRef }
export interface EtiquetteInput { recipe: CulturalRecipeRef }
export interface StorageInput {
  locations: { id: number; name: string; type: string; capacity: number }[];
  items: { id: number; name: string; locationId: number; quantity: number; addedAt?: string | null }[];
  today: string;
}
export interface RecipeNutritionInput { ingredients: string[]; servings?: number }

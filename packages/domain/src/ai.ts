import { z } from 'zod';

/** Answers of the AI layer (packages/ai). Every answer says which provider produced it. */
export const aiSources = ['ollama', 'offline'] as const;
export type AiSource = (typeof aiSources)[number];

const text = (max = 2000) => z.string().trim().min(1).max(max);
const list = (max = 40, itemMax = 500) => z.array(text(itemMax)).max(max);
const grams = z.number().min(0).max(100_000);

export const ZNutritionInfo = z.object({
  calories: z.number().min(0).max(100_000),
  protein: grams,
  carbs: grams,
  fat: grams,
});
export type NutritionInfo = z.infer<typeof ZNutritionInfo>;

export const ZIngredientLine = z.object({
  amount: z.string().trim().max(100),
  item: text(200),
  notes: z.string().trim().max(500).optional(),
});
export type IngredientLine = z.infer<typeof ZIngredientLine>;

/** 1. Recipe details from a title (spec part 1 §3 "AI responses"). */
export const ZRecipeDetails = z.object({
  description: text(),
  ingredients: z.array(ZIngredientLine).min(1).max(60),
  instructions: list(40, 1000).min(1),
  nutritionInfo: ZNutritionInfo,
  prepTime: z.number().int().min(1).max(24 * 60),
});
export type RecipeDetails = z.infer<typeof ZRecipeDetails>;

/** 2. Recipes from ingredients. */
export const ZIngredientRecipe = z.object({
  title: text(200),
  ingredients: list(60).min(1),
  instructions: list(40, 1000).min(1),
  nutritionalValue: ZNutritionInfo,
});
export const ZIngredientRecipes = z.object({ recipes: z.array(ZIngredientRecipe).max(10) });
export type IngredientRecipe = z.infer<typeof ZIngredientRecipe>;

/** 3. Pantry item details from a name. */
export const packagingKinds = ['recyclable', 'biodegradable', 'reusable', 'non-recyclable'] as const;
export const carbonFootprints = ['low', 'medium', 'high'] as const;
export const ZPantryItemDetails = z.object({
  name: text(200),
  category: text(100),
  quantity: text(100),
  image_url: z.string().max(2000),
  expiryDays: z.number().int().min(0).max(3650),
  nutritionInfo: ZNutritionInfo,
  sustainabilityInfo: z.object({
    packaging: z.enum(packagingKinds),
    carbonFootprint: z.enum(carbonFootprints),
  }),
});
export type PantryItemDetails = z.infer<typeof ZPantryItemDetails>;

/** 4. Personalized recommendations. */
export const ZRecommendedRecipe = z.object({
  title: text(200),
  description: text(),
  prepTime: z.number().int().min(1).max(24 * 60).default(30),
  ingredients: list(60).min(1),
  instructions: list(40, 1000).min(1),
  nutritionInfo: ZNutritionInfo,
});
export const ZRecommendation = z.object({
  recipeData: ZRecommendedRecipe,
  reasonForRecommendation: text(),
  seasonalRelevance: z.boolean(),
  matchScore: z.number().min(0).max(100),
});
export const ZRecommendations = z.object({ recommendations: z.array(ZRecommendation).max(12) });
export type Recommendation = z.infer<typeof ZRecommendation>;

/** 5. Nutrition insights. */
export const ZNutritionInsights = z.object({
  suggestedGoals: ZNutritionInfo,
  reasoning: text(4000),
  mealSuggestions: z.array(z.object({ type: text(50), suggestions: list(10) })).max(6),
  improvements: list(10),
});
export type NutritionInsights = z.infer<typeof ZNutritionInsights>;

/** 6. Mood: emotions of one entry, and insights over a recipe's entries. */
export const ZMoodEmotions = z.object({ emotions: list(8, 40) });
export const patternCategories = ['Skills', 'Emotions', 'Growth'] as const;
export const insightTypes = ['highlight', 'observation', 'tip'] as const;
export const ZMoodInsights = z.object({
  summary: text(4000),
  patterns: z
    .array(
      z.object({
        category: z.enum(patternCategories),
        title: text(200),
        insights: z.array(z.object({ type: z.enum(insightTypes), content: text() })).max(10),
      }),
    )
    .max(6),
  recommendations: z.object({
    title: text(200),
    items: z.array(z.object({ focus: text(200), suggestion: text() })).max(10),
  }),
});
export type MoodInsights = z.infer<typeof ZMoodInsights>;

/** 7. Meal plan days (spec part 2 §3). `nutritionalInfo` is the spec's text; `nutrition` the numbers. */
export const ZPlannedMeal = z.object({
  title: text(200),
  description: text(),
  nutritionalInfo: text(200),
  nutrition: ZNutritionInfo,
  preparationTime: z.number().int().min(0).max(24 * 60),
});
export const ZMealPlanDay = z.object({
  day: z.number().int().min(1).max(7),
  meals: z.object({
    breakfast: ZPlannedMeal,
    lunch: ZPlannedMeal,
    dinner: ZPlannedMeal,
    snacks: z.array(ZPlannedMeal).max(4),
  }),
  totalCalories: z.number().min(0),
  nutritionSummary: ZNutritionInfo,
});
export const ZMealPlanDays = z.object({ days: z.array(ZMealPlanDay).min(1).max(7) });
export type PlannedMeal = z.infer<typeof ZPlannedMeal>;
export type MealPlanDay = z.infer<typeof ZMealPlanDay>;

/** 8. Equipment. */
export const equipmentCategories = ['Appliances', 'Cookware', 'Cutlery', 'Utensils', 'Bakeware', 'Storage'] as const;
export const equipmentConditions = ['excellent', 'good', 'fair', 'needs-maintenance', 'replace'] as const;
export const ZMaintenanceTips = z.object({ tips: list(12).min(1) });
export const ZEquipmentRecommendations = z.object({
  recommendations: z
    .array(
      z.object({
        name: text(200),
        reason: text(),
        priority: z.enum(['high', 'medium', 'low']),
        estimatedPrice: z.number().min(0).max(100_000),
        category: text(100),
      }),
    )
    .max(12),
});
export const ZRecipeMatch = z.object({
  title: text(200),
  description: text(),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  prepTime: z.number().int().min(1).max(24 * 60),
  requiredEquipment: list(20, 200),
  missingEquipment: list(20, 200),
  nutritionInfo: ZNutritionInfo.extend({ sustainabilityScore: z.number().min(0).max(100).default(50) }),
});
export const ZRecipeMatches = z.object({ canMake: z.array(ZRecipeMatch).max(20), needsEquipment: z.array(ZRecipeMatch).max(20) });
export type RecipeMatch = z.infer<typeof ZRecipeMatch>;

/** 9. Cuisine details, and cultural recipe details. */
export const ZCulturalContext = z.object({
  history: text(4000),
  significance: text(4000),
  traditions: list(12),
  festivals: list(12),
  influences: list(12),
});
export const ZServingEtiquette = z.object({
  general: text(4000),
  tableSetting: text(4000),
  diningCustoms: list(12),
  servingOrder: list(12),
  taboos: list(12),
});
export const ZCuisineDetails = z.object({
  description: text(4000),
  keyIngredients: list(30, 200).min(1),
  cookingTechniques: list(20, 200).min(1),
  culturalContext: ZCulturalContext,
  servingEtiquette: ZServingEtiquette,
});
export type CuisineDetails = z.infer<typeof ZCuisineDetails>;

export const culturalDifficulties = ['beginner', 'intermediate', 'advanced'] as const;
export const ZCulturalRecipeDetails = z.object({
  description: text(4000),
  difficulty: z.enum(culturalDifficulties),
  keyIngredients: list(30, 200),
  authenticIngredients: list(40, 200).min(1),
  ingredients: z.array(ZIngredientLine).min(1).max(60),
  instructions: list(40, 1000).min(1),
  culturalNotes: z.string().trim().max(4000),
});
export type CulturalRecipeDetails = z.infer<typeof ZCulturalRecipeDetails>;

/** 10. Substitutions (with the user's pantry), pairings, etiquette. */
export const ZSubstitutions = z.object({
  substitutions: z
    .array(
      z.object({
        original: text(200),
        substitute: text(200),
        notes: z.string().trim().max(1000),
        flavorImpact: z.enum(['minimal', 'moderate', 'significant']),
        inPantry: z.boolean().default(false),
      }),
    )
    .max(30),
  authenticityScore: z.number().min(0).max(100),
  authenticityFeedback: text(2000),
});
export const ZPairings = z.object({
  mainDishes: list(10, 200),
  sideDishes: list(10, 200),
  desserts: list(10, 200),
  beverages: list(10, 200),
});
export const ZEtiquette = z.object({
  presentation: text(2000),
  customs: list(12),
  taboos: list(12),
  servingOrder: list(12),
});

/** 11. Storage analysis (API.md shapes). */
export const ZSmartShoppingList = z.object({ suggestions: z.array(z.object({ name: text(200), reason: text() })).max(30) });
export const ZSpoilagePredictions = z.object({
  predictions: z
    .array(z.object({ itemId: z.number().int(), daysUntilSpoilage: z.number().int().min(0).max(3650), recommendation: text() }))
    .max(500),
});
export const ZLayoutMoves = z.object({
  moves: z.array(z.object({ itemId: z.number().int(), newLocationId: z.number().int(), reason: text() })).max(500),
});

/** 12. Nutrition of a recipe from its ingredient lines, with how each line was read. */
export const ZRecipeNutrition = z.object({
  nutritionInfo: ZNutritionInfo,
  perServing: ZNutritionInfo,
  servings: z.number().int().min(1),
  lines: z.array(
    z.object({
      line: z.string(),
      food: z.string().nullable(),
      grams: z.number().min(0).nullable(),
      nutrition: ZNutritionInfo.nullable(),
    }),
  ),
  unmatched: z.array(z.string()),
});
export type RecipeNutrition = z.infer<typeof ZRecipeNutrition>;

/** Request bodies of the /api/ai calls (spec part 1 §7 and part 2 §7). */
export const aiMessages = {
  recipeTitleRequired: 'Recipe Title Required',
  recipeTitleRequiredDescription: 'Please enter a recipe title first to generate details.',
  itemNameRequired: 'Item Name Required',
  itemNameRequiredDescription: 'Please enter an item name first to generate details.',
  atLeastOneIngredient: 'Please add at least one ingredient',
  noRecipesFound: 'No recipes found for these ingredients',
  generationFailed: 'Generation Failed',
  generateRecipeFailed: 'Failed to generate recipe details',
  recommendationsFailed: 'Failed to get recipe recommendations',
  generatePantryFailed: 'Failed to generate pantry item details',
  missingCuisineInformation: 'Missing Information: Please enter either name or region to generate details.',
  culturalRecipeNameRequired: 'Please enter a recipe name to generate details.',
  generateDetailsFailed: 'Failed to generate details. Please try again.',
  tipsTimeout: 'AI service is taking too long. Using sample tips.',
  tipsUnavailable: 'AI service temporarily unavailable. Using sample tips.',
  noValidTips: 'No valid tips received',
} as const;

const optionalList = z.array(z.string().trim().max(100)).max(30).optional().default([]);

export const ZGenerateRecipeRequest = z.object({
  title: z.string({ error: aiMessages.recipeTitleRequiredDescription }).trim().min(1, aiMessages.recipeTitleRequiredDescription).max(200),
  cuisine: z.string().trim().max(100).optional().nullable(),
  preferences: z.union([optionalList, z.string().max(500).transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))]).optional(),
});
export const ZRecipeRecommendationsRequest = z.object({
  ingredients: z
    .array(z.string().max(100))
    .max(30)
    .transform((values) => values.map((value) => value.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, aiMessages.atLeastOneIngredient)),
  dietaryPreferences: optionalList,
});
export const ZGeneratePantryItemRequest = z.object({
  itemName: z.string({ error: aiMessages.itemNameRequiredDescription }).trim().min(1, aiMessages.itemNameRequiredDescription).max(200),
  category: z.string().trim().max(100).optional().nullable(),
});
export const ZGenerateCuisineDetailsRequest = z.object({
  cuisine: z.union([
    z.string().trim().max(200).transform((name) => ({ name, region: '' })),
    z.object({ name: z.string().trim().max(200).optional().nullable(), region: z.string().trim().max(200).optional().nullable() }),
  ]),
}).refine((value) => Boolean(value.cuisine.name?.trim() || value.cuisine.region?.trim()), {
  message: aiMessages.missingCuisineInformation,
  path: ['cuisine'],
});
export const ZGenerateCulturalRecipeRequest = z.object({
  recipeName: z.string({ error: aiMessages.culturalRecipeNameRequired }).trim().min(1, aiMessages.culturalRecipeNameRequired).max(200),
  cuisineName: z.string().trim().max(200).optional().nullable(),
  cuisine: z.union([z.string().trim().max(200), z.object({ name: z.string().trim().max(200).optional().nullable() })]).optional().nullable(),
});

import { z } from 'zod';
import { ZId } from './grocery';
import { messages } from './messages';
import {
  DEFAULT_MEAL_TYPE,
  MAX_SERVINGS,
  mealTypes,
  parseInteger,
  parseServings,
  type NutritionAmounts,
} from './nutrition';
import { recommendationsMessages, recipesMessages } from './areaMessages';

const m = recipesMessages;
const r = recommendationsMessages;

export const MAX_RECIPE_LINES = 100;
export const MAX_LINE_LENGTH = 1000;
export const DEFAULT_PREP_TIME = 30;

/** Ingredients and instructions are typed one per line; empty lines are dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const positiveId = ZId.shape.id;

/** A list given as an array or as text with one entry per line. */
function lines(requiredMessage: string) {
  return z
    .union(
      [
        z
          .string()
          .max(MAX_RECIPE_LINES * MAX_LINE_LENGTH)
          .transform(linesOf),
        z
          .array(z.string().max(MAX_LINE_LENGTH, m.lineTooLong))
          .max(MAX_RECIPE_LINES * 2, m.tooManyLines)
          .transform((entries) => entries.map((entry) => entry.trim()).filter(Boolean)),
      ],
      { error: requiredMessage },
    )
    .pipe(
      z
        .array(z.string().max(MAX_LINE_LENGTH, m.lineTooLong))
        .min(1, requiredMessage)
        .max(MAX_RECIPE_LINES, m.tooManyLines),
    );
}

/** Numeric nutrition fields parse to integers, default 0. */
const nutrient = z
  .union([z.number(), z.string().max(20)], { error: m.nutritionInvalid })
  .transform(parseInteger)
  .pipe(z.number().int().min(0, m.nutritionInvalid).max(100_000, m.nutritionInvalid))
  .default(0);

export const ZNutritionFields = z.object({ calories: nutrient, protein: nutrient, carbs: nutrient, fat: nutrient });

/** An http(s) image URL; '' and null clear the image, absent stays absent so an update keeps it. */
export const ZOptionalImageUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: m.imageUrlInvalid }).max(2000, m.imageUrlInvalid)], {
    error: m.imageUrlInvalid,
  })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** A sustainability score 0–100; absent or null asks the server to compute it (part 1 §9). */
export const ZOptionalScore = z
  .number({ error: m.sustainabilityRange })
  .min(0, m.sustainabilityRange)
  .max(100, m.sustainabilityRange)
  .nullish();

/** A small free-form object (wastage reduction, feedback modifications), bounded in size. */
const ZSmallObject = z
  .record(
    z.string().max(100),
    z.union([z.string().max(2000), z.number(), z.boolean(), z.null(), z.array(z.string().max(500)).max(50)]),
  )
  .refine((value) => Object.keys(value).length <= 30, m.objectTooLarge);
export type SmallObject = z.infer<typeof ZSmallObject>;

const recipeFields = {
  title: z
    .string({ error: messages.grocery.titleRequired })
    .trim()
    .min(1, messages.grocery.titleRequired)
    .max(200, m.titleMax),
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(5000, m.descriptionMax),
  ingredients: lines(m.ingredientRequired),
  instructions: lines(m.instructionRequired),
  prepTime: z
    .union([z.number(), z.string().max(20)], { error: m.prepTimeRequired })
    .transform(parseInteger)
    .pipe(
      z
        .number()
        .int()
        .min(1, m.prepTimeRequired)
        .max(24 * 60, m.prepTimeMax),
    ),
  nutritionInfo: ZNutritionFields,
  imageUrl: ZOptionalImageUrl,
  /** Absent or null: the server computes it from the nutrition (part 1 §9). */
  sustainabilityScore: ZOptionalScore,
  wastageReduction: ZSmallObject,
};

// createdBy, forkedFrom, userId and postId in a body are ignored: the server owns them.
export const ZCreateRecipeRequest = z.object({
  ...recipeFields,
  nutritionInfo: recipeFields.nutritionInfo.prefault({}),
  wastageReduction: recipeFields.wastageReduction.default({}),
});
export type CreateRecipeRequest = z.input<typeof ZCreateRecipeRequest>;
export type RecipeFields = z.infer<typeof ZCreateRecipeRequest>;

/** PATCH: the fields sent replace the stored ones; a missing field keeps its value. */
export const ZUpdateRecipeRequest = z.object({
  id: positiveId,
  title: recipeFields.title.optional(),
  description: recipeFields.description.optional(),
  ingredients: recipeFields.ingredients.optional(),
  instructions: recipeFields.instructions.optional(),
  prepTime: recipeFields.prepTime.optional(),
  nutritionInfo: recipeFields.nutritionInfo.optional(),
  imageUrl: recipeFields.imageUrl.optional(),
  sustainabilityScore: recipeFields.sustainabilityScore,
  wastageReduction: recipeFields.wastageReduction.optional(),
});
export type UpdateRecipeRequest = z.input<typeof ZUpdateRecipeRequest>;

/** POST /api/recipes/{id}/consume: servings ≥ 1 (non-numeric → 1), meal type default snack. */
export const ZConsumeRecipeRequest = z.object({
  id: positiveId,
  servings: z
    .union([z.number(), z.string().max(20), z.null()], { error: m.servingsRange })
    .optional()
    .transform(parseServings)
    .pipe(z.number().max(MAX_SERVINGS, m.servingsRange)),
  mealType: z
    .enum(mealTypes, { error: m.mealTypeInvalid })
    .nullish()
    .transform((value) => value ?? DEFAULT_MEAL_TYPE),
});
export type ConsumeRecipeRequest = z.input<typeof ZConsumeRecipeRequest>;

const slider = z
  .number({ error: r.sliderRange })
  .int(r.sliderRange)
  .min(0, r.sliderRange)
  .max(5, r.sliderRange)
  .nullish();
const note = z.string().trim().max(2000, r.noteTooLong).nullish();

/** The Recipe Feedback dialog: rating buttons 1–5, sliders 0–5 in steps of 1. */
export const ZRecommendationFeedbackRequest = z.object({
  recommendationId: positiveId,
  rating: z.number({ error: r.ratingRange }).int(r.ratingRange).min(1, r.ratingRange).max(5, r.ratingRange).nullish(),
  feedback: note,
  wasCooked: z.boolean().default(false),
  wasSaved: z.boolean().default(false),
  wasShared: z.boolean().default(false),
  cookingNotes: note,
  modifications: ZSmallObject.default({}),
  difficultyRating: slider,
  timeAccuracy: slider,
  tasteRating: slider,
  healthinessRating: slider,
});
export type RecommendationFeedbackRequest = z.input<typeof ZRecommendationFeedbackRequest>;

/** '1 item' / 'N items', '1 step' / 'N steps' on the recipe card. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export interface Recipe {
  id: number;
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  nutritionInfo: NutritionAmounts;
  imageUrl: string | null;
  prepTime: number;
  createdBy: number;
  forkedFrom: number | null;
  sustainabilityScore: number;
  wastageReduction: SmallObject;
  postId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The My Recipes search: a case-insensitive substring of the title. */
export function matchesRecipeSearch(recipe: Pick<Recipe, 'title'>, search: string): boolean {
  return recipe.title.toLowerCase().includes(search.trim().toLowerCase());
}

import { z } from 'zod';
import { culturalDifficulties, type AiSource } from './ai';
import { ZId } from './grocery';
import { linesOf } from './recipes';
import { cuisineMessages } from './areaMessages';
import { pantryMessages, recipesMessages } from './areaMessages';

const m = cuisineMessages;

export type CulturalDifficulty = (typeof culturalDifficulties)[number];
export { culturalDifficulties };

/** Bounds of what a cuisine or cultural recipe holds. */
export const MAX_CUISINE_LIST = 40;
export const MAX_CUISINE_ENTRY = 200;
export const MAX_CUISINE_TEXT = 4000;
export const MAX_INSTRUCTIONS = 60;
export const MAX_INSTRUCTION_LENGTH = 1000;

/** Spec part 2 §9: status messages clear after 3 seconds. */
export const STATUS_MESSAGE_MS = 3000;

/** The 403 a non-creator's delete of a cultural recipe answers (API.md). */
export const creatorOnlyMessage = `${m.creatorOnlyTitle}: ${m.creatorOnlyDescription}`;

/** 'miso, dashi ,, nori' → ['miso', 'dashi', 'nori']. */
export function commaEntries(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An index-keyed map {"0": "…", "1": "…"} (how the client sends lists on PATCH) in index order. */
export function entriesOfIndexMap(map: Record<string, unknown>): string[] {
  return Object.entries(map)
    .filter(([key]) => /^\d{1,4}$/.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => (typeof value === 'string' ? value : ''));
}

/** A list as an array, an index-keyed map, or text split by `split`; entries trimmed, blanks dropped, bounded. */
function listField(
  split: (text: string) => string[],
  options: { required?: string; max?: number; entryMax?: number } = {},
) {
  const { required, max = MAX_CUISINE_LIST, entryMax = MAX_CUISINE_ENTRY } = options;
  const tooLong = entryMax === MAX_CUISINE_ENTRY ? m.listTooLong : recipesMessages.lineTooLong;
  return z
    .union(
      [
        z
          .string()
          .max(max * (entryMax + 2))
          .transform(split),
        z.array(z.string().max(entryMax, tooLong)).max(max * 2, tooLong),
        z.record(z.string().max(10), z.string().max(entryMax, tooLong)).transform(entriesOfIndexMap),
      ],
      { error: required ?? tooLong },
    )
    .transform((entries) => entries.map((entry) => entry.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(entryMax, tooLong))
        .min(required ? 1 : 0, required ?? tooLong)
        .max(max, tooLong),
    );
}

const newlineList = (required?: string) => listField(linesOf, required ? { required } : {});

function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}
const longText = z.string().trim().max(MAX_CUISINE_TEXT, m.textTooLong);

/** An http(s) URL, as a url-typed field sends it. */
const bannerUrl = z
  .string({ error: m.bannerUrlRequired })
  .trim()
  .min(1, m.bannerUrlRequired)
  .pipe(z.url({ protocol: /^https?$/, error: m.bannerUrlInvalid }).max(2000, m.bannerUrlInvalid));

/** Cultural context as a user or the AI gives it: every part may be blank. */
export const ZCulturalContextInput = z.object({
  history: longText.default(''),
  significance: longText.default(''),
  traditions: newlineList().default([]),
  festivals: newlineList().default([]),
  influences: newlineList().default([]),
});
export type CulturalContext = z.infer<typeof ZCulturalContextInput>;

export const ZServingEtiquetteInput = z.object({
  general: longText.default(''),
  tableSetting: longText.default(''),
  diningCustoms: newlineList().default([]),
  servingOrder: newlineList().default([]),
  taboos: newlineList().default([]),
});
export type ServingEtiquette = z.infer<typeof ZServingEtiquetteInput>;

const cuisineFields = {
  name: requiredText(pantryMessages.nameRequired, 100, pantryMessages.nameMax),
  region: requiredText(m.regionRequired, 200, m.listTooLong),
  description: requiredText(recipesMessages.descriptionRequired, MAX_CUISINE_TEXT, m.textTooLong),
  bannerUrl,
  keyIngredients: newlineList(m.keyIngredientsRequired),
  cookingTechniques: newlineList(m.cookingTechniquesRequired),
  culturalContext: ZCulturalContextInput.nullish(),
  servingEtiquette: ZServingEtiquetteInput.nullish(),
};

// createdBy, hiddenFor and userId in a body are ignored: the server owns them.
export const ZCreateCuisineRequest = z.object(cuisineFields);
export type CreateCuisineRequest = z.input<typeof ZCreateCuisineRequest>;

/** The creator changes the banner, or the cultural details (spec part 2 §7). */
export const ZUpdateCuisineRequest = z
  .object({
    id: ZId.shape.id,
    bannerUrl: bannerUrl.optional(),
    culturalContext: ZCulturalContextInput.nullish(),
    servingEtiquette: ZServingEtiquetteInput.nullish(),
  })
  .refine(
    (value) =>
      value.bannerUrl !== undefined || value.culturalContext !== undefined || value.servingEtiquette !== undefined,
    { message: m.nothingToUpdate },
  );
export type UpdateCuisineRequest = z.input<typeof ZUpdateCuisineRequest>;

/** `?t=` (the client's cache buster) and anything else in the query are ignored. */
export const ZCuisineListRequest = z.object({}).prefault({});

const difficulty = z.enum(culturalDifficulties, { error: m.difficultyInvalid });
const ingredientsList = (required?: string) =>
  listField(commaEntries, required ? { required, entryMax: MAX_CUISINE_ENTRY } : { entryMax: MAX_CUISINE_ENTRY });
const instructionsList = (required?: string) =>
  listField(linesOf, {
    ...(required && { required }),
    max: MAX_INSTRUCTIONS,
    entryMax: MAX_INSTRUCTION_LENGTH,
  });

/** Original ingredient → local substitute; as an object, or lines 'original: substitute'. */
export function parseSubstituteLines(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of linesOf(text)) {
    const at = line.search(/:|→|->/);
    if (at <= 0) continue;
    const original = line.slice(0, at).trim();
    const substitute = line
      .slice(at)
      .replace(/^(:|→|->)/, '')
      .trim();
    if (original && substitute) result[original] = substitute;
  }
  return result;
}

export function substituteLines(substitutes: Record<string, string>): string {
  return Object.entries(substitutes)
    .map(([original, substitute]) => `${original}: ${substitute}`)
    .join('\n');
}

const localSubstitutes = z
  .union(
    [
      z.string().max(20_000).transform(parseSubstituteLines),
      z.record(
        z.string().trim().min(1).max(MAX_CUISINE_ENTRY, m.listTooLong),
        z.string().trim().max(MAX_CUISINE_ENTRY, m.listTooLong),
      ),
    ],
    { error: m.listTooLong },
  )
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, substitute]) => substitute.length > 0)))
  .refine((value) => Object.keys(value).length <= MAX_CUISINE_LIST, m.listTooLong);

/** '' and null clear the image; absent stays absent. */
const imageUrl = z
  .union(
    [
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: recipesMessages.imageUrlInvalid })
        .max(2000, recipesMessages.imageUrlInvalid),
    ],
    {
      error: recipesMessages.imageUrlInvalid,
    },
  )
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.textTooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const recipeFields = {
  name: requiredText(pantryMessages.nameRequired, 200, recipesMessages.titleMax),
  localName: optionalText(200),
  description: requiredText(recipesMessages.descriptionRequired, MAX_CUISINE_TEXT, m.textTooLong),
  difficulty,
  ingredients: ingredientsList(recipesMessages.ingredientRequired).optional(),
  /** The other spelling of `ingredients`. */
  authenticIngredients: ingredientsList(recipesMessages.ingredientRequired).optional(),
  instructions: instructionsList(recipesMessages.instructionRequired),
  image_url: imageUrl,
  /** The other spelling of `image_url`. */
  imageUrl,
  culturalNotes: optionalText(MAX_CUISINE_TEXT),
  localSubstitutes: localSubstitutes.optional(),
  servingSuggestions: newlineList().optional(),
  complementaryDishes: newlineList().optional(),
};

/** Folds the other spellings (authenticIngredients, imageUrl) into the spec's (ingredients, image_url). */
function canonical<
  T extends {
    ingredients?: string[];
    authenticIngredients?: string[];
    image_url?: string | null;
    imageUrl?: string | null;
  },
>(value: T) {
  const { authenticIngredients, imageUrl: otherImage, ...rest } = value;
  return {
    ...rest,
    ingredients: rest.ingredients ?? authenticIngredients,
    image_url: rest.image_url !== undefined ? rest.image_url : otherImage,
  };
}

export const ZCreateCulturalRecipeRequest = z
  .object({ cuisineId: ZId.shape.id, ...recipeFields })
  .superRefine((value, ctx) => {
    if (value.ingredients === undefined && value.authenticIngredients === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ingredients'], message: recipesMessages.ingredientRequired });
    }
  })
  .transform((value) => {
    const recipe = canonical(value);
    return { ...recipe, ingredients: recipe.ingredients ?? [] };
  });
export type CreateCulturalRecipeRequest = z.input<typeof ZCreateCulturalRecipeRequest>;

/** A partial recipe; lists may arrive as index-keyed maps. */
export const ZUpdateCulturalRecipeRequest = z
  .object({
    id: ZId.shape.id,
    name: recipeFields.name.optional(),
    localName: recipeFields.localName,
    description: recipeFields.description.optional(),
    difficulty: difficulty.optional(),
    ingredients: recipeFields.ingredients,
    authenticIngredients: recipeFields.authenticIngredients,
    instructions: recipeFields.instructions.optional(),
    image_url: recipeFields.image_url,
    imageUrl: recipeFields.imageUrl,
    culturalNotes: recipeFields.culturalNotes,
    localSubstitutes: recipeFields.localSubstitutes,
    servingSuggestions: recipeFields.servingSuggestions,
    complementaryDishes: recipeFields.complementaryDishes,
  })
  .transform(canonical);
export type UpdateCulturalRecipeRequest = z.input<typeof ZUpdateCulturalRecipeRequest>;

export interface IngredientAmount {
  amount: string;
  item: string;
  notes?: string;
}

export interface CulturalRecipe {
  id: number;
  cuisineId: number;
  cuisineName: string;
  name: string;
  localName: string | null;
  description: string;
  difficulty: CulturalDifficulty;
  image_url: string | null;
  /** null for the Sous starter catalogue, which nobody owns. */
  createdBy: number | null;
  /** Whether the signed-in user created it (and so may edit and delete it). */
  isCreator: boolean;
  authenticIngredients: string[];
  /** Measured lines, when known (starter dishes). */
  ingredients: IngredientAmount[];
  instructions: string[];
  culturalNotes: string | null;
  localSubstitutes: Record<string, string>;
  servingSuggestions: string[];
  complementaryDishes: string[];
  createdAt: string;
  updatedAt: string;
}

export interface Cuisine {
  id: number;
  name: string;
  region: string;
  description: string;
  bannerUrl: string | null;
  keyIngredients: string[];
  cookingTechniques: string[];
  culturalContext: CulturalContext | null;
  servingEtiquette: ServingEtiquette | null;
  createdBy: number | null;
  /** The creator's username, or 'Sous starter'. */
  creatorName: string;
  isCreator: boolean;
  recipeCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CuisineWithRecipes extends Cuisine {
  recipes: CulturalRecipe[];
}

export type CuisineHideResult = { id: number; type: 'deleted' | 'hidden'; message: string };

export const cuisineFilters = ['all', 'mine'] as const;
export type CuisineFilter = (typeof cuisineFilters)[number];

/** All Cuisines, or My Cuisines: the ones the signed-in user created (spec part 2 §6). */
export function filterCuisines<T extends Pick<Cuisine, 'isCreator'>>(
  cuisines: readonly T[],
  filter: CuisineFilter,
): T[] {
  return filter === 'mine' ? cuisines.filter((cuisine) => cuisine.isCreator) : [...cuisines];
}

/** Whether cultural details hold anything worth showing. */
export function hasCulturalContext(context: CulturalContext | null | undefined): context is CulturalContext {
  return Boolean(
    context &&
    (context.history ||
      context.significance ||
      context.traditions.length ||
      context.festivals.length ||
      context.influences.length),
  );
}

export function hasServingEtiquette(etiquette: ServingEtiquette | null | undefined): etiquette is ServingEtiquette {
  return Boolean(
    etiquette &&
    (etiquette.general ||
      etiquette.tableSetting ||
      etiquette.diningCustoms.length ||
      etiquette.servingOrder.length ||
      etiquette.taboos.length),
  );
}

/** The AI answers the recipe detail shows (spec part 2 §3): each says where it came from. */
export interface SubstitutionsAnswer {
  substitutions: {
    original: string;
    substitute: string;
    notes: string;
    flavorImpact: 'minimal' | 'moderate' | 'significant';
    inPantry: boolean;
  }[];
  authenticityScore: number;
  authenticityFeedback: string;
  source: AiSource;
}

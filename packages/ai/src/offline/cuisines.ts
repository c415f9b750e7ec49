import { z } from 'zod';
import cuisineData from '../../../../data/cuisines.json' with { type: 'json' };
import substitutionData from '../../../../data/substitutions.json' with { type: 'json' };
import { containsWords, words } from './emotions';

/** Built-in knowledge of 20 cuisines, their signature dishes, and ingredient substitutions. */

const text = (max: number) => z.string().trim().min(1).max(max);
const list = (max: number, itemMax = 500) => z.array(text(itemMax)).max(max);
const ZPairingsData = z.object({
  mainDishes: list(10, 200),
  sideDishes: list(10, 200),
  desserts: list(10, 200),
  beverages: list(10, 200),
});
const ZDish = z.object({
  name: text(200),
  localName: text(200).optional(),
  aliases: z.array(z.string()).default([]),
  description: text(4000),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  authenticIngredients: list(40, 200).min(1),
  ingredients: z.array(z.array(z.string()).min(2).max(3)).min(1).max(60),
  instructions: list(40, 1000).min(1),
  culturalNotes: text(3500),
  pairings: ZPairingsData,
  etiquette: z.object({ presentation: text(2000), customs: list(12), taboos: list(12), servingOrder: list(12) }),
});
const ZCuisine = z.object({
  name: text(100),
  region: text(200),
  aliases: z.array(z.string()),
  subCuisines: z.array(z.string()),
  regions: z.array(z.string()),
  description: text(3000),
  keyIngredients: list(30, 200).min(1),
  cookingTechniques: list(20, 200).min(1),
  culturalContext: z.object({
    history: text(4000),
    significance: text(4000),
    traditions: list(12),
    festivals: list(12),
    influences: list(12),
  }),
  servingEtiquette: z.object({
    general: text(2000),
    tableSetting: text(1900),
    diningCustoms: list(12),
    servingOrder: list(12),
    taboos: list(12),
  }),
  pairings: ZPairingsData.omit({ mainDishes: true }),
  dishes: z.array(ZDish).min(1),
});
const ZSubstitutionData = z.object({
  substitutions: z.array(
    z.object({
      ingredient: z.string().min(1),
      aliases: z.array(z.string()).default([]),
      substitutes: z
        .array(
          z.object({
            name: text(200),
            needs: z.array(z.string()).default([]),
            notes: z.string().max(900),
            flavorImpact: z.enum(['minimal', 'moderate', 'significant']),
          }),
        )
        .min(1),
    }),
  ),
});

export type Cuisine = z.infer<typeof ZCuisine>;
export type Dish = z.infer<typeof ZDish>;
export type SubstitutionEntry = z.infer<typeof ZSubstitutionData>['substitutions'][number];
export type Substitute = SubstitutionEntry['substitutes'][number];

export interface CuisineMatch {
  cuisine: Cuisine;
  /** How it was found: its own name or a synonym, a regional style it covers, or the region. */
  via: 'name' | 'subCuisine' | 'region';
  /** The words of the query that matched (for "Sichuan is covered as part of Chinese"). */
  matched: string;
}
export interface DishMatch {
  dish: Dish;
  cuisine: Cuisine;
}

interface Index {
  cuisines: Cuisine[];
  substitutions: { entry: SubstitutionEntry; keys: string[][] }[];
}

let index: Index | undefined;

function data(): Index {
  if (index) return index;
  const cuisines = z.array(ZCuisine).parse(cuisineData.cuisines);
  const substitutions = ZSubstitutionData.parse(substitutionData).substitutions.map((entry) => ({
    entry,
    keys: [entry.ingredient, ...entry.aliases].map(words).filter((key) => key.length > 0),
  }));
  index = { cuisines, substitutions };
  return index;
}

/** Words that add nothing when naming a dish or cuisine ("authentic", "food", "recipe"). */
const fillerWords = new Set([
  'authentic',
  'traditional',
  'classic',
  'homemade',
  'home',
  'style',
  'recipe',
  'easy',
  'best',
  'simple',
  'real',
  'food',
  'cuisine',
  'cooking',
  'dish',
  'the',
  'a',
  'my',
]);

function contentWords(value: string): string[] {
  return words(value).filter((word) => !fillerWords.has(word));
}

function same(a: string[], b: string[]): boolean {
  return a.length > 0 && a.length === b.length && a.every((word, position) => word === b[position]);
}

export function cuisines(): Cuisine[] {
  return data().cuisines;
}

/** A cuisine by name, synonym, regional style ("Sichuan") or region ("Levant"); null when unknown. */
export function findCuisine(query: { name?: string | null; region?: string | null }): CuisineMatch | null {
  const all = data().cuisines;
  const name = contentWords(query.name ?? '');
  if (name.length > 0) {
    const exact = all.find((cuisine) =>
      [cuisine.name, ...cuisine.aliases].some((label) => same(contentWords(label), name)),
    );
    if (exact) return { cuisine: exact, via: 'name', matched: query.name!.trim() };
    for (const cuisine of all) {
      const style = cuisine.subCuisines.find((label) => containsWords(name, words(label)));
      if (style) return { cuisine, via: 'subCuisine', matched: style };
    }
    const contained = all.find((cuisine) =>
      [cuisine.name, ...cuisine.aliases].some((label) => containsWords(name, words(label))),
    );
    if (contained) return { cuisine: contained, via: 'name', matched: query.name!.trim() };
  }
  const region = words(query.region ?? '');
  if (region.length > 0) {
    // An exact region ("Levant") beats a region inside a longer phrase ("the Levant coast"); data order breaks ties.
    let best: { cuisine: Cuisine; score: number; label: string } | null = null;
    for (const cuisine of all) {
      for (const [position, label] of cuisine.regions.entries()) {
        const labelWords = words(label);
        const score = same(labelWords, region) ? 100 - position : containsWords(region, labelWords) ? 50 - position : 0;
        if (score > 0 && (!best || score > best.score)) best = { cuisine, score, label };
      }
    }
    if (best) return { cuisine: best.cuisine, via: 'region', matched: best.label };
  }
  return null;
}

/**
 * A signature dish by name, across all cuisines: exact name, local name or alias first, then a name
 * the query shortens ("carbonara"), then a query that only adds filler ("authentic pad thai").
 * The named cuisine wins ties. A query with other content words ("fish tacos") does not match.
 */
export function findDish(recipeName: string, cuisineName?: string | null): DishMatch | null {
  const query = contentWords(recipeName);
  if (query.length === 0) return null;
  const preferred = cuisineName ? findCuisine({ name: cuisineName })?.cuisine : undefined;
  let best: { match: DishMatch; score: number } | null = null;
  for (const cuisine of data().cuisines) {
    for (const dish of cuisine.dishes) {
      const labels = [dish.name, dish.localName ?? '', ...dish.aliases].map(contentWords);
      const cuisineWords = words(cuisine.name);
      let score = 0;
      if (labels.some((label) => same(label, query))) score = 100;
      else if (labels.some((label) => label.length > query.length && containsWords(label, query))) score = 80;
      else if (
        labels.some(
          (label) =>
            containsWords(query, label) &&
            query.filter((word) => !label.includes(word)).every((word) => cuisineWords.includes(word)),
        )
      ) {
        score = 70;
      }
      if (score === 0) continue;
      if (preferred === cuisine) score += 5;
      if (!best || score > best.score) best = { match: { dish, cuisine }, score };
    }
  }
  return best?.match ?? null;
}

/** A dish's ingredient line as amount, item and notes. */
export function ingredientLine(line: string[]): { amount: string; item: string; notes?: string } {
  const [amount = '', item = '', notes] = line;
  return notes ? { amount, item, notes } : { amount, item };
}

/** The substitution entry for an ingredient ("Thai fish sauce (nam pla)" → fish sauce), longest key first. */
export function findSubstitution(ingredient: string): SubstitutionEntry | null {
  const ingredientWords = words(ingredient);
  let best: { entry: SubstitutionEntry; length: number } | null = null;
  for (const { entry, keys } of data().substitutions) {
    for (const key of keys) {
      if (containsWords(ingredientWords, key) && (!best || key.length > best.length))
        best = { entry, length: key.length };
    }
  }
  return best?.entry ?? null;
}

/** Folds spelling variants so "yogurt" finds "yoghurt" and "chili" finds "chilli". */
export function pantryWords(name: string): string[] {
  const variants: Record<string, string> = {
    yogurt: 'yoghurt',
    chili: 'chilli',
    chilies: 'chillies',
    chiles: 'chillies',
  };
  return words(name).map((word) => variants[word] ?? word);
}

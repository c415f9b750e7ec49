import { recipeSustainabilityScore, type IngredientLine, type NutritionInfo } from '@sous/domain';
import { parseIngredient } from 'parse-ingredient';
import { z } from 'zod';
import recipesData from '../../../../data/recipes.json' with { type: 'json' };
import { estimateNutrition } from './nutrition';

/** The starter recipe library (data/recipes.json): real home recipes with measured ingredient lines. */

export const mealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof mealTypes)[number];
export const seasons = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof seasons)[number];

const ZLibraryRecipe = z.object({
  title: z.string().min(1),
  cuisine: z.string().min(1),
  mealTypes: z.array(z.enum(mealTypes)).min(1),
  description: z.string().min(1),
  servings: z.number().int().min(1),
  prepTime: z.number().int().min(1),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  diet: z.array(z.string()),
  requiredEquipment: z.array(z.string()),
  seasons: z.array(z.enum([...seasons, 'all'])).min(1),
  ingredients: z.array(z.string().min(1)).min(1),
  instructions: z.array(z.string().min(1)).min(1),
});

export interface LibraryRecipe extends z.infer<typeof ZLibraryRecipe> {
  /** Normalised food names of the ingredient lines ("2 cloves garlic, minced" → "garlic"), one list per line. */
  foods: string[][];
  /** Every word of every food name, for diet checks. */
  foodWords: Set<string>;
  titleWords: string[];
}

let library: LibraryRecipe[] | undefined;
let titleWeights: Map<string, number> | undefined;

/** The library, parsed and indexed on first use. */
export function libraryRecipes(): readonly LibraryRecipe[] {
  library ??= z
    .array(ZLibraryRecipe)
    .parse(recipesData)
    .map((recipe) => {
      const foods = recipe.ingredients.map(ingredientFoods);
      return {
        ...recipe,
        foods,
        foodWords: new Set(foods.flat().flatMap((food) => food.split(' '))),
        titleWords: titleWordsOf(recipe.title),
      };
    });
  return library;
}

// ---------------------------------------------------------------------------------------------
// Nutrition and sustainability, memoised per recipe.

const nutritionCache = new Map<string, NutritionInfo>();
const sustainabilityCache = new Map<string, number>();

/** Per-serving nutrition of a library recipe from its ingredient lines (food composition tables). */
export function recipeNutrition(recipe: LibraryRecipe): NutritionInfo {
  let nutrition = nutritionCache.get(recipe.title);
  if (!nutrition) {
    nutrition = roundNutrition(estimateNutrition(recipe.ingredients, recipe.servings).perServing);
    nutritionCache.set(recipe.title, nutrition);
  }
  return nutrition;
}

export function recipeSustainability(recipe: LibraryRecipe): number {
  let score = sustainabilityCache.get(recipe.title);
  if (score === undefined) {
    score = recipeSustainabilityScore(recipeNutrition(recipe));
    sustainabilityCache.set(recipe.title, score);
  }
  return score;
}

export function roundNutrition(nutrition: NutritionInfo): NutritionInfo {
  const grams = (value: number) => Math.max(0, Math.round(value * 10) / 10);
  return {
    calories: Math.max(0, Math.round(nutrition.calories)),
    protein: grams(nutrition.protein),
    carbs: grams(nutrition.carbs),
    fat: grams(nutrition.fat),
  };
}

export function scaleNutrition(nutrition: NutritionInfo, factor: number): NutritionInfo {
  return roundNutrition({
    calories: nutrition.calories * factor,
    protein: nutrition.protein * factor,
    carbs: nutrition.carbs * factor,
    fat: nutrition.fat * factor,
  });
}

export function sumNutrition(items: NutritionInfo[]): NutritionInfo {
  return roundNutrition(
    items.reduce(
      (total, item) => ({
        calories: total.calories + item.calories,
        protein: total.protein + item.protein,
        carbs: total.carbs + item.carbs,
        fat: total.fat + item.fat,
      }),
      { calories: 0, protein: 0, carbs: 0, fat: 0 },
    ),
  );
}

/** "520 kcal · 32 g protein · 48 g carbs · 18 g fat". */
export function nutritionText(nutrition: NutritionInfo): string {
  const grams = (value: number) => Math.round(value);
  return `${Math.round(nutrition.calories)} kcal · ${grams(nutrition.protein)} g protein · ${grams(nutrition.carbs)} g carbs · ${grams(nutrition.fat)} g fat`;
}

/** Share of energy from protein (4 kcal/g), 0–1. */
export function proteinShare(nutrition: NutritionInfo): number {
  return nutrition.calories > 0 ? (nutrition.protein * 4) / nutrition.calories : 0;
}

// ---------------------------------------------------------------------------------------------
// Ingredient lines and food names.

/** "2 cloves garlic, minced" → { amount: "2 cloves", item: "garlic", notes: "minced" }. */
export function splitIngredientLine(line: string): IngredientLine {
  const parsed = parseIngredient(line)[0];
  const description = (parsed?.description ?? line).trim();
  const amount = parsed?.quantity != null ? [formatQuantity(parsed.quantity, parsed.quantity2), parsed.unitOfMeasure].filter(Boolean).join(' ') : '';
  const comma = description.indexOf(',');
  const item = (comma > 0 ? description.slice(0, comma) : description).trim() || line.trim();
  const notes = comma > 0 ? description.slice(comma + 1).trim() : '';
  return { amount, item: item.slice(0, 200), ...(notes && { notes: notes.slice(0, 500) }) };
}

function formatQuantity(quantity: number, quantity2: number | null): string {
  const fractions: Record<string, string> = { '0.25': '1/4', '0.50': '1/2', '0.75': '3/4', '0.33': '1/3', '0.67': '2/3' };
  const format = (value: number) => {
    const whole = Math.floor(value);
    const fraction = fractions[(value - whole).toFixed(2)];
    if (fraction) return whole > 0 ? `${whole} ${fraction}` : fraction;
    return String(Math.round(value * 100) / 100);
  };
  return quantity2 != null ? `${format(quantity)}–${format(quantity2)}` : format(quantity);
}

// Words that describe preparation or size, not the food itself.
const descriptorWords = new Set(
  'fresh large small medium ripe chopped diced minced sliced grated crushed canned tinned frozen dried boneless skinless extra virgin finely thinly roughly cold hot warm cooked uncooked raw whole plain peeled trimmed halved torn beaten lightly softened melted mashed shredded julienned cubed ground toasted day-old stale unsalted salted organic baby rinsed drained soaked of a an the litre litres liter ml g kg slice sheet pinch handful bunch can tin cup tbsp tsp piece mince'.split(
    ' ',
  ),
);

// Multi-word foods that are a different food from their last word ("coconut milk" is not milk).
const compoundFoods: [RegExp, string][] = [
  [/\b(spring|green) onions?\b|\bscallions?\b/g, 'spring-onion'],
  [/\bcoconut (milk|cream)\b/g, 'coconut-$1'],
  [/\b(almond|oat|soy|soya|rice) milk\b/g, '$1-milk'],
  [/\b(peanut|almond|cocoa|nut) butter\b/g, '$1-butter'],
  [/\bsweet potato(es)?\b/g, 'sweet-potato'],
  [/\b(black|white|cayenne) pepper\b/g, '$1-pepper'],
  [/\bsoy sauce\b|\btamari\b/g, 'soy-sauce'],
  [/\boyster sauce\b/g, 'oyster-sauce'],
  [/\b(black|chinkiang) vinegar\b/g, 'black-vinegar'],
  [/\b(rice|chickpea|almond|corn|coconut) flour\b/g, '$1-flour'],
  [/\b(rice|glass) noodles?\b/g, 'rice-noodle'],
  [/\boyster mushrooms?\b/g, 'oyster-mushroom'],
  [/\b(red |white )?wine vinegar\b/g, 'wine-vinegar'],
  [/\bsherry vinegar\b/g, 'sherry-vinegar'],
  [/\bcream of tartar\b/g, 'cream-of-tartar'],
  [/\bnutritional yeast\b/g, 'nutritional-yeast'],
];

const foodAliases: Record<string, string> = {
  aubergine: 'eggplant',
  courgette: 'zucchini',
  capsicum: 'bell pepper',
  prawn: 'shrimp',
  garbanzo: 'chickpea',
  yoghurt: 'yogurt',
  chilli: 'chili',
  chile: 'chili',
  poha: 'flattened rice',
  lasagna: 'lasagne',
};

const pluralExceptions: Record<string, string> = { leaves: 'leaf', chilies: 'chili', chillies: 'chili', knives: 'knife', halves: 'half' };

export function singular(word: string): string {
  const exception = pluralExceptions[word];
  if (exception) return exception;
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const foodsCache = new Map<string, string[]>();
const FOODS_CACHE_LIMIT = 5000;

/** Normalised food names of one ingredient line or user term: "salt and black pepper, to taste" → ["salt", "black-pepper"]. */
export function ingredientFoods(line: string): string[] {
  let foods = foodsCache.get(line);
  if (!foods) {
    // Bounded so a stream of odd user input cannot grow it without end.
    if (foodsCache.size >= FOODS_CACHE_LIMIT) foodsCache.clear();
    foods = readFoods(line);
    foodsCache.set(line, foods);
  }
  return foods;
}

function readFoods(line: string): string[] {
  const parsed = parseIngredient(line)[0];
  let text = plainText(parsed?.description ?? line)
    .replace(/\([^)]*\)/g, ' ')
    .split(/,|;| - | – /)[0]!
    .replace(/\b(to taste|to serve|for frying|for the pasta water|optional)\b/g, ' ');
  for (const [pattern, replacement] of compoundFoods) text = text.replace(pattern, replacement);
  return text
    .split(/\s+(?:and|or|&)\s+/)
    .map((part) =>
      part
        .split(/[^a-z-]+/)
        .filter((word) => word && !descriptorWords.has(word))
        .map((word) => foodAliases[singular(word)] ?? singular(word))
        .join(' ')
        .trim(),
    )
    .filter(Boolean);
}

// Words that name a part or cut of a food: "chicken thigh" is still chicken, "garlic clove" still garlic.
const partWords = new Set(
  'breast thigh drumstick wing leg fillet loin tenderloin sirloin ribeye chuck shoulder belly steak shank rib clove yolk white leaf sprig stalk floret head seed cheese'.split(' '),
);

function withoutTrailingPart(words: string[]): string[] {
  return words.length > 1 && partWords.has(words.at(-1)!) ? words.slice(0, -1) : words;
}

/** Whether a user's food ("eggs", "chicken breast", "basmati rice") is the same food as a recipe's ("egg", "chicken thigh", "rice"). */
export function sameFood(userFood: string, recipeFood: string): boolean {
  const user = withoutTrailingPart(userFood.split(' '));
  const recipe = recipeFood.split(' ');
  const [short, long] = user.length <= recipe.length ? [user, recipe] : [recipe, user];
  if (!short.every((word) => long.includes(word))) return false;
  const head = long.at(-1)!;
  return short.includes(head) || partWords.has(head);
}

/** Which of the user's foods a recipe uses, as the user wrote them. */
export function foodsUsed(recipe: LibraryRecipe, userFoods: string[]): string[] {
  return userFoods.filter((userFood) => {
    const names = ingredientFoods(userFood);
    return names.length > 0 && names.some((name) => recipe.foods.some((line) => line.some((food) => sameFood(name, food))));
  });
}

// ---------------------------------------------------------------------------------------------
// Diets: exclusions checked against ingredient words, nutrient targets against per-serving nutrition.

interface ExclusionRule {
  kind: 'exclusion';
  label: string;
  words: Set<string>;
}
interface NutrientRule {
  kind: 'nutrient';
  label: string;
  check(nutrition: NutritionInfo): string | null;
}
interface IngredientRule {
  kind: 'ingredient';
  label: string;
  food: string;
}
export type DietRule = ExclusionRule | NutrientRule | IngredientRule;

const meatWords = 'chicken beef pork lamb mutton veal bacon guanciale pancetta ham chorizo sausage turkey duck prosciutto salami pepperoni gelatin lard'.split(' ');
const fishWords = 'fish salmon tuna cod anchovy shrimp prawn crab lobster mussel clam oyster oyster-sauce scallop squid sardine mackerel dashi bonito'.split(' ');
const shellfishWords = 'shrimp prawn crab lobster mussel clam oyster scallop squid'.split(' ');
const dairyWords = 'milk butter cheese cream yogurt ghee paneer buttermilk parmesan mozzarella feta pecorino gruyere cheddar ricotta mascarpone queso whey'.split(' ');
const glutenWords =
  'flour wheat bread sourdough baguette ciabatta pita naan bun pasta spaghetti linguine macaroni lasagne ditalini penne noodle couscous bulgur barley rye semolina panko breadcrumb crouton granola oat soy-sauce teriyaki hoisin gochujang doubanjiang oyster-sauce beer seitan black-vinegar'.split(
    ' ',
  );
const nutWords = 'peanut almond cashew walnut pecan pistachio hazelnut nut macadamia peanut-butter almond-butter nut-butter almond-milk almond-flour'.split(' ');
const porkWords = 'pork bacon ham guanciale pancetta chorizo lard prosciutto salami pepperoni sausage gelatin'.split(' ');
const alcoholWords = 'wine sake mirin beer rum brandy sherry vodka'.split(' ');

const exclusion = (label: string, ...groups: string[][]): ExclusionRule => ({ kind: 'exclusion', label, words: new Set(groups.flat()) });

const dietRules: Record<string, () => DietRule> = {
  vegetarian: () => exclusion('vegetarian', meatWords, fishWords),
  vegan: () => exclusion('vegan', meatWords, fishWords, dairyWords, ['egg', 'honey', 'mayonnaise']),
  pescatarian: () => exclusion('pescatarian', meatWords),
  'gluten-free': () => exclusion('gluten-free', glutenWords),
  'dairy-free': () => exclusion('dairy-free', dairyWords),
  'nut-free': () => exclusion('nut-free', nutWords),
  'egg-free': () => exclusion('egg-free', ['egg', 'mayonnaise']),
  'shellfish-free': () => exclusion('shellfish-free', shellfishWords),
  'fish-free': () => exclusion('fish-free', fishWords),
  'meat-free': () => exclusion('meat-free', meatWords),
  'pork-free': () => exclusion('no pork', porkWords),
  halal: () => exclusion('halal', porkWords, alcoholWords),
  'alcohol-free': () => exclusion('alcohol-free', alcoholWords),
  'beef-free': () => exclusion('no beef', ['beef']),
  'soy-free': () => exclusion('soy-free', ['soy-sauce', 'tofu', 'edamame', 'miso', 'soy', 'soy-milk', 'doubanjiang']),
  'low-carb': () => nutrient('low-carb', (n) => (n.carbs > 25 ? `${Math.round(n.carbs)} g carbs per serving` : null)),
  keto: () => nutrient('keto', (n) => (n.carbs > 12 ? `${Math.round(n.carbs)} g carbs per serving` : null)),
  'high-protein': () =>
    nutrient('high-protein', (n) => (n.protein >= 25 || proteinShare(n) >= 0.25 ? null : `only ${Math.round(n.protein)} g protein per serving`)),
  'low-calorie': () => nutrient('low-calorie', (n) => (n.calories > 450 ? `${Math.round(n.calories)} kcal per serving` : null)),
  'low-fat': () => nutrient('low-fat', (n) => (n.calories > 0 && (n.fat * 9) / n.calories > 0.3 ? `${Math.round(n.fat)} g fat per serving` : null)),
};

function nutrient(label: string, check: (nutrition: NutritionInfo) => string | null): NutrientRule {
  return { kind: 'nutrient', label, check };
}

const dietSynonyms: Record<string, string> = {
  veggie: 'vegetarian',
  'lacto-ovo': 'vegetarian',
  'plant-based': 'vegan',
  'plant based': 'vegan',
  pescetarian: 'pescatarian',
  coeliac: 'gluten-free',
  celiac: 'gluten-free',
  gluten: 'gluten-free',
  wheat: 'gluten-free',
  dairy: 'dairy-free',
  lactose: 'dairy-free',
  'lactose intolerant': 'dairy-free',
  milk: 'dairy-free',
  nut: 'nut-free',
  peanut: 'nut-free',
  'tree nut': 'nut-free',
  egg: 'egg-free',
  shellfish: 'shellfish-free',
  seafood: 'fish-free',
  fish: 'fish-free',
  meat: 'meat-free',
  pork: 'pork-free',
  alcohol: 'alcohol-free',
  beef: 'beef-free',
  soy: 'soy-free',
  'low carb': 'low-carb',
  'low-carbohydrate': 'low-carb',
  ketogenic: 'keto',
  'high protein': 'high-protein',
  protein: 'high-protein',
  'low calorie': 'low-calorie',
  'low fat': 'low-fat',
};

export interface DietProfile {
  rules: DietRule[];
  /** Terms the assistant cannot check ("low-sodium"). */
  unknown: string[];
}

/** Reads diet terms ("Vegetarian", "no mushrooms", "nut allergy"); a bare food is avoided only in a restrictions list. */
export function parseDiet(terms: string[], options: { bareFoodsExclude?: boolean } = {}): DietProfile {
  const bareFoodsExclude = options.bareFoodsExclude ?? true;
  const rules: DietRule[] = [];
  const unknown: string[] = [];
  for (const raw of terms) {
    const term = plainText(raw).replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
    if (!term) continue;
    const excluded =
      /^(?:no|non|without|avoid|avoids|free of|allergic to|allergy to)\s+(.+)$/.exec(term)?.[1] ??
      /^(.+?)[- ]?free$/.exec(term)?.[1] ??
      /^(.+?)\s+(?:allergy|allergies|intolerance|intolerant)$/.exec(term)?.[1];
    const key = excluded ? singularPhrase(excluded) : term.replace(/ diet$/, '');
    const ruleName = dietRules[key] ? key : dietSynonyms[key] ?? (excluded ? undefined : dietSynonyms[singularPhrase(key)]);
    const make = ruleName ? dietRules[ruleName] : undefined;
    if (make) {
      const rule = make();
      if (!rules.some((existing) => existing.label === rule.label)) rules.push(rule);
      continue;
    }
    // A named food ("mushrooms", "no cilantro") is avoided when the library knows it as an ingredient.
    const food = ingredientFoods(excluded ?? term)[0];
    if (!excluded && !bareFoodsExclude) unknown.push(raw.trim());
    else if (food && libraryRecipes().some((recipe) => recipe.foods.some((line) => line.some((name) => sameFood(food, name))))) {
      rules.push({ kind: 'ingredient', label: `no ${food.replace(/-/g, ' ')}`, food });
    } else if (excluded && food) {
      rules.push({ kind: 'ingredient', label: `no ${food.replace(/-/g, ' ')}`, food });
    } else {
      unknown.push(raw.trim());
    }
  }
  return { rules, unknown };
}

function singularPhrase(text: string): string {
  return text
    .split(' ')
    .map((word) => singular(word))
    .join(' ');
}

/** Why a recipe breaks the diet ("guanciale (vegetarian)"), empty when it fits. */
export function dietViolations(recipe: LibraryRecipe, profile: DietProfile): string[] {
  const problems: string[] = [];
  for (const rule of profile.rules) {
    if (rule.kind === 'exclusion') {
      const offending = recipe.foods.flat().filter((food) => food.split(' ').some((word) => rule.words.has(word)));
      if (offending.length > 0) problems.push(`${unique(offending).map(readable).join(', ')} (${rule.label})`);
    } else if (rule.kind === 'ingredient') {
      if (recipe.foods.some((line) => line.some((food) => sameFood(rule.food, food)))) problems.push(`${readable(rule.food)} (${rule.label})`);
    } else {
      const problem = rule.check(recipeNutrition(recipe));
      if (problem) problems.push(`${problem} (${rule.label})`);
    }
  }
  return problems;
}

export function fitsDiet(recipe: LibraryRecipe, profile: DietProfile): boolean {
  return dietViolations(recipe, profile).length === 0;
}

export function dietLabels(profile: DietProfile): string[] {
  return profile.rules.map((rule) => rule.label);
}

function readable(food: string): string {
  return food.replace(/-/g, ' ');
}

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

// ---------------------------------------------------------------------------------------------
// Preferences: cuisines, diet tags, speed, health and foods named in free text.

const cuisineAliases: Record<string, string[]> = {
  italian: ['Italian'],
  indian: ['Indian'],
  mexican: ['Mexican'],
  'tex-mex': ['Mexican'],
  chinese: ['Chinese'],
  sichuan: ['Chinese'],
  japanese: ['Japanese'],
  thai: ['Thai'],
  'middle eastern': ['Middle Eastern'],
  lebanese: ['Middle Eastern'],
  levantine: ['Middle Eastern'],
  israeli: ['Middle Eastern'],
  french: ['French'],
  american: ['American'],
  mediterranean: ['Mediterranean', 'Middle Eastern', 'Italian'],
  greek: ['Mediterranean'],
  spanish: ['Mediterranean'],
  korean: ['Korean'],
  'west african': ['West African'],
  african: ['West African'],
  nigerian: ['West African'],
  ghanaian: ['West African'],
  senegalese: ['West African'],
  asian: ['Chinese', 'Japanese', 'Korean', 'Thai'],
};

/** Cuisines a free-text term names ("greek food" → Mediterranean). */
export function cuisinesNamed(term: string): string[] {
  const text = plainText(term);
  return unique(Object.entries(cuisineAliases).flatMap(([alias, cuisines]) => (new RegExp(`\\b${alias}\\b`).test(text) ? cuisines : [])));
}

export interface PreferenceFit {
  score: number;
  /** What matched, for the user: "Italian", "quick (25 min)". */
  matches: string[];
}

/** How well a recipe fits free-text preferences; each matched preference adds one point. */
export function preferenceFit(recipe: LibraryRecipe, preferences: string[]): PreferenceFit {
  const matches = preferences.map((raw) => preferenceMatch(recipe, raw)).filter((match): match is string => match !== null);
  return { score: matches.length, matches };
}

function preferenceMatch(recipe: LibraryRecipe, raw: string): string | null {
  const term = plainText(raw).trim();
  const label = raw.trim();
  if (!term) return null;
  const cuisines = cuisinesNamed(term);
  if (cuisines.length > 0) return cuisines.includes(recipe.cuisine) ? label : null;
  if (recipe.diet.some((tag) => term.replace(/\s+/g, '-') === tag)) return label;
  if (/\b(quick|fast|easy|simple|weeknight)\b/.test(term)) return recipe.prepTime <= 30 ? `${label} (${recipe.prepTime} min)` : null;
  if (/\b(healthy|light|balanced|nutritious)\b/.test(term)) {
    const score = recipeSustainability(recipe);
    return score >= 70 ? `${label} (balance score ${score})` : null;
  }
  if (/\b(beginner|novice)\b/.test(term)) return recipe.difficulty === 'beginner' ? label : null;
  if (/\b(spicy|hot)\b/.test(term)) return ['chili', 'jalapeno', 'cayenne-pepper', 'scotch', 'gochujang', 'doubanjiang'].some((word) => recipe.foodWords.has(word)) ? label : null;
  const inTitle = titleWordsOf(term).some((word) => recipe.titleWords.includes(word));
  return inTitle || foodsUsed(recipe, [term]).length > 0 ? label : null;
}

// ---------------------------------------------------------------------------------------------
// Seasons and meal types.

/** Northern-hemisphere season of a YYYY-MM-DD date; null when the date cannot be read. */
export function seasonOf(date: string): Season | null {
  const month = Number.parseInt(date.slice(5, 7), 10);
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'autumn';
  return 'winter';
}

/** A dish listed for this season specifically (not merely good all year). */
export function isSeasonal(recipe: LibraryRecipe, season: Season | null): boolean {
  return season !== null && recipe.seasons.includes(season);
}

export function inSeason(recipe: LibraryRecipe, season: Season | null): boolean {
  return season === null || recipe.seasons.includes('all') || recipe.seasons.includes(season);
}

export function recipesInSeason(date: string): LibraryRecipe[] {
  const season = seasonOf(date);
  return libraryRecipes().filter((recipe) => inSeason(recipe, season));
}

export function recipesForMeal(mealType: MealType): LibraryRecipe[] {
  return libraryRecipes().filter((recipe) => recipe.mealTypes.includes(mealType));
}

// ---------------------------------------------------------------------------------------------
// Title similarity: word overlap weighted by how rare each word is among the library's titles.

const titleStopWords = new Set(
  'a an the and with of in on for to style easy quick simple classic homemade home-made best authentic traditional recipe my our mom mum grandma s'.split(' '),
);
const titleAliases: Record<string, string> = { lasagna: 'lasagne', chilli: 'chili', yoghurt: 'yogurt', kabob: 'kebab', aubergine: 'eggplant', courgette: 'zucchini', prawn: 'shrimp' };

export function titleWordsOf(title: string): string[] {
  return unique(
    plainText(title)
      .split(/[^a-z]+/)
      .filter((word) => word.length > 1 && !titleStopWords.has(word))
      .map((word) => titleAliases[singular(word)] ?? singular(word)),
  );
}

function weights(): Map<string, number> {
  if (!titleWeights) {
    const recipes = libraryRecipes();
    const counts = new Map<string, number>();
    for (const recipe of recipes) for (const word of recipe.titleWords) counts.set(word, (counts.get(word) ?? 0) + 1);
    titleWeights = new Map([...counts].map(([word, count]) => [word, Math.log((recipes.length + 1) / count)]));
  }
  return titleWeights;
}

function wordWeight(word: string): number {
  return weights().get(word) ?? Math.log(libraryRecipes().length + 1) + 0.5;
}

export interface TitleMatch {
  recipe: LibraryRecipe;
  /** 0–1: weighted share of the two titles' words they have in common. */
  similarity: number;
}

/** Library recipes ranked by title similarity (a matching cuisine breaks near-ties). */
export function recipesByTitle(title: string, cuisine?: string | null): TitleMatch[] {
  const words = titleWordsOf(title);
  if (words.length === 0) return [];
  const cuisines = cuisine ? cuisinesNamed(cuisine) : [];
  return libraryRecipes()
    .map((recipe) => {
      const shared = words.filter((word) => recipe.titleWords.includes(word));
      const all = unique([...words, ...recipe.titleWords]);
      const similarity = shared.reduce((sum, word) => sum + wordWeight(word), 0) / all.reduce((sum, word) => sum + wordWeight(word), 0);
      const bonus = shared.length > 0 && cuisines.includes(recipe.cuisine) ? 0.05 : 0;
      return { recipe, similarity: Math.min(1, similarity + bonus) };
    })
    .filter((match) => match.similarity > 0)
    .sort((a, b) => b.similarity - a.similarity || a.recipe.title.localeCompare(b.recipe.title));
}

/** The library recipe a title means, when the overlap is meaningful (at least 45 % of the weighted words). */
export function closestRecipe(title: string, cuisine?: string | null): TitleMatch | null {
  const best = recipesByTitle(title, cuisine)[0];
  return best && best.similarity >= 0.45 ? best : null;
}

// ---------------------------------------------------------------------------------------------
// Ingredient overlap.

export interface IngredientMatch {
  recipe: LibraryRecipe;
  /** The user's foods the recipe uses, as they wrote them. */
  used: string[];
  /** How many of them the title names ("Egg Fried Rice" names egg and rice). */
  inTitle: number;
}

/** Library recipes using at least one of the foods, most foods used first. */
export function recipesUsing(userFoods: string[]): IngredientMatch[] {
  const foods = unique(userFoods.map((food) => food.trim()).filter((food) => ingredientFoods(food).length > 0));
  if (foods.length === 0) return [];
  return libraryRecipes()
    .map((recipe) => {
      const used = foodsUsed(recipe, foods);
      const inTitle = used.filter((food) => ingredientFoods(food).some((name) => name.split(' ').some((word) => recipe.titleWords.includes(word)))).length;
      return { recipe, used, inTitle };
    })
    .filter((match) => match.used.length > 0)
    .sort(
      (a, b) =>
        b.used.length - a.used.length ||
        b.inTitle - a.inTitle ||
        b.used.length / b.recipe.ingredients.length - a.used.length / a.recipe.ingredients.length ||
        a.recipe.title.localeCompare(b.recipe.title),
    );
}

// ---------------------------------------------------------------------------------------------
// Equipment.

// Names a piece of kitchen equipment also goes by.
const equipmentSynonyms: Record<string, string[]> = {
  'frying pan': ['skillet', 'fry pan', 'frypan', 'saute pan'],
  'nonstick skillet': ['nonstick pan', 'non stick pan', 'non stick skillet', 'nonstick frying pan', 'non stick frying pan'],
  'cast iron skillet': ['cast iron pan', 'cast iron frying pan'],
  'large pot': ['stockpot', 'stock pot', 'dutch oven', 'soup pot', 'pasta pot', 'large saucepan'],
  saucepan: ['sauce pan', 'pot'],
  'dutch oven': ['casserole pot', 'cocotte', 'french oven'],
  oven: ['range', 'stove and oven'],
  'baking sheet': ['sheet pan', 'baking tray', 'cookie sheet', 'roasting tray'],
  'roasting pan': ['roasting tin', 'roasting tray', 'baking dish'],
  'baking dish': ['casserole dish', 'gratin dish', 'roasting pan'],
  'loaf pan': ['loaf tin', 'bread pan'],
  'grill pan': ['griddle pan', 'griddle', 'grill', 'barbecue', 'bbq'],
  blender: ['immersion blender', 'stick blender', 'vitamix', 'nutribullet'],
  'food processor': ['magimix'],
  'stand mixer': ['hand mixer', 'electric mixer'],
  'slow cooker': ['crock pot', 'crockpot', 'instant pot', 'multicooker', 'multi cooker'],
  "chef's knife": ['chef knife', 'cook knife', 'santoku', 'gyuto'],
  whisk: ['balloon whisk', 'hand mixer', 'electric mixer'],
  toaster: ['toaster oven'],
  'mortar and pestle': ['molcajete', 'pestle and mortar'],
};

// Owned names that contain a required name but are something else ("Dutch Oven" is not an oven).
const falseFriends: Record<string, string[]> = {
  oven: ['dutch oven', 'microwave oven', 'toaster oven', 'french oven'],
  pot: ['crock pot', 'instant pot', 'pot holder'],
  grill: ['grill pan'],
};

function equipmentWords(name: string): string[] {
  return plainText(name)
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
}

/** Whether the words contain the phrase as consecutive words, spaces ignored ("sauce pan" holds "saucepan"). */
function containsPhrase(words: string[], phrase: string[]): boolean {
  const target = phrase.join('');
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    for (let end = start; end < words.length && joined.length < target.length; end += 1) {
      joined += words[end];
      if (joined === target) return true;
    }
  }
  return false;
}

/** Whether an owned piece ("KitchenAid Artisan Stand Mixer") does the job of a required one ("Stand Mixer"). */
export function equipmentCovers(owned: string, required: string): boolean {
  const have = equipmentWords(owned);
  const key = plainText(required).trim();
  const names = [required, ...(equipmentSynonyms[key] ?? [])];
  return names.some((name) => {
    const phrase = equipmentWords(name);
    if (!containsPhrase(have, phrase)) return false;
    const traps = falseFriends[phrase.join(' ')] ?? [];
    return !traps.some((trap) => containsPhrase(have, equipmentWords(trap)));
  });
}

export interface EquipmentFit {
  recipe: LibraryRecipe;
  missing: string[];
}

/** Every library recipe with the required equipment the owned pieces do not cover. */
export function recipesByEquipment(owned: string[]): EquipmentFit[] {
  return libraryRecipes().map((recipe) => ({
    recipe,
    missing: recipe.requiredEquipment.filter((required) => !owned.some((name) => equipmentCovers(name, required))),
  }));
}

/** A stable pseudo-random rank for rotating choices by a seed such as a start date. */
export function seededRank(seed: string, key: string): number {
  let hash = 2166136261;
  for (const char of `${seed}|${key}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 4294967296;
}

import type { NutritionInfo, RecipeNutrition } from '@sous/domain';
import { parseIngredient, unitsOfMeasure, type ParseIngredientOptions, type UnitOfMeasure } from 'parse-ingredient';
import { findFood, type Food, type FoodMatch } from './foods';
import { storageProfile } from './shelfLife';

/** The schema's ceiling for any energy or gram figure. */
const NUTRITION_MAX = 100_000;
const DEFAULT_CAN_GRAMS = 400;
const DEFAULT_HANDFUL_GRAMS = 30;
const DEFAULT_SPRIG_GRAMS = 1;
const SIZE_FACTORS: Record<string, number> = { small: 0.75, medium: 1, large: 1.3 };
/** Millilitres of the spoon-sized units parse-ingredient leaves without a factor. */
const SMALL_VOLUMES_ML: Record<string, number> = { pinch: 0.31, dash: 0.62, drop: 0.05 };

/** Lines that are seasoning or garnish without an amount: counted, at 0 g. */
const NO_AMOUNT_NEEDED =
  /\b(to taste|as needed|if needed|for garnish|to garnish|for serving|to serve|for frying|for greasing|for drizzling|for dusting|optional)\b/i;
/** Spices and herbs named without an amount are a seasoning: counted at 0 g. */
const SEASONING_GROUPS = new Set(['Spices', 'Condiments and Spices']);
/** Container words a description may start with ("can chickpeas", "(400 g) tin tomatoes"). */
const LEADING_UNIT =
  /^(cans?|tins?|jars?|slices?|stalks?|ribs?|handfuls?|fillets?|knobs?|thumbs?|pieces?|sprigs?|heads?|bunch(?:es)?|cloves?|sticks?)\b(?:\s+of\b)?\s*/i;
/** Shape words a description may end with ("garlic cloves", "celery stalks"). */
const TRAILING_UNIT = /\s(cloves?|fillets?|stalks?|slices?|sprigs?|pieces?|spears?|heads?|leaf|leaves)\b/i;
/** A net weight or volume in the description: "(400 g)", "15-ounce", "x 400g". */
const EMBEDDED_SIZE =
  /^\s*(?:x\s*)?\(?\s*(\d+(?:\.\d+)?)\s*-?\s*(g|grams?|kg|ml|l|oz|ounces?|lbs?|pounds?)\b\.?\s*\)?\s*/i;

const UNIT_WORDS: Record<string, string> = {
  can: 'can',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  jar: 'package',
  jars: 'package',
  slice: 'slice',
  slices: 'slice',
  stalk: 'stalk',
  stalks: 'stalk',
  rib: 'stalk',
  ribs: 'stalk',
  handful: 'handful',
  handfuls: 'handful',
  fillet: 'piece',
  fillets: 'piece',
  knob: 'piece',
  knobs: 'piece',
  thumb: 'piece',
  thumbs: 'piece',
  piece: 'piece',
  pieces: 'piece',
  sprig: 'sprig',
  sprigs: 'sprig',
  head: 'head',
  heads: 'head',
  bunch: 'bunch',
  bunches: 'bunch',
  clove: 'clove',
  cloves: 'clove',
  stick: 'stick',
  sticks: 'stick',
  spear: 'piece',
  spears: 'piece',
  leaf: 'leaf',
  leaves: 'leaf',
};

// British spellings parse-ingredient does not know.
const PARSE_OPTIONS: ParseIngredientOptions = {
  additionalUOMs: {
    liter: {
      short: 'l',
      plural: 'liters',
      alternates: ['l.', 'litre', 'litres'],
      type: 'volume',
      conversionFactor: 1000,
    },
    milliliter: {
      short: 'ml',
      plural: 'milliliters',
      alternates: ['mL', 'ml.', 'mL.', 'millilitre', 'millilitres'],
      type: 'volume',
      conversionFactor: 1,
    },
  },
};
const EMBEDDED_GRAMS: Record<string, number> = {
  g: 1,
  gram: 1,
  grams: 1,
  kg: 1000,
  ml: 1,
  l: 1000,
  oz: 28.35,
  ounce: 28.35,
  ounces: 28.35,
  lb: 453.6,
  lbs: 453.6,
  pound: 453.6,
  pounds: 453.6,
};

interface ReadLine {
  quantity: number | null;
  /** parse-ingredient's unit id, or a unit found in the description (can, slice, handful...). */
  unit: string | null;
  description: string;
  /** Net weight of one container when the line states it ("(400 g) can"). */
  containerGrams: number | null;
  header: boolean;
}

function readLine(line: string): ReadLine | null {
  const text = line
    .trim()
    .replace(/^[-•*·]\s*/, '')
    .replace(/^(a|an)\s+/i, '1 ');
  if (!text) return null;
  const [parsed] = parseIngredient(text, PARSE_OPTIONS);
  if (!parsed) return null;
  if (parsed.isGroupHeader)
    return { quantity: null, unit: null, description: parsed.description, containerGrams: null, header: true };
  let description = parsed.description;
  let unit = parsed.unitOfMeasureID;
  let containerGrams: number | null = null;
  const size = EMBEDDED_SIZE.exec(description);
  if (size && unit === null) {
    const factor = EMBEDDED_GRAMS[(size[2] ?? '').toLowerCase()] ?? 1;
    containerGrams = Number(size[1]) * factor;
    description = description.slice(size[0].length);
  }
  const leading = LEADING_UNIT.exec(description);
  if (leading && unit === null) {
    unit = UNIT_WORDS[(leading[1] ?? '').toLowerCase()] ?? null;
    description = description.slice(leading[0].length);
  }
  const trailing = TRAILING_UNIT.exec(description);
  if (trailing && unit === null && parsed.quantity !== null) {
    unit = UNIT_WORDS[(trailing[1] ?? '').toLowerCase()] ?? null;
  }
  if (size && unit === null && containerGrams !== null) unit = 'gram-total';
  // A range ("2-3 tomatoes") counts as its middle.
  const quantity =
    parsed.quantity === null
      ? null
      : parsed.quantity2 === null
        ? parsed.quantity
        : (parsed.quantity + parsed.quantity2) / 2;
  return { quantity, unit, description, containerGrams, header: false };
}

function volumeMl(unit: string): number | null {
  const definition: UnitOfMeasure | undefined = unitsOfMeasure[unit];
  const small = SMALL_VOLUMES_ML[unit];
  if (small !== undefined) return small;
  if (definition?.type !== 'volume' || definition.conversionFactor === undefined) return null;
  const factor = definition.conversionFactor;
  return typeof factor === 'number' ? factor : (factor.us ?? null);
}

function massGrams(unit: string): number | null {
  const definition: UnitOfMeasure | undefined = unitsOfMeasure[unit];
  return definition?.type === 'mass' && typeof definition.conversionFactor === 'number'
    ? definition.conversionFactor
    : null;
}

/** Grams of one unit of this food, or null when the table cannot say. */
function gramsPerUnit(food: Food, unit: string | null, read: ReadLine, drained: boolean): number | null {
  const units = food.units;
  const piece = units.piece ?? null;
  if (unit === null) return piece;
  if (unit === 'gram-total') return read.containerGrams;
  const mass = massGrams(unit);
  if (mass !== null) return mass;
  const ml = volumeMl(unit);
  if (ml !== null) return ml * food.density;
  switch (unit) {
    case 'large':
    case 'medium':
    case 'small': {
      const own = units[unit];
      if (own !== undefined) return own;
      // Table pieces are medium unless the food lists its own size (a large egg is 50 g).
      const pieceSize = units.large !== undefined && units.large === piece ? 'large' : 'medium';
      return piece === null ? null : (piece * (SIZE_FACTORS[unit] ?? 1)) / (SIZE_FACTORS[pieceSize] ?? 1);
    }
    case 'can':
      // A drained can weighs what the table says (beans, tuna); otherwise the stated or usual net weight.
      if (drained && units.can !== undefined) return units.can;
      return read.containerGrams ?? units.can ?? DEFAULT_CAN_GRAMS;
    case 'slice':
      return units.slice ?? (piece === null ? null : piece / 8);
    case 'piece':
      return piece;
    case 'clove':
    case 'stick':
    case 'head':
    case 'stalk':
    case 'ear':
      return units[unit] ?? piece;
    case 'dozen':
      return piece === null ? null : piece * 12;
    case 'handful':
      return units.handful ?? DEFAULT_HANDFUL_GRAMS;
    case 'sprig':
      return units.sprig ?? DEFAULT_SPRIG_GRAMS;
    case 'bunch':
      return units.bunch ?? null;
    case 'leaf':
      return units.leaf ?? null;
    case 'inch':
      return units.inch ?? null;
    case 'bag':
    case 'box':
    case 'carton':
    case 'container':
    case 'pack':
    case 'package':
      return read.containerGrams ?? units.package ?? units.carton ?? null;
    default:
      return null;
  }
}

function cap(value: number): number {
  return Math.min(NUTRITION_MAX, Math.max(0, value));
}

function roundNutrition(nutrition: NutritionInfo): NutritionInfo {
  return {
    calories: Math.round(cap(nutrition.calories)),
    protein: Math.round(cap(nutrition.protein) * 10) / 10,
    carbs: Math.round(cap(nutrition.carbs) * 10) / 10,
    fat: Math.round(cap(nutrition.fat) * 10) / 10,
  };
}

/** Energy and macros of `grams` of a food. */
function nutritionOf(food: Food, grams: number): NutritionInfo {
  const share = grams / 100;
  return {
    calories: food.kcal * share,
    protein: food.protein * share,
    carbs: food.carbs * share,
    fat: food.fat * share,
  };
}

const ZERO: NutritionInfo = { calories: 0, protein: 0, carbs: 0, fat: 0 };

/** Grams a line stands for, or null when it gives no amount that the tables can weigh. */
function gramsOfLine(line: string, read: ReadLine, match: FoodMatch): number | null {
  const food = match.food;
  if (read.quantity === null) {
    // "salt to taste", "water", "oil for frying": seasoning or next to nothing, counted at 0 g.
    if (NO_AMOUNT_NEEDED.test(line) || food.kcal < 5 || SEASONING_GROUPS.has(food.group)) return 0;
    if (read.unit === null) return food.units.piece ?? null;
  }
  const perUnit = gramsPerUnit(food, read.unit, read, /\bdrained\b/i.test(line));
  if (perUnit === null) return null;
  return (read.quantity ?? 1) * perUnit;
}

/**
 * Nutrition of ingredient lines ("2 cups cooked rice") from the food composition tables
 * (USDA FoodData Central for common foods, IFCT 2017 for the rest): each line parsed, weighed and
 * matched to a food; what cannot be read is listed in `unmatched`.
 */
export function estimateNutrition(lines: string[], servings = 1): RecipeNutrition {
  const portions = Number.isFinite(servings) ? Math.max(1, Math.round(servings)) : 1;
  const total = { ...ZERO };
  const readLines: RecipeNutrition['lines'] = [];
  const unmatched: string[] = [];
  for (const line of lines) {
    if (typeof line !== 'string' || !line.trim()) continue;
    const read = readLine(line);
    if (!read || read.header) {
      readLines.push({ line, food: null, grams: null, nutrition: null });
      continue;
    }
    // A can or tin says the food is canned ("1 tin tomatoes" is not fresh tomatoes).
    const match = findFood(read.unit === 'can' ? `canned ${read.description}` : read.description);
    const grams = match ? gramsOfLine(line, read, match) : null;
    if (!match || grams === null) {
      readLines.push({ line, food: match?.food.name ?? null, grams: null, nutrition: null });
      unmatched.push(line);
      continue;
    }
    const nutrition = nutritionOf(match.food, grams);
    total.calories += nutrition.calories;
    total.protein += nutrition.protein;
    total.carbs += nutrition.carbs;
    total.fat += nutrition.fat;
    readLines.push({
      line,
      food: match.food.name,
      grams: Math.round(cap(grams) * 10) / 10,
      nutrition: roundNutrition(nutrition),
    });
  }
  const perServing = {
    calories: total.calories / portions,
    protein: total.protein / portions,
    carbs: total.carbs / portions,
    fat: total.fat / portions,
  };
  return {
    nutritionInfo: roundNutrition(total),
    perServing: roundNutrition(perServing),
    servings: portions,
    lines: readLines,
    unmatched,
  };
}

/** Per-100 g nutrition and pantry category of one food name, or null when the tables do not know it. */
export function foodNutrition(name: string): { food: string; per100g: NutritionInfo; category: string } | null {
  const match = findFood(name);
  if (!match) return null;
  const { food } = match;
  return {
    food: food.name,
    per100g: roundNutrition({ calories: food.kcal, protein: food.protein, carbs: food.carbs, fat: food.fat }),
    category: storageProfile(name, match).pantryCategory,
  };
}

import commonTable from '../../../../data/foods-common.json' with { type: 'json' };
import ifctTable from '../../../../data/ifct-foods.json' with { type: 'json' };

/** One food of the composition tables, per 100 g edible portion. */
export interface Food {
  name: string;
  /** `common`: the curated USDA table (data/foods-common.json); `ifct`: the Indian IFCT 2017 table. */
  table: 'common' | 'ifct';
  /** Pantry group (Dairy, Produce...) for common foods; the IFCT food group otherwise. */
  group: string;
  /** Shelf-life category of data/shelf-life.json; null for IFCT foods (their group decides). */
  storage: string | null;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Grams per household unit: cup, piece, slice, clove, can... */
  units: Record<string, number>;
  /** Grams per millilitre. */
  density: number;
}

export interface FoodMatch {
  food: Food;
  /** The name or alias that matched. */
  term: string;
}

interface CommonRow {
  name: string;
  group: string;
  storage: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  units: Partial<Record<string, number>>;
  aliases: string[];
}

interface IfctRow {
  code: string;
  name: string;
  group: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  aliases?: string[];
}

interface Term {
  food: Food;
  text: string;
  tokens: Set<string>;
}

const ML_PER_US_CUP = 236.59;

// IFCT rows have no household measures: a typical density per group turns spoons and cups into grams.
const IFCT_GROUP_DENSITY: Record<string, number> = {
  'Cereals and Millets': 0.78,
  'Grain Legumes': 0.8,
  'Green Leafy Vegetables': 0.15,
  'Other Vegetables': 0.55,
  Fruits: 0.65,
  'Roots and Tubers': 0.6,
  'Condiments and Spices': 0.45,
  'Nuts and Oil Seeds': 0.6,
  Sugars: 0.85,
  Mushrooms: 0.3,
  'Miscellaneous Foods': 1,
  'Milk and Milk Products': 1.03,
  'Egg and Egg Products': 1.03,
  Poultry: 0.6,
  'Animal Meat': 0.6,
  'Marine Fish': 0.6,
  'Marine Shellfish': 0.6,
  'Marine Mollusks': 0.6,
  'Fresh Water Fish and Shellfish': 0.6,
  'Edible Oils and Fats': 0.92,
};

/** Words that change what a food is (cooked rice is not dry rice): unmatched ones cost a match points. */
const STATE_WORDS = new Set([
  'cooked',
  'boiled',
  'steamed',
  'raw',
  'uncooked',
  'dry',
  'dried',
  'canned',
  'tinned',
  'frozen',
  'roasted',
  'fried',
  'grilled',
  'smoked',
  'instant',
]);

/** Preparation and size words that say nothing about which food it is. */
const DESCRIPTORS = new Set(
  (
    'chopped diced minced sliced grated shredded fresh freshly finely roughly coarsely thinly thickly lightly peeled ' +
    'deseeded seeded cored trimmed beaten whisked softened melted packed heaped heaping level divided optional drained ' +
    'rinsed halved quartered cubed torn ripe large medium small big boneless skinless organic unsalted salted room ' +
    'temperature good quality homemade mashed crumbled julienned squeezed zested juiced pitted stemmed washed sifted ' +
    'toasted cut bite sized size thin thick about approximately needed garnish serving taste more extra plus ' +
    'a an the of and with in into some each per your any few x lb oz g kg ml'
  ).split(' '),
);

/** Shapes a food comes in ("garlic cloves", "chicken breast fillets"): not the food itself. */
const FORM_WORDS = new Set([
  'fillet',
  'slice',
  'piece',
  'chunk',
  'cube',
  'strip',
  'wedge',
  'half',
  'ring',
  'sprig',
  'stalk',
  'spear',
  'segment',
  'shaving',
  'clove',
  'knob',
  'stem',
  'thumb',
  'can',
  'tin',
  'jar',
  'leaf',
]);

const IRREGULAR_SINGULARS: Record<string, string> = { leaves: 'leaf', halves: 'half', loaves: 'loaf', knives: 'knife' };

/** Same word for singular and plural ("tomatoes" and "tomato"); applied to both sides of a match. */
export function singular(word: string): string {
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular) return irregular;
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words without accents, punctuation or parentheses. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1);
}

function meaningfulTokens(text: string): string[] {
  return words(text)
    .filter((word) => !DESCRIPTORS.has(word))
    .map(singular);
}

let index: Map<string, Term[]> | null = null;

function buildIndex(): Map<string, Term[]> {
  const terms = new Map<string, Term[]>();
  const add = (food: Food, text: string) => {
    const tokens = new Set(meaningfulTokens(text));
    if (tokens.size === 0) return;
    const term: Term = { food, text, tokens };
    for (const token of tokens) {
      const list = terms.get(token);
      if (list) list.push(term);
      else terms.set(token, [term]);
    }
  };
  for (const row of commonTable.foods as CommonRow[]) {
    const units: Record<string, number> = {};
    for (const [unit, grams] of Object.entries(row.units)) if (grams !== undefined) units[unit] = grams;
    const cup = units.cup;
    const food: Food = {
      name: row.name,
      table: 'common',
      group: row.group,
      storage: row.storage,
      kcal: row.kcal,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      units,
      density: cup ? cup / ML_PER_US_CUP : 1,
    };
    add(food, row.name);
    for (const alias of row.aliases) add(food, alias);
  }
  for (const row of ifctTable.foods as IfctRow[]) {
    const food: Food = {
      name: row.name,
      table: 'ifct',
      group: row.group,
      storage: null,
      kcal: row.kcal,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      units: {},
      density: IFCT_GROUP_DENSITY[row.group] ?? 1,
    };
    add(food, row.name);
    for (const alias of row.aliases ?? []) add(food, alias);
  }
  return terms;
}

/** The part of a description that names the food: before notes like ", chopped", " for frying", " or butter". */
function primaryPart(description: string): { primary: string; notes: string } {
  const text = description.toLowerCase().replace(/\([^)]*\)/g, ' ');
  const cut = text.search(/,|;|\bor\b|\bfor\b|\bto taste\b|\bto serve\b|\bsuch as\b|\bas needed\b|\bif needed\b/);
  return cut < 0 ? { primary: text, notes: '' } : { primary: text.slice(0, cut), notes: text.slice(cut) };
}

interface Query {
  tokens: Set<string>;
  head: string;
}

function toQuery(description: string): Query | null {
  const { primary, notes } = primaryPart(description);
  const tokens = meaningfulTokens(primary);
  while (tokens.length > 1 && FORM_WORDS.has(tokens[tokens.length - 1] ?? '')) tokens.pop();
  while (tokens.length > 1 && FORM_WORDS.has(tokens[0] ?? '')) tokens.shift();
  const head = tokens[tokens.length - 1];
  if (!head) return null;
  const all = new Set(tokens);
  for (const word of words(notes)) if (STATE_WORDS.has(word)) all.add(word);
  return { tokens: all, head };
}

function score(term: Term, query: Query): number {
  let inQuery = 0;
  for (const token of term.tokens) if (query.tokens.has(token)) inQuery += 1;
  const termMissing = term.tokens.size - inQuery;
  const queryExtra = query.tokens.size - inQuery;
  let stateMissing = 0;
  for (const token of query.tokens) if (STATE_WORDS.has(token) && !term.tokens.has(token)) stateMissing += 1;
  if (termMissing === 0) {
    // The whole name stands in the description: the longer the name, the surer the match.
    return 10 * inQuery - queryExtra - 6 * stateMissing + (term.food.table === 'common' ? 3 : 0);
  }
  // IFCT names carry qualifiers ("Mango, ripe, banganapalli"): the description may name just the food.
  if (term.food.table === 'ifct' && queryExtra === 0) {
    let termStates = 0;
    for (const token of term.tokens)
      if (STATE_WORDS.has(token) && token !== 'raw' && !query.tokens.has(token)) termStates += 1;
    return 10 * inQuery - 3 * termMissing - 3 * termStates - 6 * stateMissing;
  }
  return Number.NEGATIVE_INFINITY;
}

const cache = new Map<string, FoodMatch | null>();
const CACHE_LIMIT = 5000;

/**
 * The best food for an ingredient description ("cooked basmati rice" → white rice, cooked), or null
 * when no food's name fits: the description's main noun must be part of the name.
 */
export function findFood(description: string): FoodMatch | null {
  const key = description.trim().toLowerCase();
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  index ??= buildIndex();
  const query = toQuery(key);
  let best: { term: Term; score: number } | null = null;
  for (const term of (query && index.get(query.head)) ?? []) {
    const value = score(term, query as Query);
    if (value <= 0) continue;
    const better = !best || value > best.score || (value === best.score && term.tokens.size < best.term.tokens.size);
    if (better) best = { term, score: value };
  }
  const match = best ? { food: best.term.food, term: best.term.text } : null;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, match);
  return match;
}

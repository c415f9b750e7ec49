import { ZNutritionInsights, type NutritionInfo, type NutritionInsights } from '@sous/domain';
import { libraryRecipes, mealTypes, proteinShare, recipeNutrition, recipeSustainability, type LibraryRecipe } from '../offline/library';
import type { ConsumptionLike, Goals, NutritionInsightsInput, ProgressEntry, ServiceDefinition } from '../types';

const DAYS = 7;
const REFERENCE_CALORIES = 2000;
/** Energy shares of a balanced day: protein 20–30 %, carbohydrate 45–55 %, fat 25–35 %. */
const BANDS = { protein: [0.2, 0.3], carbs: [0.45, 0.55], fat: [0.25, 0.35] } as const;
const REFERENCE_SHARES = { protein: 0.2, carbs: 0.5, fat: 0.3 };
/** Goal limits of the product (spec: calories 500–5000, protein 10–500 g, carbs 0–500 g, fat 0–200 g). */
const LIMITS = { calories: [500, 5000], protein: [10, 500], carbs: [0, 500], fat: [0, 200] } as const;
const ON_TRACK = 0.1;

type Macro = 'calories' | 'protein' | 'carbs' | 'fat';
const units: Record<Macro, string> = { calories: 'kcal', protein: 'g', carbs: 'g', fat: 'g' };
const names: Record<Macro, string> = { calories: 'Calories', protein: 'Protein', carbs: 'Carbohydrate', fat: 'Fat' };

export const nutritionInsightsService: ServiceDefinition<NutritionInsightsInput, NutritionInsights> = {
  name: 'nutritionInsights',
  schema: ZNutritionInsights,
  prompt(input) {
    const days = dailyIntake(input);
    return {
      system:
        'You are a nutrition assistant. Answer only with JSON matching the given schema. Compare the average daily intake (kcal, grams) with the goals; ' +
        'suggestedGoals must stay within calories 500-5000 kcal, protein 10-500 g, carbs 0-500 g, fat 0-200 g, with a balanced split ' +
        '(protein 20-30 %, carbs 45-55 %, fat 25-35 % of energy). reasoning and improvements must cite the numbers given; mealSuggestions by meal type. ' +
        'Do not invent intake data.',
      user: JSON.stringify({ goals: input.goals, days: days.entries.map(({ date, calories, protein, carbs, fat }) => ({ date, calories, protein, carbs, fat })) }),
    };
  },
  offline(input) {
    const days = dailyIntake(input);
    if (days.entries.length === 0) return noData(input.goals);
    const average = averageOf(days.entries);
    const goals = input.goals && input.goals.dailyCalories > 0 ? input.goals : null;
    const target = goals ? asNutrition(goals) : goalsFromShares(limit('calories', roundTo(average.calories, 10)), balancedShares(sharesOf(average)));
    const suggested = goals ? suggestFromGoals(goals) : target;
    const gaps = gapsOf(average, target);
    const biggest = gaps[0]!;
    const reasoning = [
      `Over the last ${days.entries.length} logged ${days.entries.length === 1 ? 'day' : 'days'} (${days.entries.at(-1)!.date} to ${days.entries[0]!.date}${days.source === 'consumption' ? ', from logged meals' : ''}) you averaged ${describe(average)}.`,
      goals
        ? `Your goals are ${describe(target)}; ${onTrack(gaps) ? 'you are within 10 % of every goal on average' : `the biggest gap is ${names[biggest.macro].toLowerCase()} at ${percent(biggest.ratio)} of goal`}.`
        : `No nutrition goals are set, so the suggestion starts from your average intake of ${Math.round(average.calories)} kcal with a balanced split.`,
      goals ? goalSplitReason(goals, suggested) : `Suggested: ${describe(suggested)} (${splitText(sharesOf(suggested))}).`,
      days.skipped > 0 ? `${days.skipped} ${days.skipped === 1 ? 'entry' : 'entries'} with nothing logged ${days.skipped === 1 ? 'was' : 'were'} left out of the averages.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      suggestedGoals: suggested,
      reasoning: reasoning.slice(0, 4000),
      mealSuggestions: mealSuggestions(onTrack(gaps) ? null : biggest),
      improvements: improvements(gaps, days, target).slice(0, 10),
    };
  },
};

interface Day extends NutritionInfo {
  date: string;
}

interface Intake {
  entries: Day[];
  skipped: number;
  source: 'progress' | 'consumption';
}

/** The last 7 days with food logged: progress entries, or else logged meals added up per day. Newest first. */
function dailyIntake(input: NutritionInsightsInput): Intake {
  const fromProgress = latest(input.progress.map(toDay));
  if (fromProgress.all.length > 0) return { entries: fromProgress.logged, skipped: fromProgress.all.length - fromProgress.logged.length, source: 'progress' };
  const fromMeals = latest(mealsByDay(input.consumption));
  return { entries: fromMeals.logged, skipped: 0, source: 'consumption' };
}

function toDay(entry: ProgressEntry): Day {
  return { date: entry.date.slice(0, 10), calories: entry.calories, protein: entry.protein, carbs: entry.carbs, fat: entry.fat };
}

function latest(days: Day[]): { all: Day[]; logged: Day[] } {
  const all = [...days].sort((a, b) => b.date.localeCompare(a.date)).slice(0, DAYS);
  return { all, logged: all.filter((day) => day.calories > 0) };
}

function mealsByDay(meals: ConsumptionLike[]): Day[] {
  const byDate = new Map<string, Day>();
  for (const meal of meals) {
    const info = meal.recipe.nutritionInfo;
    if (!info) continue;
    const date = meal.consumedAt.slice(0, 10);
    const day = byDate.get(date) ?? { date, calories: 0, protein: 0, carbs: 0, fat: 0 };
    const servings = meal.servings > 0 ? meal.servings : 1;
    byDate.set(date, {
      date,
      calories: day.calories + info.calories * servings,
      protein: day.protein + info.protein * servings,
      carbs: day.carbs + info.carbs * servings,
      fat: day.fat + info.fat * servings,
    });
  }
  return [...byDate.values()];
}

function averageOf(days: Day[]): NutritionInfo {
  const mean = (pick: (day: Day) => number) => days.reduce((sum, day) => sum + pick(day), 0) / days.length;
  return { calories: mean((day) => day.calories), protein: mean((day) => day.protein), carbs: mean((day) => day.carbs), fat: mean((day) => day.fat) };
}

function asNutrition(goals: Goals): NutritionInfo {
  return { calories: goals.dailyCalories, protein: goals.dailyProtein, carbs: goals.dailyCarbs, fat: goals.dailyFat };
}

interface Shares {
  protein: number;
  carbs: number;
  fat: number;
}

function sharesOf(nutrition: NutritionInfo): Shares {
  const energy = nutrition.calories > 0 ? nutrition.calories : nutrition.protein * 4 + nutrition.carbs * 4 + nutrition.fat * 9;
  if (energy <= 0) return REFERENCE_SHARES;
  return { protein: (nutrition.protein * 4) / energy, carbs: (nutrition.carbs * 4) / energy, fat: (nutrition.fat * 9) / energy };
}

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/** The nearest balanced split: each share moved only as far as the edge of its band. */
function balancedShares(shares: Shares): Shares {
  const protein = clamp(shares.protein, BANDS.protein);
  let fat = clamp(shares.fat, BANDS.fat);
  const carbs = clamp(1 - protein - fat, BANDS.carbs);
  fat = clamp(1 - protein - carbs, BANDS.fat);
  return { protein, carbs, fat };
}

function isBalanced(shares: Shares): boolean {
  const within = (value: number, [low, high]: readonly [number, number]) => value >= low - 0.005 && value <= high + 0.005;
  return within(shares.protein, BANDS.protein) && within(shares.carbs, BANDS.carbs) && within(shares.fat, BANDS.fat);
}

function goalsFromShares(calories: number, shares: Shares): NutritionInfo {
  return {
    calories,
    protein: limit('protein', Math.round((calories * shares.protein) / 4)),
    carbs: limit('carbs', Math.round((calories * shares.carbs) / 4)),
    fat: limit('fat', Math.round((calories * shares.fat) / 9)),
  };
}

function limit(macro: Macro, value: number): number {
  return Math.round(clamp(value, LIMITS[macro]));
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Keep goals whose split is balanced; otherwise move the split to the nearest balanced one at the same calories. */
function suggestFromGoals(goals: Goals): NutritionInfo {
  const current = asNutrition(goals);
  const calories = limit('calories', goals.dailyCalories);
  if (isBalanced(sharesOf(current)) && calories === goals.dailyCalories) {
    return { calories, protein: limit('protein', goals.dailyProtein), carbs: limit('carbs', goals.dailyCarbs), fat: limit('fat', goals.dailyFat) };
  }
  return goalsFromShares(calories, balancedShares(sharesOf(current)));
}

function goalSplitReason(goals: Goals, suggested: NutritionInfo): string {
  const shares = sharesOf(asNutrition(goals));
  if (isBalanced(shares)) return `Your goals already split energy in a balanced way (${splitText(shares)}), so they are kept.`;
  return `Your goals split energy ${splitText(shares)}, outside the balanced ranges (protein 20–30 %, carbohydrate 45–55 %, fat 25–35 %); suggested goals keep ${Math.round(suggested.calories)} kcal and move the split to ${splitText(sharesOf(suggested))}: ${describe(suggested)}.`;
}

interface Gap {
  macro: Macro;
  average: number;
  target: number;
  ratio: number;
}

/** Each nutrient's average against its target, the furthest off first. */
function gapsOf(average: NutritionInfo, target: NutritionInfo): Gap[] {
  return (['calories', 'protein', 'carbs', 'fat'] as const)
    .filter((macro) => target[macro] > 0)
    .map((macro) => ({ macro, average: average[macro], target: target[macro], ratio: average[macro] / target[macro] }))
    .sort((a, b) => Math.abs(1 - b.ratio) - Math.abs(1 - a.ratio));
}

function onTrack(gaps: Gap[]): boolean {
  return gaps.every((gap) => Math.abs(1 - gap.ratio) <= ON_TRACK);
}

/** How well a recipe closes a gap: the more of the short nutrient per kcal (or the less of the excess), the better. */
function gapRank(recipe: LibraryRecipe, gap: Gap | null): number {
  const nutrition = recipeNutrition(recipe);
  if (!gap) return recipeSustainability(recipe);
  const short = gap.ratio < 1;
  const perKcal = (value: number) => (nutrition.calories > 0 ? value / nutrition.calories : 0);
  switch (gap.macro) {
    case 'calories':
      return short ? nutrition.calories : -nutrition.calories;
    case 'protein':
      // Share of energy plus the grams themselves, so a 60 kcal soup does not outrank a real meal.
      return short ? proteinShare(nutrition) + Math.min(nutrition.protein, 40) / 100 : -perKcal(nutrition.protein);
    case 'carbs':
      return short ? perKcal(nutrition.carbs) : -perKcal(nutrition.carbs);
    case 'fat':
      return short ? perKcal(nutrition.fat) : -perKcal(nutrition.fat);
  }
}

function bestFor(gap: Gap | null, recipes: readonly LibraryRecipe[], count: number): LibraryRecipe[] {
  return [...recipes].sort((a, b) => gapRank(b, gap) - gapRank(a, gap) || a.title.localeCompare(b.title)).slice(0, count);
}

/** "518 kcal, 51 g protein per serving": energy, and the nutrient in question. */
function recipeFigures(recipe: LibraryRecipe, gap: Gap | null): string {
  const nutrition = recipeNutrition(recipe);
  const focus = gap && gap.macro !== 'calories' ? `, ${Math.round(nutrition[gap.macro])} g ${gap.macro}` : '';
  return `${Math.round(nutrition.calories)} kcal${focus} per serving`;
}

function mealSuggestions(gap: Gap | null): NutritionInsights['mealSuggestions'] {
  return mealTypes.map((type) => ({
    type,
    suggestions: bestFor(
      gap,
      libraryRecipes().filter((recipe) => recipe.mealTypes.includes(type)),
      3,
    ).map((recipe) => `${recipe.title}: ${recipeFigures(recipe, gap)}`),
  }));
}

const advice: Record<Macro, { short: string; over: string }> = {
  calories: { short: 'add a snack or a slightly bigger portion at one meal, such as', over: 'trim portions by about a quarter or swap one meal for a lighter one, such as' },
  protein: { short: 'add a protein food (eggs, chicken, fish, tofu, beans or lentils) to each meal, for example', over: 'make room for vegetables and whole grains at one meal, for example' },
  carbs: { short: 'add a portion of rice, bread, potatoes, oats or fruit, for example', over: 'swap part of the rice, pasta or bread for vegetables or protein, for example' },
  fat: { short: 'add some olive oil, nuts, avocado or oily fish, for example', over: 'use less oil, butter and cheese, or choose lighter dishes such as' },
};

function improvements(gaps: Gap[], days: Intake, target: NutritionInfo): string[] {
  const list: string[] = [];
  for (const gap of gaps) {
    if (Math.abs(1 - gap.ratio) <= ON_TRACK) continue;
    const short = gap.ratio < 1;
    const examples = bestFor(gap, libraryRecipes(), 2).map((recipe) => `${recipe.title} (${recipeFigures(recipe, gap)})`);
    const change = `${short ? '' : '+'}${Math.round((gap.ratio - 1) * 100)} %`;
    list.push(
      `${names[gap.macro]} averaged ${Math.round(gap.average)} ${units[gap.macro]} against ${Math.round(gap.target)} ${units[gap.macro]} (${change}): ${short ? advice[gap.macro].short : advice[gap.macro].over} ${examples.join(' or ')}.`,
    );
  }
  if (list.length === 0) list.push(`You averaged within 10 % of every target (${describe(target)}): keep the same pattern of meals.`);
  const calories = days.entries.map((day) => day.calories);
  const low = Math.min(...calories);
  const high = Math.max(...calories);
  if (days.entries.length >= 3 && high - low > target.calories * 0.4) {
    list.push(`Daily calories ranged from ${Math.round(low)} to ${Math.round(high)} kcal: planning meals ahead (for example with a meal plan) evens out the swings.`);
  }
  if (days.entries.length < DAYS) {
    list.push(`Only ${days.entries.length} of the last ${DAYS} days have food logged: log every day so the averages reflect your week.`);
  }
  return list;
}

/** No logged intake: keep goals or suggest a 2000 kcal reference day, and say so. */
function noData(goals: Goals | null): NutritionInsights {
  const suggested = goals && goals.dailyCalories > 0 ? suggestFromGoals(goals) : goalsFromShares(REFERENCE_CALORIES, REFERENCE_SHARES);
  const reasoning = goals
    ? `There is not enough logged data yet: no progress entries or meals with nutrition were found, so your intake cannot be compared with your goals (${describe(asNutrition(goals))}). ${goalSplitReason(goals, suggested)}`
    : `There is not enough logged data yet, and no nutrition goals are set. As a starting point the suggestion is a ${REFERENCE_CALORIES} kcal reference day split ${splitText(REFERENCE_SHARES)}: ${describe(suggested)}. Energy needs vary with body size and activity, so adjust the calories to yours.`;
  return {
    suggestedGoals: suggested,
    reasoning,
    mealSuggestions: mealSuggestions(null),
    improvements: [
      'Log your meals or daily progress for at least 3 days so the averages mean something.',
      'Include a protein food at each meal and vegetables or fruit at most meals (general guidance, not based on your data).',
      `Set nutrition goals so each day can be compared with a target.`,
    ].slice(0, goals ? 2 : 3),
  };
}

function describe(nutrition: NutritionInfo): string {
  return `${Math.round(nutrition.calories)} kcal, ${Math.round(nutrition.protein)} g protein, ${Math.round(nutrition.carbs)} g carbs and ${Math.round(nutrition.fat)} g fat`;
}

function splitText(shares: Shares): string {
  return `${percent(shares.protein)} protein, ${percent(shares.carbs)} carbohydrate, ${percent(shares.fat)} fat`;
}

function percent(value: number): string {
  return `${Math.round(value * 100)} %`;
}

import { ZEtiquette, ZPairings, ZSubstitutions } from '@sous/domain';
import type { z } from 'zod';
import { clip, containsWords } from '../offline/emotions';
import {
  findCuisine,
  findDish,
  findSubstitution,
  pantryWords,
  type Cuisine,
  type DishMatch,
  type Substitute,
} from '../offline/cuisines';
import type { CulturalRecipeRef, EtiquetteInput, PairingsInput, ServiceDefinition, SubstitutionsInput } from '../types';

type Substitutions = z.infer<typeof ZSubstitutions>;
type Pairings = z.infer<typeof ZPairings>;
type Etiquette = z.infer<typeof ZEtiquette>;
type Impact = Substitute['flavorImpact'];

const MAX_SUBSTITUTIONS = 30;
const SUBSTITUTES_PER_INGREDIENT = 2;
/** Authenticity points lost per missing ingredient, by how far its substitute moves the flavour. */
const penalties: Record<Impact | 'none', number> = { minimal: 3, moderate: 8, significant: 15, none: 10 };
/** Words that describe an ingredient rather than name it ("fresh", "ground"). */
const descriptors = new Set([
  'fresh',
  'dried',
  'ground',
  'whole',
  'chopped',
  'large',
  'small',
  'ripe',
  'boneless',
  'skinless',
  'optional',
  'good',
  'quality',
  'organic',
  'raw',
  'cooked',
]);

function dishFor(recipe: CulturalRecipeRef): DishMatch | null {
  return findDish(recipe.name, recipe.cuisineName);
}

function cuisineFor(recipe: CulturalRecipeRef): Cuisine | undefined {
  return findCuisine({ name: recipe.cuisineName })?.cuisine;
}

/** The names an ingredient line stands for: "spaghetti or rigatoni (dried)" → ["spaghetti", "rigatoni"]. */
function ingredientNames(ingredient: string): string[][] {
  const core = ingredient.replace(/\([^)]*\)/g, ' ');
  return core
    .split(/\s+or\s+|\//i)
    .map((part) => pantryWords(part).filter((word) => !descriptors.has(word)))
    .filter((part) => part.length > 0);
}

/** Whether the pantry holds the named thing: its words stand in a pantry item, or a longer pantry name stands in it. */
function pantryHas(pantry: string[][], name: string[]): boolean {
  return pantry.some((item) => containsWords(item, name) || (item.length >= 2 && containsWords(name, item)));
}

function substituteInPantry(substitute: Substitute, pantry: string[][]): boolean {
  const needs = substitute.needs.length > 0 ? substitute.needs : [];
  return needs.length > 0 && needs.every((need) => pantryHas(pantry, pantryWords(need)));
}

/** Substitutes for authentic ingredients the pantry lacks, preferring ones the user has, with an authenticity score. */
export function substitutionsFor(input: SubstitutionsInput): Substitutions {
  const recipe = input.recipe;
  const listed = recipe.authenticIngredients.map((ingredient) => ingredient.trim()).filter(Boolean);
  const ingredients = [...new Set(listed.length > 0 ? listed : (dishFor(recipe)?.dish.authenticIngredients ?? []))];
  const name = clip(recipe.name, 120) || 'this recipe';
  if (ingredients.length === 0) {
    return {
      substitutions: [],
      authenticityScore: 100,
      authenticityFeedback: `No authentic ingredients are listed for ${name}, and the built-in knowledge has none for it, so there is nothing to compare with your pantry.`,
    };
  }
  const pantry = input.pantry.map((item) => pantryWords(item.name)).filter((item) => item.length > 0);
  const have: string[] = [];
  const noSubstitute: string[] = [];
  const impacts: Impact[] = [];
  let fromPantry = 0;
  let penalty = 0;
  const substitutions: Substitutions['substitutions'] = [];
  for (const ingredient of ingredients) {
    const names = ingredientNames(ingredient);
    if (names.some((candidate) => pantryHas(pantry, candidate))) {
      have.push(ingredient);
      continue;
    }
    const entry = findSubstitution(ingredient);
    if (!entry) {
      noSubstitute.push(ingredient);
      penalty += penalties.none;
      continue;
    }
    const ranked = entry.substitutes
      .map((substitute, order) => ({ substitute, order, inPantry: substituteInPantry(substitute, pantry) }))
      .sort((a, b) => Number(b.inPantry) - Number(a.inPantry) || a.order - b.order)
      .slice(0, SUBSTITUTES_PER_INGREDIENT);
    const chosen = ranked[0]!;
    impacts.push(chosen.substitute.flavorImpact);
    penalty += penalties[chosen.substitute.flavorImpact];
    if (chosen.inPantry) fromPantry += 1;
    for (const { substitute, inPantry } of ranked) {
      if (substitutions.length >= MAX_SUBSTITUTIONS) break;
      substitutions.push({
        original: clip(ingredient, 200),
        substitute: substitute.name,
        notes: clip(`${substitute.notes}${inPantry ? ' You have this in your pantry.' : ''}`, 1000),
        flavorImpact: substitute.flavorImpact,
        inPantry,
      });
    }
  }
  const score = Math.max(0, Math.min(100, 100 - penalty));
  const count = (impact: Impact) => impacts.filter((candidate) => candidate === impact).length;
  const missing = ingredients.length - have.length;
  const haveText = have.length > 0 ? ` (${have.slice(0, 5).join(', ')}${have.length > 5 ? ', …' : ''})` : '';
  const substituted =
    impacts.length > 0
      ? ` ${impacts.length} can be substituted (${count('minimal')} with minimal, ${count('moderate')} moderate and ${count('significant')} significant flavour impact${fromPantry > 0 ? `; ${fromPantry} of the best substitutes already in your pantry` : ''}).`
      : '';
  const unsubstituted =
    noSubstitute.length > 0
      ? ` No built-in substitute for ${noSubstitute.slice(0, 5).join(', ')}: shop for ${noSubstitute.length === 1 ? 'it' : 'them'} for the authentic dish.`
      : '';
  const feedback =
    missing === 0
      ? `Your pantry has all ${ingredients.length} authentic ingredients of ${name}: you can cook it as it is made traditionally.`
      : `Your pantry has ${have.length} of ${ingredients.length} authentic ingredients of ${name}${haveText}; ${missing} missing.${substituted}${unsubstituted} Score: 100 − ${penalty} = ${score}.`;
  return { substitutions, authenticityScore: score, authenticityFeedback: clip(feedback, 2000) };
}

/** The dish's pairings, else its cuisine's other signature dishes and typical sides, desserts and drinks. */
export function pairingsFor(recipe: CulturalRecipeRef): Pairings {
  const found = dishFor(recipe);
  if (found) return found.dish.pairings;
  const cuisine = cuisineFor(recipe);
  if (!cuisine) return { mainDishes: [], sideDishes: [], desserts: [], beverages: [] };
  const own = recipe.name.trim().toLowerCase();
  return {
    mainDishes: cuisine.dishes
      .map((dish) => dish.name)
      .filter((dishName) => dishName.toLowerCase() !== own)
      .slice(0, 10),
    sideDishes: cuisine.pairings.sideDishes,
    desserts: cuisine.pairings.desserts,
    beverages: cuisine.pairings.beverages,
  };
}

/** The dish's etiquette, else its cuisine's serving etiquette, else a plain note that none is known. */
export function etiquetteFor(recipe: CulturalRecipeRef): Etiquette {
  const found = dishFor(recipe);
  if (found) return found.dish.etiquette;
  const cuisine = cuisineFor(recipe);
  if (cuisine) {
    const etiquette = cuisine.servingEtiquette;
    return {
      presentation: clip(
        `No dish-specific notes for ${recipe.name}; ${cuisine.name} custom: ${etiquette.general} ${etiquette.tableSetting}`,
        2000,
      ),
      customs: etiquette.diningCustoms,
      taboos: etiquette.taboos,
      servingOrder: etiquette.servingOrder,
    };
  }
  const label = clip(recipe.name, 120) || 'this dish';
  const cuisineLabel = clip(recipe.cuisineName, 100);
  return {
    presentation: `No built-in serving etiquette for ${label}${cuisineLabel ? ` or ${cuisineLabel} cuisine` : ''}; ask someone from the tradition how it is served, or connect the AI model.`,
    customs: [],
    taboos: [],
    servingOrder: [],
  };
}

const recipeJson = (recipe: CulturalRecipeRef) =>
  JSON.stringify({
    name: recipe.name,
    cuisine: recipe.cuisineName,
    authenticIngredients: recipe.authenticIngredients,
    instructions: recipe.instructions ?? [],
  });

export const substitutionsService: ServiceDefinition<SubstitutionsInput, Substitutions> = {
  name: 'substitutions',
  schema: ZSubstitutions,
  prompt: (input) => ({
    system:
      "You suggest substitutes for the authentic ingredients of a traditional recipe that the cook's pantry lacks, preferring " +
      'substitutes already in the pantry (inPantry true). flavorImpact is minimal, moderate or significant. authenticityScore ' +
      '0–100 reflects how close the dish stays to tradition; authenticityFeedback explains it with counts. Only use the pantry given. ' +
      'Answer only JSON matching the schema.',
    user: `${recipeJson(input.recipe)}\nPantry: ${JSON.stringify(input.pantry.map((item) => item.name))}`,
  }),
  offline: (input) => substitutionsFor(input),
};

export const pairingsService: ServiceDefinition<PairingsInput, Pairings> = {
  name: 'pairings',
  schema: ZPairings,
  prompt: (input) => ({
    system:
      'You suggest what traditionally accompanies a dish in its own cuisine: main dishes, side dishes, desserts and beverages ' +
      '(at most 10 each, real dish and drink names). Answer only JSON matching the schema.',
    user: recipeJson(input.recipe),
  }),
  offline: (input) => pairingsFor(input.recipe),
};

export const etiquetteService: ServiceDefinition<EtiquetteInput, Etiquette> = {
  name: 'etiquette',
  schema: ZEtiquette,
  prompt: (input) => ({
    system:
      'You describe how a traditional dish is presented and served in its culture: presentation, customs, taboos and serving ' +
      'order. Be accurate and respectful; do not invent customs. Answer only JSON matching the schema.',
    user: recipeJson(input.recipe),
  }),
  offline: (input) => etiquetteFor(input.recipe),
};

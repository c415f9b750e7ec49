import { ZCuisineDetails, ZCulturalRecipeDetails, type CuisineDetails, type CulturalRecipeDetails } from '@sous/domain';
import { cuisines, findCuisine, findDish, ingredientLine, type Cuisine } from '../offline/cuisines';
import { clip } from '../offline/emotions';
import type { CuisineDetailsInput, CulturalRecipeInput, ServiceDefinition } from '../types';

/** The cuisines the offline assistant knows, for "it knows ..." answers. */
export function knownCuisineNames(): string[] {
  return cuisines().map((cuisine) => cuisine.name);
}

function detailsOf(cuisine: Cuisine, note: string): CuisineDetails {
  return {
    description: clip(`${note}${cuisine.description}`, 4000),
    keyIngredients: cuisine.keyIngredients,
    cookingTechniques: cuisine.cookingTechniques,
    culturalContext: cuisine.culturalContext,
    servingEtiquette: cuisine.servingEtiquette,
  };
}

/** Details of a cuisine from the built-in knowledge, or a plain answer that it has none. */
export function cuisineDetails(input: CuisineDetailsInput): CuisineDetails {
  const name = clip(input.name ?? '', 100);
  const region = clip(input.region ?? '', 100);
  const nameMatch = name ? findCuisine({ name }) : null;
  if (nameMatch?.via === 'name') return detailsOf(nameMatch.cuisine, '');
  if (nameMatch?.via === 'subCuisine') {
    const style = nameMatch.matched.charAt(0).toUpperCase() + nameMatch.matched.slice(1);
    return detailsOf(
      nameMatch.cuisine,
      `${style} cooking is covered here as part of ${nameMatch.cuisine.name} cuisine, from ${nameMatch.cuisine.region}; the built-in notes are for the cuisine as a whole. `,
    );
  }
  const regionMatch = region ? findCuisine({ region }) : null;
  if (regionMatch) {
    const note = name
      ? `No built-in entry for "${name}"; the nearest cuisine the offline assistant knows for ${region} is ${regionMatch.cuisine.name}, from ${regionMatch.cuisine.region}. `
      : `For ${region}: ${regionMatch.cuisine.name} cuisine, from ${regionMatch.cuisine.region}. `;
    return detailsOf(regionMatch.cuisine, note);
  }
  const label = name || region || 'this';
  const known = knownCuisineNames().join(', ');
  return {
    description: clip(
      `The offline assistant has no built-in knowledge of "${label}" cuisine${name && region ? ` or of the region ${region}` : ''}, so it will not guess. ` +
        `It knows ${knownCuisineNames().length} cuisines: ${known}. Add the details you know here, or connect the AI model for generated details.`,
      4000,
    ),
    keyIngredients: [clip(`Unknown — add the key ingredients of ${label} cuisine yourself`, 200)],
    cookingTechniques: [clip(`Unknown — add the cooking techniques of ${label} cuisine yourself`, 200)],
    culturalContext: {
      history: `No built-in history for ${label} cuisine.`,
      significance: `No built-in notes on the significance of ${label} cuisine.`,
      traditions: [],
      festivals: [],
      influences: [],
    },
    servingEtiquette: {
      general: `No built-in serving etiquette for ${label} cuisine.`,
      tableSetting: `No built-in table setting for ${label} cuisine.`,
      diningCustoms: [],
      servingOrder: [],
      taboos: [],
    },
  };
}

/** A signature dish from the built-in knowledge, or an honest starting point that says it is one. */
export function culturalRecipeDetails(input: CulturalRecipeInput): CulturalRecipeDetails {
  const recipeName = clip(input.recipeName, 200) || 'this recipe';
  const cuisineName = clip(input.cuisineName ?? '', 100);
  const found = findDish(recipeName, cuisineName);
  if (found) {
    const { dish, cuisine } = found;
    const asked = cuisineName ? findCuisine({ name: cuisineName })?.cuisine : undefined;
    const elsewhere =
      cuisineName && asked !== cuisine
        ? ` (Built-in knowledge lists ${dish.name} under ${cuisine.name} cuisine, not ${cuisineName}.)`
        : '';
    const local = dish.localName && dish.localName !== dish.name ? ` Local name: ${dish.localName}.` : '';
    return {
      description: dish.description,
      difficulty: dish.difficulty,
      keyIngredients: dish.authenticIngredients.slice(0, 5),
      authenticIngredients: dish.authenticIngredients,
      ingredients: dish.ingredients.map(ingredientLine),
      instructions: dish.instructions,
      culturalNotes: clip(`${dish.culturalNotes}${local}${elsewhere}`, 4000),
    };
  }
  const cuisine = cuisineName ? findCuisine({ name: cuisineName })?.cuisine : undefined;
  if (cuisine) {
    const staples = cuisine.keyIngredients.slice(0, 8);
    return {
      description: clip(
        `No built-in recipe for "${recipeName}". This is only a starting point from the staples and techniques of ${cuisine.name} cooking, not a traditional recipe: check a trusted source or connect the AI model for the real dish.`,
        4000,
      ),
      difficulty: 'intermediate',
      keyIngredients: staples.slice(0, 5),
      authenticIngredients: staples,
      ingredients: staples.map((item) => ({
        amount: '',
        item,
        notes: 'Amount not known offline: adjust to the recipe you follow.',
      })),
      instructions: [
        `Find a trusted recipe for ${recipeName}: the offline assistant has no steps for it.`,
        ...cuisine.cookingTechniques
          .slice(0, 4)
          .map((technique) => `A technique typical of ${cuisine.name} cooking that may apply: ${technique}.`),
      ],
      culturalNotes: clip(
        `Not from a recipe: built from ${cuisine.name} cuisine's key ingredients and techniques. Built-in ${cuisine.name} recipes: ${cuisine.dishes.map((dish) => dish.name).join(', ')}.`,
        4000,
      ),
    };
  }
  const examples = cuisines()
    .map((known) => known.dishes[0]!.name)
    .slice(0, 10)
    .join(', ');
  return {
    description: clip(
      `No built-in recipe for "${recipeName}"${cuisineName ? `, and no built-in knowledge of ${cuisineName} cuisine` : ''}. Add the ingredients and steps you know, or connect the AI model.`,
      4000,
    ),
    difficulty: 'intermediate',
    keyIngredients: [],
    authenticIngredients: ['Unknown — add the authentic ingredients'],
    ingredients: [
      {
        amount: '',
        item: 'Unknown — add the ingredients',
        notes: 'The offline assistant has no recipe for this dish.',
      },
    ],
    instructions: [`No built-in steps for ${recipeName}: add them yourself.`],
    culturalNotes: clip(
      `The offline assistant knows signature dishes of ${cuisines().length} cuisines, for example: ${examples}.`,
      4000,
    ),
  };
}

export const cuisineDetailsService: ServiceDefinition<CuisineDetailsInput, CuisineDetails> = {
  name: 'cuisineDetails',
  schema: ZCuisineDetails,
  prompt: (input) => ({
    system:
      'You describe a cuisine accurately and respectfully for home cooks: description, key ingredients, cooking techniques, ' +
      'cultural context (history, significance, traditions, festivals, influences) and serving etiquette (general, table setting, ' +
      'dining customs, serving order, taboos). Use real, verifiable facts; if you do not know the cuisine, say so in the description ' +
      'instead of inventing. Answer only JSON matching the schema.',
    user: JSON.stringify({ name: input.name ?? null, region: input.region ?? null }),
  }),
  offline: (input) => cuisineDetails(input),
};

export const culturalRecipeService: ServiceDefinition<CulturalRecipeInput, CulturalRecipeDetails> = {
  name: 'culturalRecipe',
  schema: ZCulturalRecipeDetails,
  prompt: (input) => ({
    system:
      'You give the traditional recipe of a named dish: description, difficulty (beginner, intermediate, advanced), key ingredients, ' +
      'authentic ingredients, ingredients as {amount, item, notes} with metric amounts (g, ml) or spoons, numbered-order instructions, ' +
      'and cultural notes. Keep it authentic to its cuisine; if you do not know the dish, say so in culturalNotes. Answer only JSON matching the schema.',
    user: JSON.stringify({ recipeName: input.recipeName, cuisineName: input.cuisineName ?? null }),
  }),
  offline: (input) => culturalRecipeDetails(input),
};

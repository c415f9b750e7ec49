import { ZRecipeDetails, type RecipeDetails } from '@sous/domain';
import {
  closestRecipe,
  dietViolations,
  ingredientFoods,
  libraryRecipes,
  parseDiet,
  recipeNutrition,
  roundNutrition,
  sameFood,
  splitIngredientLine,
  type LibraryRecipe,
} from '../offline/library';
import { estimateNutrition } from '../offline/nutrition';
import type { RecipeDetailsInput, ServiceDefinition } from '../types';

export const recipeDetailsService: ServiceDefinition<RecipeDetailsInput, RecipeDetails> = {
  name: 'recipeDetails',
  schema: ZRecipeDetails,
  prompt(input) {
    return {
      system:
        'You are a careful home-cooking assistant. Answer only with JSON matching the given schema. ' +
        'Write a real, well-known version of the dish: ingredients as {amount, item, notes} with metric or cup/spoon amounts, ' +
        'short numbered-able instructions, nutritionInfo per serving (calories in kcal; protein, carbs, fat in grams) and prepTime in minutes. ' +
        'Do not invent a dish the title does not name.',
      user: JSON.stringify({ title: input.title, cuisine: input.cuisine ?? null, preferences: input.preferences ?? [] }),
    };
  },
  offline(input) {
    const match = closestRecipe(input.title, input.cuisine);
    return match ? fromLibrary(match.recipe, input) : plainBase(input);
  },
};

function fromLibrary(recipe: LibraryRecipe, input: RecipeDetailsInput): RecipeDetails {
  const notes: string[] = [recipe.description];
  if (!sameTitle(recipe.title, input.title)) notes.push(`This is the offline library's ${recipe.title}, the closest recipe it has to "${input.title.trim()}".`);
  notes.push(`Serves ${recipe.servings}; nutrition is per serving, estimated from the ingredients.`);
  const problems = dietViolations(recipe, parseDiet(input.preferences ?? [], { bareFoodsExclude: false }));
  if (problems.length > 0) notes.push(`It does not fit your preferences: ${problems.join('; ')}.`);
  return {
    description: notes.join(' ').slice(0, 2000),
    ingredients: recipe.ingredients.map(splitIngredientLine),
    instructions: recipe.instructions,
    nutritionInfo: recipeNutrition(recipe),
    prepTime: recipe.prepTime,
  };
}

function sameTitle(a: string, b: string): boolean {
  const plain = (title: string) => title.toLowerCase().replace(/[^a-z]+/g, '');
  return plain(a) === plain(b);
}

interface SourcedLine {
  line: string;
  food: string;
}

/** The library's most common line for a food named in the title ("mushrooms" → "300 g mushrooms, sliced"). */
function lineForFood(food: string): SourcedLine | null {
  const counts = new Map<string, number>();
  for (const recipe of libraryRecipes()) {
    recipe.foods.forEach((names, index) => {
      const line = recipe.ingredients[index];
      if (line && names.length === 1 && names.some((name) => sameFood(food, name))) counts.set(line, (counts.get(line) ?? 0) + 1);
    });
  }
  const best = [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))[0];
  return best ? { line: best[0], food } : null;
}

/** Foods the title names, two-word foods first ("bell pepper"), each found in the library's ingredient lines. */
function foodsInTitle(title: string): SourcedLine[] {
  const words = ingredientFoods(title).flatMap((name) => name.split(' '));
  const found: SourcedLine[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const pair = words[index + 1] ? `${words[index]} ${words[index + 1]}` : null;
    const pairLine = pair ? lineForFood(pair) : null;
    if (pairLine && pair!.split(' ').every((word) => pairLine.line.toLowerCase().includes(word))) {
      found.push(pairLine);
      index += 1;
      continue;
    }
    const single = lineForFood(words[index]!);
    if (single) found.push(single);
  }
  const seen = new Set<string>();
  return found.filter((item) => !seen.has(item.line) && seen.add(item.line)).slice(0, 12);
}

const fatWords = ['oil', 'butter', 'ghee'];
const aromaticWords = ['garlic', 'ginger', 'onion', 'shallot', 'chili', 'spring-onion', 'thyme', 'rosemary', 'basil', 'parsley', 'cilantro', 'dill', 'mint'];
const proteinWords = ['chicken', 'beef', 'pork', 'lamb', 'bacon', 'sausage', 'salmon', 'tuna', 'shrimp', 'fish', 'tofu', 'egg', 'chorizo', 'turkey'];

type Method = 'soup' | 'salad' | 'roast' | 'grill' | 'saute';

function methodOf(title: string): Method {
  const text = title.toLowerCase();
  if (/\b(soup|stew|broth|chowder|curry|chili|chilli)\b/.test(text)) return 'soup';
  if (/\b(roast|roasted|baked|bake|traybake)\b/.test(text)) return 'roast';
  if (/\b(salad|slaw)\b/.test(text)) return 'salad';
  if (/\b(grilled|grill|bbq|barbecued|skewers?)\b/.test(text)) return 'grill';
  return 'saute';
}

const KCAL_PER_SERVING = 450;
const GRAMS_PER_SERVING = 300;
const starchWords = ['rice', 'pasta', 'noodle', 'spaghetti', 'linguine', 'macaroni', 'couscous', 'quinoa', 'bread'];

const prepTimes: Record<Method, number> = { soup: 40, salad: 15, roast: 45, grill: 25, saute: 20 };

/** No library recipe: a plain, honest base from the foods the title names, with a generic method. */
function plainBase(input: RecipeDetailsInput): RecipeDetails {
  const title = input.title.trim();
  const foods = foodsInTitle(title);
  const library = libraryRecipes().length;
  if (foods.length === 0) {
    return {
      description: `No recipe matching "${title}" is in the offline assistant's library of ${library} recipes, and the title names no food it knows, so it cannot suggest ingredients. Add the ingredients and steps yourself, or try again when the AI model is available.`,
      ingredients: [{ amount: '', item: 'Your ingredients', notes: 'not known to the offline assistant' }],
      instructions: ['Add the steps of your recipe here.'],
      nutritionInfo: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      prepTime: 30,
    };
  }
  const method = methodOf(title);
  const fat = foods.find((food) => food.food.split(' ').some((word) => fatWords.includes(word)));
  const lines = foods.map((food) => food.line);
  const added: string[] = [];
  if (!fat) {
    lines.push('1 tbsp olive oil');
    added.push('olive oil');
  }
  const fatName = fat ? splitIngredientLine(fat.line).item : 'olive oil';
  lines.push('salt and black pepper, to taste');
  added.push('salt and pepper');
  // The lines come from dishes of different sizes: count servings from this base's own weight and energy.
  const whole = estimateNutrition(lines, 1);
  const grams = whole.lines.reduce((sum, line) => sum + (line.grams ?? 0), 0);
  const servings = Math.max(1, Math.min(8, Math.round(Math.max(whole.nutritionInfo.calories / KCAL_PER_SERVING, grams / GRAMS_PER_SERVING))));
  const named = (words: string[], inside: boolean) =>
    foods.filter((food) => food.food.split(' ').some((word) => words.includes(word)) === inside).map((food) => splitIngredientLine(food.line).item);
  const aromatics = named(aromaticWords, true);
  const proteins = named(proteinWords, true);
  const starches = named(starchWords, true);
  const others = foods
    .map((food) => splitIngredientLine(food.line).item)
    .filter((item) => !aromatics.includes(item) && !proteins.includes(item) && !starches.includes(item) && item !== fatName);
  const nutrition = roundNutrition(estimateNutrition(lines, servings).perServing);
  return {
    description:
      `A starting point from the offline assistant: no recipe matching "${title}" is in its library of ${library} recipes, ` +
      `so this is a plain base built from the foods the title names (${foods.map((food) => splitIngredientLine(food.line).item).join(', ')}), ` +
      `with ${added.join(' and ')} added. Amounts are typical ones from its library, about ${servings} ${servings === 1 ? 'serving' : 'servings'}; adjust them and the method to taste.`,
    ingredients: lines.map(splitIngredientLine),
    instructions: steps(method, { aromatics, proteins, others, starches, fatName }),
    nutritionInfo: nutrition,
    prepTime: prepTimes[method],
  };
}

function steps(method: Method, parts: { aromatics: string[]; proteins: string[]; others: string[]; starches: string[]; fatName: string }): string[] {
  const list = (items: string[]) => items.join(', ');
  const toCut = [...parts.proteins, ...parts.others, ...parts.aromatics.filter((item) => !/garlic|ginger/i.test(item))];
  const toMince = parts.aromatics.filter((item) => /garlic|ginger/i.test(item));
  const prepare = [
    toCut.length > 0 ? `Prepare the ingredients: trim, wash and cut the ${list(toCut)} into even, bite-size pieces` : 'Prepare the ingredients',
    toMince.length > 0 ? `; mince the ${list(toMince)}.` : '.',
  ].join('');
  const starchStep = parts.starches.length > 0 ? `Cook the ${list(parts.starches)} separately if raw (follow the packet), or warm it through if already cooked, and serve alongside.` : null;
  const proteinStep = parts.proteins.length > 0 ? `Cook the ${list(parts.proteins)} until cooked through (poultry to 75 °C in the centre), then set aside.` : null;
  const aromaticStep = parts.aromatics.length > 0 ? `Add the ${list(parts.aromatics)} and cook for 1–2 minutes until fragrant, without letting garlic burn.` : null;
  const season = 'Taste, season with salt and pepper, and serve.';
  const steps: (string | null)[] =
    method === 'soup'
      ? [
          prepare,
          `Heat the ${parts.fatName} in a large pot over medium heat.`,
          aromaticStep,
          proteinStep && `Brown the ${list(parts.proteins)} lightly.`,
          `Add ${list(parts.others) || 'the remaining ingredients'}, cover with about 1 litre of stock or water and simmer for 20–30 minutes until everything is tender.`,
          parts.starches.length > 0 ? `Stir in the ${list(parts.starches)} for the last minutes: cooked rice or pasta only needs warming through, raw needs 10–15 minutes.` : 'Blend part or all of it if you like it thicker.',
          season,
        ]
      : method === 'salad'
        ? [prepare, proteinStep, starchStep, `Whisk the ${parts.fatName} with a squeeze of lemon or a splash of vinegar, salt and pepper.`, `Toss ${list([...parts.others, ...parts.proteins, ...parts.starches]) || 'everything'} with the dressing just before serving.`, season]
        : method === 'roast'
          ? [
              'Heat the oven to 200 °C.',
              prepare,
              `Toss everything with the ${parts.fatName}, salt and pepper and spread in one layer on a baking sheet or dish.`,
              `Roast for 25–40 minutes, turning once, until browned and tender${parts.proteins.length > 0 ? ' and the ' + list(parts.proteins) + ' is cooked through' : ''}.`,
              starchStep,
              season,
            ]
          : method === 'grill'
            ? [prepare, `Heat a grill pan or grill until very hot and brush the food with ${parts.fatName}.`, proteinStep, `Grill ${list(parts.others) || 'the rest'} for 3–6 minutes per side until charred and tender.`, season]
            : [
                prepare,
                `Heat the ${parts.fatName} in a large frying pan over medium-high heat.`,
                proteinStep,
                `Cook ${list(parts.others) || 'the remaining ingredients'}, stirring, for 6–10 minutes until tender and lightly browned.`,
                aromaticStep,
                parts.proteins.length > 0 ? `Return the ${list(parts.proteins)} to the pan and toss together.` : null,
                starchStep,
                season,
              ];
  return steps.filter((step): step is string => Boolean(step)).map((step) => step.slice(0, 1000));
}

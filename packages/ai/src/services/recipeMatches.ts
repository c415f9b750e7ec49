import { ZRecipeMatches, type RecipeMatch } from '@sous/domain';
import type { z } from 'zod';
import {
  equipmentCovers,
  fitsDiet,
  parseDiet,
  preferenceFit,
  recipeNutrition,
  recipeSustainability,
  recipesByEquipment,
  unique,
  type EquipmentFit,
} from '../offline/library';
import type { EquipmentLike, RecipeMatchesInput, ServiceDefinition } from '../types';

type RecipeMatches = z.infer<typeof ZRecipeMatches>;

const MAX_EACH = 20;
const MAX_MISSING = 2;

export const recipeMatchesService: ServiceDefinition<RecipeMatchesInput, RecipeMatches> = {
  name: 'recipeMatches',
  schema: ZRecipeMatches,
  prompt(input) {
    return {
      system:
        'You are a kitchen assistant. Answer only with JSON matching the given schema. canMake: real recipes the listed equipment fully covers ' +
        '(equipment in condition "replace" does not count); needsEquipment: recipes missing one or two pieces, listed in missingEquipment. ' +
        'Rank by the preferences. prepTime in minutes; nutritionInfo per serving (kcal, grams) with sustainabilityScore 0-100. Up to 20 each.',
      user: JSON.stringify({
        equipment: input.equipment.map((item) => ({ name: item.name, category: item.category, condition: item.condition })),
        preferences: input.preferences,
      }),
    };
  },
  offline(input) {
    const usable = input.equipment.filter((item) => item.condition !== 'replace');
    const diet = parseDiet(input.preferences, { bareFoodsExclude: false });
    const dietRules = { rules: diet.rules.filter((rule) => rule.kind === 'exclusion'), unknown: [] };
    const fits = recipesByEquipment(usable.map((item) => item.name))
      .filter((fit) => fitsDiet(fit.recipe, dietRules))
      .map((fit) => ({ fit, preference: preferenceFit(fit.recipe, input.preferences) }))
      .sort(
        (a, b) =>
          a.fit.missing.length - b.fit.missing.length ||
          b.preference.score - a.preference.score ||
          recipeSustainability(b.fit.recipe) - recipeSustainability(a.fit.recipe) ||
          a.fit.recipe.title.localeCompare(b.fit.recipe.title),
      );
    const toMatch = ({ fit, preference }: (typeof fits)[number]) => recipeMatch(fit, preference.matches, usable, input.equipment);
    return {
      canMake: fits.filter(({ fit }) => fit.missing.length === 0).slice(0, MAX_EACH).map(toMatch),
      needsEquipment: fits
        .filter(({ fit }) => fit.missing.length > 0 && fit.missing.length <= MAX_MISSING)
        .slice(0, MAX_EACH)
        .map(toMatch),
    };
  },
};

function recipeMatch(fit: EquipmentFit, preferences: string[], usable: EquipmentLike[], all: EquipmentLike[]): RecipeMatch {
  const { recipe, missing } = fit;
  const notes = [recipe.description];
  const covering = recipe.requiredEquipment
    .filter((required) => !missing.includes(required))
    .map((required) => usable.find((item) => equipmentCovers(item.name, required)))
    .filter((item): item is EquipmentLike => Boolean(item));
  if (recipe.requiredEquipment.length === 0) notes.push('Needs no special equipment.');
  else if (covering.length > 0) notes.push(`Uses your ${unique(covering.map((item) => item.name)).join(', ')}.`);
  if (missing.length > 0) {
    const worn = all.filter((item) => item.condition === 'replace' && missing.some((required) => equipmentCovers(item.name, required)));
    notes.push(`Needs: ${missing.join(', ')}${worn.length > 0 ? ` (your ${worn.map((item) => item.name).join(', ')} is marked for replacement)` : ''}.`);
  }
  const maintenance = covering.filter((item) => item.condition === 'needs-maintenance');
  if (maintenance.length > 0) notes.push(`Your ${maintenance.map((item) => item.name).join(', ')} needs maintenance first.`);
  if (preferences.length > 0) notes.push(`Fits your preferences: ${preferences.join(', ')}.`);
  return {
    title: recipe.title,
    description: notes.join(' ').slice(0, 2000),
    difficulty: recipe.difficulty,
    prepTime: recipe.prepTime,
    requiredEquipment: recipe.requiredEquipment,
    missingEquipment: missing,
    nutritionInfo: { ...recipeNutrition(recipe), sustainabilityScore: recipeSustainability(recipe) },
  };
}

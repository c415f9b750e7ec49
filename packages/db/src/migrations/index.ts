import type { Migration } from 'kysely';
import * as accountsAndGrocery from './2026-11-22-0001-accounts-and-grocery';
import * as recipesAndNutrition from './2026-11-22-0002-recipes-and-nutrition';
import * as pantry from './2026-11-22-0003-pantry';
import * as communityAndMealPlans from './2026-11-22-0004-community-and-meal-plans';
import * as kitchenEquipment from './2026-11-22-0005-kitchen-equipment';
import * as culturalCuisine from './2026-11-22-0006-cultural-cuisine';
import * as kitchenStorage from './2026-11-22-0007-kitchen-storage';

/** Listed here (not read from disk) so the bundled executable carries them. Names sort by date. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts-and-grocery': accountsAndGrocery,
  '2026-11-22-0002-recipes-and-nutrition': recipesAndNutrition,
  '2026-11-22-0003-pantry': pantry,
  '2026-11-22-0004-community-and-meal-plans': communityAndMealPlans,
  '2026-11-22-0005-kitchen-equipment': kitchenEquipment,
  '2026-11-22-0006-cultural-cuisine': culturalCuisine,
  '2026-11-22-0007-kitchen-storage': kitchenStorage,
};

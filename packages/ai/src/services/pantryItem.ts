import { ZPantryItemDetails, type NutritionInfo, type PantryItemDetails } from '@sous/domain';
import { foodNutrition } from '../offline/nutrition';
import { daysIn, storageProfile } from '../offline/shelfLife';
import type { PantryItemInput, ServiceDefinition } from '../types';

const NO_NUTRITION: NutritionInfo = { calories: 0, protein: 0, carbs: 0, fat: 0 };
const MAX_EXPIRY_DAYS = 3650;

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

/** The name as typed, spaces tidied and the first letter capitalised. */
function tidyName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/**
 * Details of a pantry item from its name: nutrition per 100 g from the food tables, expiry from its
 * shelf life at its best storage place (USDA FoodKeeper), packaging and carbon band of its food group.
 */
export function pantryItemDetails(input: PantryItemInput): PantryItemDetails {
  const typed = typeof input.itemName === 'string' ? input.itemName : '';
  const name = clip(tidyName(typed), 200) || 'Unnamed item';
  const profile = storageProfile(typed);
  const nutrition = typed.trim() ? foodNutrition(typed) : null;
  const given = typeof input.category === 'string' ? input.category.replace(/\s+/g, ' ').trim() : '';
  return {
    name,
    category: clip(given || (nutrition ? nutrition.category : profile.pantryCategory), 100),
    quantity: profile.quantity,
    image_url: '',
    expiryDays: Math.min(MAX_EXPIRY_DAYS, Math.max(0, Math.round(daysIn(profile, profile.best)))),
    nutritionInfo: nutrition ? nutrition.per100g : NO_NUTRITION,
    sustainabilityInfo: { packaging: profile.packaging, carbonFootprint: profile.carbonFootprint },
  };
}

/** 3. Pantry item details from a name. */
export const pantryItemService: ServiceDefinition<PantryItemInput, PantryItemDetails> = {
  name: 'pantryItem',
  schema: ZPantryItemDetails,
  prompt: (input) => ({
    system:
      'You fill in the details of one pantry item from its name. name: the item name tidied. category: the given category if any, else ' +
      'one of Dairy, Produce, Grains, Meat, Seafood, Canned Goods, Spices, Oils, Baking, Snacks, Beverages, Frozen, Other. quantity: a usual ' +
      'amount to buy with its unit (e.g. "1 l", "500 g", "12 pcs"). image_url: "" unless you know a real image URL; never invent one. ' +
      'expiryDays: whole days it keeps at its best storage place, following USDA FoodKeeper. nutritionInfo: per 100 g, calories in kcal and ' +
      'protein, carbs, fat in grams. sustainabilityInfo.packaging: its usual packaging, one of recyclable, biodegradable, reusable, ' +
      'non-recyclable; carbonFootprint: low, medium or high by its food group (Poore & Nemecek 2018: beef, lamb, cheese high; poultry, pork, ' +
      'rice, dairy medium; most plant foods low). Answer only JSON matching the schema: {"name", "category", "quantity", "image_url", ' +
      '"expiryDays", "nutritionInfo": {"calories", "protein", "carbs", "fat"}, "sustainabilityInfo": {"packaging", "carbonFootprint"}}.',
    user: JSON.stringify({ itemName: input.itemName, category: input.category ?? null }),
  }),
  offline: pantryItemDetails,
};

import type { Insertable } from 'kysely';
import type { Db, PantryItemRow, PantryItemsTable } from '@sous/db';
import {
  carbonFootprints,
  packagingKinds,
  pantrySustainabilityScore,
  type NutritionAmounts,
  type PantryItem,
  type SustainabilityInfo,
} from '@sous/domain';

/** Enough for any home pantry, and a bound on what one list answer carries. */
export const MAX_PANTRY_ITEMS = 2000;

export const pantryColumns = [
  'id',
  'user_id',
  'name',
  'image_url',
  'quantity',
  'category',
  'expiry_date',
  'location',
  'notes',
  'calories',
  'protein',
  'carbs',
  'fat',
  'sustainability_score',
  'packaging',
  'carbon_footprint',
  'created_at',
  'updated_at',
] as const;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  choices.find((choice) => choice === value) ?? null;

export function toPantryItem(row: Pick<PantryItemRow, (typeof pantryColumns)[number]>): PantryItem {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    image_url: row.image_url,
    quantity: row.quantity,
    category: row.category,
    expiryDate: row.expiry_date,
    location: row.location,
    notes: row.notes,
    nutritionInfo: {
      calories: Number(row.calories),
      protein: Number(row.protein),
      carbs: Number(row.carbs),
      fat: Number(row.fat),
    },
    sustainabilityInfo: {
      score: Number(row.sustainability_score),
      packaging: oneOf(packagingKinds, row.packaging),
      carbonFootprint: oneOf(carbonFootprints, row.carbon_footprint),
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The given score, or part 1 §9's pantry formula over calories, packaging and footprint when none is given. */
export function pantryScoreOf(
  given: number | null | undefined,
  nutrition: Pick<NutritionAmounts, 'calories'>,
  sustainability: Pick<SustainabilityInfo, 'packaging' | 'carbonFootprint'>,
): number {
  if (given != null) return Math.round(given);
  return pantrySustainabilityScore({ calories: nutrition.calories, ...sustainability });
}

/** The columns an item's fields fill, for an insert or a full update. */
export function pantryValues(
  item: Omit<PantryItem, 'id' | 'userId' | 'createdAt' | 'updatedAt'>,
): Omit<Insertable<PantryItemsTable>, 'user_id' | 'created_at' | 'updated_at'> {
  return {
    name: item.name,
    image_url: item.image_url,
    quantity: item.quantity,
    category: item.category,
    expiry_date: item.expiryDate,
    location: item.location,
    notes: item.notes,
    calories: item.nutritionInfo.calories,
    protein: item.nutritionInfo.protein,
    carbs: item.nutritionInfo.carbs,
    fat: item.nutritionInfo.fat,
    sustainability_score: item.sustainabilityInfo.score,
    packaging: item.sustainabilityInfo.packaging,
    carbon_footprint: item.sustainabilityInfo.carbonFootprint,
  };
}

/** The user's items, soonest expiry first, items without one last (the index serves the owner filter). */
export async function listPantryItems(db: Db, userId: number, limit = MAX_PANTRY_ITEMS): Promise<PantryItem[]> {
  const rows = await db
    .selectFrom('pantry_items')
    .select(pantryColumns)
    .where('user_id', '=', userId)
    // Portable "nulls last": SQLite sorts nulls first, PostgreSQL last.
    .orderBy((eb) => eb.case().when('expiry_date', 'is', null).then(1).else(0).end())
    .orderBy('expiry_date')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toPantryItem);
}

export async function findPantryItem(db: Db, userId: number, id: number): Promise<PantryItem | null> {
  const row = await db
    .selectFrom('pantry_items')
    .select(pantryColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toPantryItem(row) : null;
}

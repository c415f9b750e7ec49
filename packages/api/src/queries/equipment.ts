import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { bool, json, type Db, type KitchenEquipmentRow } from '@sous/db';
import {
  alreadyInShoppingList,
  equipmentCategoryOf,
  equipmentConditionOf,
  isInShoppingList,
  shoppingListItem,
  SHOPPING_LIST_TITLE,
  type GroceryItem,
  type GroceryList,
  type KitchenEquipment,
} from '@sous/domain';
import { groceryColumns, toGroceryList } from './grocery';
import { equipmentMessages } from '@sous/domain';

/** A grocery list holds at most this many items (ZGroceryItem's list bound). */
const MAX_GROCERY_ITEMS = 1000;

/** Enough for any home kitchen, and a bound on what one list (and one AI prompt) carries. */
export const MAX_EQUIPMENT = 500;

export const equipmentColumns = [
  'id',
  'user_id',
  'name',
  'category',
  'condition',
  'purchase_date',
  'last_maintenance_date',
  'maintenance_interval',
  'maintenance_notes',
  'purchase_price',
  'created_at',
  'updated_at',
] as const;

export function toEquipment(row: Pick<KitchenEquipmentRow, (typeof equipmentColumns)[number]>): KitchenEquipment {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    category: equipmentCategoryOf(row.category),
    condition: equipmentConditionOf(row.condition),
    purchaseDate: row.purchase_date,
    lastMaintenanceDate: row.last_maintenance_date,
    maintenanceInterval: row.maintenance_interval == null ? null : Number(row.maintenance_interval),
    maintenanceNotes: row.maintenance_notes,
    purchasePrice: row.purchase_price == null ? null : Number(row.purchase_price),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The user's equipment, oldest first (the order the grid shows, new pieces last). */
export async function listEquipment(db: Db, userId: number): Promise<KitchenEquipment[]> {
  const rows = await db
    .selectFrom('kitchen_equipment')
    .select(equipmentColumns)
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(MAX_EQUIPMENT)
    .execute();
  return rows.map(toEquipment);
}

export async function findEquipment(db: Db, userId: number, id: number): Promise<KitchenEquipment | null> {
  const row = await db
    .selectFrom('kitchen_equipment')
    .select(equipmentColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toEquipment(row) : null;
}

export interface ShoppingListAddition {
  list: GroceryList;
  item: GroceryItem;
}

/**
 * Adds the item to the user's list titled 'Shopping' (the oldest such list; created when missing),
 * refusing a name already on it (409). One transaction, so two quick clicks cannot add it twice.
 */
export async function addToShoppingList(
  db: Db,
  userId: number,
  request: { name: string; estimatedPrice?: number | null; description?: string | null },
): Promise<ShoppingListAddition> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('grocery_lists')
      .select(groceryColumns)
      .where('user_id', '=', userId)
      .where('title', '=', SHOPPING_LIST_TITLE)
      .orderBy('id')
      .executeTakeFirst();
    const current = row ? toGroceryList(row) : null;
    if (current && isInShoppingList(current.items, request.name)) {
      throw new TRPCError({ code: 'CONFLICT', message: alreadyInShoppingList(request.name.trim()) });
    }
    if (current && current.items.length >= MAX_GROCERY_ITEMS) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: equipmentMessages.shoppingListFull });
    }
    const item = shoppingListItem(request, randomUUID());
    const items = [...(current?.items ?? []), item];
    // The item is Kitchen Equipment, so the list sorts first on the dashboard (has_equipment).
    const saved = current
      ? await trx
          .updateTable('grocery_lists')
          .set({ items: json.encode(items), has_equipment: bool.encode(true) })
          .where('id', '=', current.id)
          .where('user_id', '=', userId)
          .returning(groceryColumns)
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('grocery_lists')
          .values({
            user_id: userId,
            title: SHOPPING_LIST_TITLE,
            items: json.encode(items),
            completed: bool.encode(false),
            has_equipment: bool.encode(true),
            created_at: new Date().toISOString(),
          })
          .returning(groceryColumns)
          .executeTakeFirstOrThrow();
    return { list: toGroceryList(saved), item };
  });
}

import { bool, hotQuery, json, type Db, type GroceryListRow } from '@sous/db';
import type { GroceryItem, GroceryList } from '@sous/domain';

export const groceryColumns = ['id', 'title', 'items', 'completed', 'created_at'] as const;

export function toGroceryList(row: Pick<GroceryListRow, (typeof groceryColumns)[number]>): GroceryList {
  return {
    id: row.id,
    title: row.title,
    items: json.decode<GroceryItem[]>(row.items, []),
    completed: bool.decode(row.completed),
    createdAt: row.created_at,
  };
}

const groceryListsOf = hotQuery(
  (db: Db, userId: number) =>
    db
      .selectFrom('grocery_lists')
      .select(groceryColumns)
      .where('user_id', '=', userId)
      .orderBy('has_equipment', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
  1,
);

/** Lists holding a Kitchen Equipment item first, then newest first (the index serves this order). */
export async function listGroceryLists(db: Db, userId: number): Promise<GroceryList[]> {
  return (await groceryListsOf(db, userId)).map(toGroceryList);
}

export async function findGroceryList(db: Db, userId: number, id: number) {
  const row = await db
    .selectFrom('grocery_lists')
    .select(groceryColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toGroceryList(row) : null;
}

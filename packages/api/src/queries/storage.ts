import type { StorageInput } from '@sous/ai';
import type { Db, StorageItemRow, StorageLocationRow } from '@sous/db';
import { storageLocationTypeOf, type StorageItem, type StorageLocation } from '@sous/domain';

/** Far beyond a home kitchen, and a bound on what one list answer (and one AI prompt) carries. */
export const MAX_STORAGE_LOCATIONS = 200;
export const MAX_STORAGE_ITEMS = 2000;

const locationColumns = ['id', 'name', 'type', 'capacity', 'created_at', 'updated_at'] as const;
const itemColumns = ['id', 'location_id', 'name', 'quantity', 'added_at', 'created_at', 'updated_at'] as const;

type LocationFields = Pick<StorageLocationRow, (typeof locationColumns)[number]> & {
  current_items: number | string | bigint;
};

function toStorageLocation(row: LocationFields): StorageLocation {
  return {
    id: row.id,
    name: row.name,
    type: storageLocationTypeOf(row.type),
    capacity: Number(row.capacity),
    currentItems: Number(row.current_items),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toStorageItem(row: Pick<StorageItemRow, (typeof itemColumns)[number]>): StorageItem {
  return {
    id: row.id,
    name: row.name,
    locationId: row.location_id,
    quantity: Number(row.quantity),
    addedAt: row.added_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The user's locations with their item counts (currentItems), oldest first; one location when `id` is given. */
function selectLocations(db: Db, userId: number) {
  return db
    .selectFrom('storage_locations')
    .select(locationColumns)
    .select((eb) =>
      eb
        .selectFrom('storage_items')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('storage_items.location_id', '=', 'storage_locations.id')
        .as('current_items'),
    )
    .where('user_id', '=', userId);
}

export async function listStorageLocations(db: Db, userId: number): Promise<StorageLocation[]> {
  const rows = await selectLocations(db, userId).orderBy('id').limit(MAX_STORAGE_LOCATIONS).execute();
  return rows.map((row) => toStorageLocation({ ...row, current_items: row.current_items ?? 0 }));
}

export async function findStorageLocation(db: Db, userId: number, id: number): Promise<StorageLocation | null> {
  const row = await selectLocations(db, userId).where('id', '=', id).executeTakeFirst();
  return row ? toStorageLocation({ ...row, current_items: row.current_items ?? 0 }) : null;
}

/** Whether the location exists and is the user's: an item may live only in its owner's locations. */
export async function ownsStorageLocation(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('storage_locations')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listStorageItems(db: Db, userId: number): Promise<StorageItem[]> {
  const rows = await db
    .selectFrom('storage_items')
    .select(itemColumns)
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(MAX_STORAGE_ITEMS)
    .execute();
  return rows.map(toStorageItem);
}

export async function findStorageItem(db: Db, userId: number, id: number): Promise<StorageItem | null> {
  const row = await db
    .selectFrom('storage_items')
    .select(itemColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toStorageItem(row) : null;
}

export { itemColumns as storageItemColumns };

/** What the three analysis services read: the user's locations and items as plain data. */
export async function storageInputFor(db: Db, userId: number, today: string) {
  const [locations, items] = await Promise.all([listStorageLocations(db, userId), listStorageItems(db, userId)]);
  const input: StorageInput = {
    locations: locations.map(({ id, name, type, capacity }) => ({ id, name, type, capacity })),
    items: items.map(({ id, name, locationId, quantity, addedAt }) => ({ id, name, locationId, quantity, addedAt })),
    today,
  };
  return { input, locations, items };
}

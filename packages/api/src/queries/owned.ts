import type { Database, Db } from '@sous/db';

/** The tables whose rows belong to one user through `user_id`. */
type OwnedTable = { [T in keyof Database]: Database[T] extends { user_id: number } ? T : never }[keyof Database];

/** Deletes the user's row; false when there is none, which a router answers as 404 (someone else's row too). */
export async function deleteOwned(db: Db, table: OwnedTable, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

import { json, type Db } from '@sous/db';
import { readPreferences, type User } from '@sous/domain';

export interface UserColumns {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  profile_picture: string | null;
  preferences: string;
}

/** The public shape of a user: never a hash or a key. */
export function toUser(row: UserColumns): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    profilePicture: row.profile_picture,
    preferences: readPreferences(json.decode(row.preferences, {})),
  };
}

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

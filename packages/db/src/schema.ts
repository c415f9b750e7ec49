import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Booleans are stored as 0/1 and JSON as text on both SQLite and PostgreSQL (see codec.ts). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  password_hash: string;
  secret_key_hash: string;
  name: string | null;
  email: string | null;
  profile_picture: string | null;
  preferences: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface GroceryListsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  items: string;
  completed: number;
  expiry_dates: string | null;
  smart_substitutions: string | null;
  has_equipment: number;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  grocery_lists: GroceryListsTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type GroceryListRow = Selectable<GroceryListsTable>;

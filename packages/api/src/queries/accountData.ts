import { z } from 'zod';
import { json, type Database, type Db } from '@sous/db';

/** Rows keep their columns (JSON decoded so the file reads as JSON); ids are references inside the document only. */
export const EXPORT_FORMAT = 'sous-account-export';
export const EXPORT_VERSION = 1;

type Kind = 'int' | 'num' | 'text' | 'json';
/** A column's kind; a trailing `?` allows null. */
type ColumnSpec = Kind | `${Kind}?`;

/** What each owned table carries, in the order the import inserts them (a referenced table before its referrers). */
const TABLES = {
  storage_locations: { owner: 'user_id', columns: { name: 'text', type: 'text', capacity: 'int', created_at: 'text', updated_at: 'text' } },
  storage_items: {
    owner: 'user_id',
    columns: { location_id: 'int', name: 'text', quantity: 'int', added_at: 'text', created_at: 'text', updated_at: 'text' },
  },
  recipes: {
    owner: 'user_id',
    columns: {
      title: 'text',
      description: 'text',
      ingredients: 'json',
      instructions: 'json',
      nutrition_info: 'json',
      image_url: 'text?',
      prep_time: 'int',
      sustainability_score: 'int',
      wastage_reduction: 'json',
      forked_from: 'int?',
      post_id: 'int?',
      created_at: 'text',
      updated_at: 'text',
    },
  },
  posts: {
    owner: 'user_id',
    columns: { content: 'text', type: 'text', recipe_id: 'int?', had_recipe: 'int', location: 'text?', created_at: 'text', updated_at: 'text' },
  },
  nutrition_goals: {
    owner: 'user_id',
    columns: { daily_calories: 'num', daily_protein: 'num', daily_carbs: 'num', daily_fat: 'num', created_at: 'text' },
  },
  nutrition_progress: {
    owner: 'user_id',
    columns: { date: 'text', calories: 'num', protein: 'num', carbs: 'num', fat: 'num', completed: 'int' },
  },
  consumptions: {
    owner: 'user_id',
    columns: {
      recipe_id: 'int?',
      recipe_title: 'text',
      nutrition_info: 'json',
      servings: 'int',
      meal_type: 'text',
      consumed_at: 'text',
      consumed_on: 'text',
    },
  },
  recommendations: {
    owner: 'user_id',
    columns: { recipe_data: 'json', reason: 'text', seasonal_relevance: 'int', match_score: 'num', source: 'text', created_at: 'text' },
  },
  recommendation_feedback: {
    owner: 'user_id',
    columns: {
      recommendation_id: 'int',
      recipe_title: 'text',
      rating: 'int?',
      feedback: 'text?',
      was_cooked: 'int',
      was_saved: 'int',
      was_shared: 'int',
      cooking_notes: 'text?',
      modifications: 'json',
      difficulty_rating: 'int?',
      time_accuracy: 'int?',
      taste_rating: 'int?',
      healthiness_rating: 'int?',
      created_at: 'text',
    },
  },
  mood_entries: { owner: 'user_id', columns: { recipe_id: 'int', entry: 'text', timestamp: 'text', emotions: 'json' } },
  pantry_items: {
    owner: 'user_id',
    columns: {
      name: 'text',
      image_url: 'text?',
      quantity: 'text',
      category: 'text',
      expiry_date: 'text?',
      location: 'text?',
      notes: 'text?',
      calories: 'int',
      protein: 'int',
      carbs: 'int',
      fat: 'int',
      sustainability_score: 'int',
      packaging: 'text?',
      carbon_footprint: 'text?',
      created_at: 'text',
      updated_at: 'text',
    },
  },
  grocery_lists: {
    owner: 'user_id',
    columns: {
      title: 'text',
      items: 'json',
      completed: 'int',
      expiry_dates: 'text?',
      smart_substitutions: 'text?',
      has_equipment: 'int',
      created_at: 'text',
    },
  },
  meal_plans: {
    owner: 'user_id',
    columns: {
      title: 'text',
      start_date: 'text',
      end_date: 'text',
      preferences: 'json',
      dietary_restrictions: 'json',
      calorie_target: 'int?',
      days: 'int',
      meals: 'json',
      source: 'text',
      created_at: 'text',
    },
  },
  kitchen_equipment: {
    owner: 'user_id',
    columns: {
      name: 'text',
      category: 'text',
      condition: 'text',
      purchase_date: 'text',
      last_maintenance_date: 'text?',
      maintenance_interval: 'int?',
      maintenance_notes: 'text?',
      purchase_price: 'num?',
      created_at: 'text',
      updated_at: 'text',
    },
  },
  cuisines: {
    owner: 'created_by',
    columns: {
      name: 'text',
      region: 'text',
      description: 'text',
      banner_url: 'text?',
      key_ingredients: 'json',
      cooking_techniques: 'json',
      cultural_context: 'json?',
      serving_etiquette: 'json?',
      created_at: 'text',
      updated_at: 'text',
    },
  },
  cultural_recipes: {
    owner: 'created_by',
    columns: {
      cuisine_id: 'int',
      name: 'text',
      local_name: 'text?',
      description: 'text',
      difficulty: 'text',
      image_url: 'text?',
      authentic_ingredients: 'json',
      ingredients: 'json',
      instructions: 'json',
      cultural_notes: 'text?',
      local_substitutes: 'json',
      serving_suggestions: 'json',
      complementary_dishes: 'json',
      created_at: 'text',
      updated_at: 'text',
    },
  },
} as const satisfies Record<string, { owner: 'user_id' | 'created_by'; columns: Record<string, ColumnSpec> }>;

type TableName = keyof typeof TABLES & keyof Database;
const TABLE_NAMES = Object.keys(TABLES) as TableName[];
type Row = Record<string, unknown> & { id: number };

const kindSchema: Record<Kind, z.ZodType> = {
  int: z.number().int().min(-2_147_483_648).max(2_147_483_647),
  num: z.number().finite(),
  text: z.string().max(1_000_000),
  json: z.unknown().refine((value) => value !== undefined, 'Required'),
};

function rowSchema(columns: Record<string, ColumnSpec>) {
  const shape: Record<string, z.ZodType> = { id: kindSchema.int };
  for (const [name, spec] of Object.entries(columns)) {
    const kind = spec.replace('?', '') as Kind;
    shape[name] = spec.endsWith('?') ? kindSchema[kind].nullable() : kindSchema[kind];
  }
  return z.object(shape);
}

/** The document's shape; unknown keys are dropped, a missing or mistyped column refuses the import. */
export const ZAccountExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string().optional(),
  profile: z.object({
    username: z.string().optional(),
    name: z.string().max(200).nullable(),
    email: z.string().max(320).nullable(),
    profilePicture: z.string().max(100_000).nullable(),
    preferences: z.record(z.string(), z.unknown()),
  }),
  data: z.object(
    Object.fromEntries(
      TABLE_NAMES.map((table) => {
        const rows = z.array(rowSchema(TABLES[table].columns)).max(100_000);
        // A starter cuisine a user's cultural recipe belongs to travels by its key (ids differ between servers).
        return [table, table === 'cultural_recipes' ? z.array(rowSchema(TABLES[table].columns).extend({ cuisine_starter_key: z.string().nullable().optional() })).max(100_000) : rows];
      }),
    ) as Record<TableName, z.ZodArray<z.ZodObject<Record<string, z.ZodType>>>>,
  ),
});
export type AccountExport = z.infer<typeof ZAccountExport>;

function decodeRow(table: TableName, row: Record<string, unknown>): Row {
  const out: Record<string, unknown> = { id: Number(row.id) };
  for (const [name, spec] of Object.entries(TABLES[table].columns) as [string, ColumnSpec][]) {
    const value = row[name];
    if (spec.startsWith('json')) out[name] = value == null ? null : json.decode<unknown>(value as string, null);
    else if (value == null) out[name] = null;
    else out[name] = spec.startsWith('text') ? String(value) : Number(value);
  }
  return out as Row;
}

function encodeRow(table: TableName, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(TABLES[table].columns) as [string, ColumnSpec][]) {
    const value = row[name];
    out[name] = spec.startsWith('json') ? (value === null && spec.endsWith('?') ? null : json.encode(value)) : value;
  }
  return out;
}

/** Everything the user owns, as a versioned document. */
export async function exportAccount(db: Db, userId: number, now = new Date()): Promise<AccountExport> {
  const user = await db
    .selectFrom('users')
    .select(['username', 'name', 'email', 'profile_picture', 'preferences'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const data = {} as Record<TableName, Row[]>;
  for (const table of TABLE_NAMES) {
    const { owner } = TABLES[table];
    const rows = (await db
      .selectFrom(table as 'recipes')
      .selectAll()
      .where(owner as 'user_id', '=', userId)
      .orderBy('id')
      .execute()) as unknown as Record<string, unknown>[];
    data[table] = rows.map((row) => decodeRow(table, row));
  }
  const ownCuisines = new Set(data.cuisines.map((row) => row.id));
  const foreign = [...new Set(data.cultural_recipes.map((row) => row.cuisine_id as number).filter((id) => !ownCuisines.has(id)))];
  const starterKeys = new Map<number, string | null>();
  if (foreign.length > 0) {
    for (const row of await db.selectFrom('cuisines').select(['id', 'starter_key']).where('id', 'in', foreign).execute()) {
      starterKeys.set(row.id, row.starter_key);
    }
  }
  data.cultural_recipes = data.cultural_recipes.map((row) => ({ ...row, cuisine_starter_key: starterKeys.get(row.cuisine_id as number) ?? null }));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      username: user.username,
      name: user.name,
      email: user.email,
      profilePicture: user.profile_picture,
      preferences: json.decode<Record<string, unknown>>(user.preferences, {}),
    },
    data,
  };
}

/** Whether restoring the document needs the starter cuisines (a recipe of the user's in one of them). */
export function needsStarterCuisines(document: AccountExport): boolean {
  return document.data.cultural_recipes.some((row) => Boolean((row as { cuisine_starter_key?: string | null }).cuisine_starter_key));
}

/** True when the user owns no row in any exported table. */
export async function isAccountEmpty(db: Db, userId: number): Promise<boolean> {
  for (const table of TABLE_NAMES) {
    const { owner } = TABLES[table];
    const row = await db
      .selectFrom(table as 'recipes')
      .select('id')
      .where(owner as 'user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

export interface ImportCounts {
  [table: string]: number;
}

/** Call inside a transaction on an empty account; a reference the document does not carry is nulled where allowed, else the row skipped. */
export async function importAccount(db: Db, userId: number, document: AccountExport): Promise<ImportCounts> {
  const ids = Object.fromEntries(TABLE_NAMES.map((table) => [table, new Map<number, number>()])) as Record<TableName, Map<number, number>>;
  const counts: ImportCounts = {};
  const insert = async (table: TableName, row: Record<string, unknown>, oldId: number) => {
    const { owner } = TABLES[table];
    const inserted = await db
      .insertInto(table as 'recipes')
      .values({ ...encodeRow(table, row), [owner]: userId } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[table].set(oldId, Number(inserted.id));
    counts[table] = (counts[table] ?? 0) + 1;
  };
  const data = document.data as Record<TableName, Row[]>;

  await db
    .updateTable('users')
    .set({
      name: document.profile.name,
      email: document.profile.email,
      profile_picture: document.profile.profilePicture,
      preferences: json.encode(document.profile.preferences),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();

  // The caller seeds the starter catalogue first (it opens its own transaction).
  let starterIds: Map<string, number> | undefined;
  const starterCuisine = async (key: string) => {
    if (!starterIds) {
      const rows = await db.selectFrom('cuisines').select(['id', 'starter_key']).where('starter_key', 'is not', null).execute();
      starterIds = new Map(rows.map((row) => [row.starter_key!, row.id]));
    }
    return starterIds.get(key);
  };

  for (const table of TABLE_NAMES) {
    for (const row of data[table]) {
      const values: Record<string, unknown> = { ...row };
      switch (table) {
        case 'storage_items':
          values.location_id = ids.storage_locations.get(row.location_id as number);
          if (values.location_id === undefined) continue;
          break;
        case 'recipes':
          // A fork of a recipe outside the document loses its link; post links are restored after the posts.
          values.forked_from = row.forked_from == null ? null : (ids.recipes.get(row.forked_from as number) ?? null);
          values.post_id = null;
          break;
        case 'posts':
        case 'consumptions':
          values.recipe_id = row.recipe_id == null ? null : (ids.recipes.get(row.recipe_id as number) ?? null);
          break;
        case 'mood_entries':
          values.recipe_id = ids.recipes.get(row.recipe_id as number);
          if (values.recipe_id === undefined) continue;
          break;
        case 'recommendation_feedback':
          values.recommendation_id = ids.recommendations.get(row.recommendation_id as number);
          if (values.recommendation_id === undefined) continue;
          break;
        case 'cultural_recipes': {
          const own = ids.cuisines.get(row.cuisine_id as number);
          const key = (row as { cuisine_starter_key?: string | null }).cuisine_starter_key;
          values.cuisine_id = own ?? (key ? await starterCuisine(key) : undefined);
          if (values.cuisine_id === undefined) continue;
          break;
        }
      }
      await insert(table, values, row.id);
    }
  }

  for (const recipe of data.recipes) {
    const postId = recipe.post_id == null ? undefined : ids.posts.get(recipe.post_id as number);
    const recipeId = ids.recipes.get(recipe.id);
    if (postId !== undefined && recipeId !== undefined) {
      await db.updateTable('recipes').set({ post_id: postId }).where('id', '=', recipeId).execute();
    }
  }
  return counts;
}

import { bool, type Db } from '@sous/db';
import { postTypes, type Post, type PostScope, type PostType, type PostTypeFilter, type Recipe } from '@sous/domain';
import { recipeColumns, toRecipe } from './recipes';

/** A bound on what one feed answer carries. */
export const MAX_FEED_POSTS = 500;

const postColumns = [
  'posts.id',
  'posts.user_id',
  'users.username',
  'posts.content',
  'posts.type',
  'posts.recipe_id',
  'posts.had_recipe',
  'posts.location',
  'posts.created_at',
  'posts.updated_at',
] as const;

/** Posts with their author's name, without the ones the viewer hid. */
function visiblePosts(db: Db, viewerId: number) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select(postColumns)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('post_hides')
            .select('post_hides.id')
            .where('post_hides.user_id', '=', viewerId)
            .whereRef('post_hides.post_id', '=', 'posts.id'),
        ),
      ),
    );
}

type PostRowWithAuthor = Awaited<ReturnType<ReturnType<typeof visiblePosts>['execute']>>[number];

/** Each post with its recipe embedded, read in one query for the whole page. */
async function withRecipes(db: Db, rows: PostRowWithAuthor[]): Promise<Post[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.recipe_id == null ? [] : [row.recipe_id])))];
  const recipes = new Map<number, Recipe>();
  if (ids.length > 0) {
    const recipeRows = await db.selectFrom('recipes').select(recipeColumns).where('id', 'in', ids).execute();
    for (const row of recipeRows) recipes.set(row.id, toRecipe(row));
  }
  return rows.map((row) => {
    const recipe = row.recipe_id == null ? null : (recipes.get(row.recipe_id) ?? null);
    return {
      id: row.id,
      userId: row.user_id,
      username: row.username,
      content: row.content,
      type: postTypes.find((type) => type === row.type) ?? 'COOKING_TIP',
      recipeId: row.recipe_id,
      recipe,
      recipeRemoved: bool.decode(row.had_recipe) && recipe === null,
      location: row.location,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

/** The feed, newest first: everyone's posts (or only the viewer's) of one type or all, minus those hidden. */
export async function listPosts(
  db: Db,
  viewerId: number,
  filters: { type: PostTypeFilter; scope: PostScope },
  limit = MAX_FEED_POSTS,
): Promise<Post[]> {
  let query = visiblePosts(db, viewerId);
  if (filters.type !== 'all') query = query.where('posts.type', '=', filters.type);
  if (filters.scope === 'mine') query = query.where('posts.user_id', '=', viewerId);
  const rows = await query.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc').limit(limit).execute();
  return withRecipes(db, rows);
}

/** A post the viewer can see (not one they hid). */
export async function findPost(db: Db, viewerId: number, id: number): Promise<Post | null> {
  const row = await visiblePosts(db, viewerId).where('posts.id', '=', id).executeTakeFirst();
  return row ? ((await withRecipes(db, [row]))[0] ?? null) : null;
}

export interface PostFields {
  content: string;
  type: PostType;
  recipeId: number | null;
  location: string | null;
}

/** The row values of a post; `hadRecipe` stays true once a shared recipe is gone, until the author clears it. */
export function postValues(fields: PostFields, hadRecipe: boolean) {
  return {
    content: fields.content,
    type: fields.type,
    recipe_id: fields.recipeId,
    had_recipe: bool.encode(fields.recipeId != null || hadRecipe),
    location: fields.location,
  };
}

/** A recipe is shared while a post carries it: its post_id is the newest such post, or null when none is left. */
export async function syncSharedRecipe(db: Db, recipeId: number | null): Promise<void> {
  if (recipeId == null) return;
  await db
    .updateTable('recipes')
    .set((eb) => ({
      post_id: eb
        .selectFrom('posts')
        .select((inner) => inner.fn.max<number | null>('posts.id').as('latest'))
        .where('posts.recipe_id', '=', recipeId),
    }))
    .where('id', '=', recipeId)
    .execute();
}

/** Removes the post from one user's feed; false when it was already hidden. */
export async function hidePost(db: Db, userId: number, postId: number): Promise<boolean> {
  const result = await db
    .insertInto('post_hides')
    .values({ user_id: userId, post_id: postId })
    .onConflict((conflict) => conflict.columns(['user_id', 'post_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

import type { TRPCRouterRecord } from '@trpc/server';
import {
  postProblem,
  ZCommunityListRequest,
  ZCreatePostRequest,
  ZId,
  ZUpdatePostRequest,
} from '@sous/domain';
import { findPost, hidePost, listPosts, postValues, syncSharedRecipe } from '../queries/community';
import { findOwnRecipe } from '../queries/recipes';
import type { Context } from '../context';
import { fieldError, notFound, protectedProcedure } from '../trpc';
import { communityMessages } from '@sous/domain';
import { recipesMessages } from '@sous/domain';

const c = communityMessages;

/** Only the author's own recipes can be shared: anyone else's is a 404 like a missing one. */
async function assertOwnRecipe(ctx: Pick<Context, 'db'> & { user: { id: number } }, recipeId: number | null) {
  if (recipeId != null && !(await findOwnRecipe(ctx.db, ctx.user.id, recipeId))) notFound(recipesMessages.notFound);
}

export const communityRouter = {
  /** Every signed-in user's posts, newest first, except those the caller hid. */
  list: protectedProcedure
    .input(ZCommunityListRequest)
    .query(({ ctx, input }) => listPosts(ctx.db, ctx.user.id, input)),

  /** Sharing a recipe sets its post_id, so other users can open and fork it. */
  create: protectedProcedure.input(ZCreatePostRequest).mutation(async ({ ctx, input }) => {
    const fields = { ...input, recipeId: input.recipeId ?? null, location: input.location ?? null };
    await assertOwnRecipe(ctx, fields.recipeId);
    const now = new Date().toISOString();
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('posts')
        .values({ user_id: ctx.user.id, ...postValues(fields, false), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await syncSharedRecipe(trx, fields.recipeId);
      return row.id;
    });
    return (await findPost(ctx.db, ctx.user.id, id)) ?? notFound(c.notFound);
  }),

  /** Only the author. An absent recipeId or location keeps the stored one; null clears it. */
  update: protectedProcedure.input(ZUpdatePostRequest).mutation(async ({ ctx, input }) => {
    const current = await findPost(ctx.db, ctx.user.id, input.id);
    if (!current || current.userId !== ctx.user.id) notFound(c.notFound);
    const fields = {
      content: input.content,
      type: input.type,
      recipeId: input.recipeId === undefined ? current.recipeId : input.recipeId,
      location: input.location === undefined ? current.location : input.location,
    };
    const problem = postProblem(fields.type, fields.recipeId, fields.location);
    if (problem) fieldError(problem.path, problem.message);
    if (fields.recipeId !== current.recipeId) await assertOwnRecipe(ctx, fields.recipeId);
    // Clearing the recipe on purpose also clears the 'recipe removed' note.
    const hadRecipe = input.recipeId === null ? false : current.recipeRemoved;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('posts')
        .set({ ...postValues(fields, hadRecipe), updated_at: new Date().toISOString() })
        .where('id', '=', input.id)
        .where('user_id', '=', ctx.user.id)
        .execute();
      await syncSharedRecipe(trx, current.recipeId);
      await syncSharedRecipe(trx, fields.recipeId);
    });
    return (await findPost(ctx.db, ctx.user.id, input.id)) ?? notFound(c.notFound);
  }),

  /** The author deletes the post for everyone; anyone else hides it from their own feed. */
  delete: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    const post = (await findPost(ctx.db, ctx.user.id, input.id)) ?? notFound(c.notFound);
    if (post.userId !== ctx.user.id) {
      if (!(await hidePost(ctx.db, ctx.user.id, post.id))) notFound(c.notFound);
      return { id: post.id, type: 'hidden' as const, message: c.hidden };
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('posts').where('id', '=', post.id).where('user_id', '=', ctx.user.id).execute();
      await syncSharedRecipe(trx, post.recipeId);
    });
    return { id: post.id, type: 'deleted' as const, message: c.deleted };
  }),
} satisfies TRPCRouterRecord;

import type { TRPCRouterRecord } from '@trpc/server';
import { bool, json } from '@sous/db';
import {
  hasKitchenEquipment,
  messages,
  ZCreateGroceryListRequest,
  ZId,
  ZUpdateGroceryListRequest,
} from '@sous/domain';
import { findGroceryList, groceryColumns, listGroceryLists, toGroceryList } from '../queries/grocery';
import { deleteOwned } from '../queries/owned';
import { notFound, protectedProcedure } from '../trpc';

const m = messages.grocery;

export const groceryRouter = {
  list: protectedProcedure.query(({ ctx }) => listGroceryLists(ctx.db, ctx.user.id)),

  byId: protectedProcedure.input(ZId).query(async ({ ctx, input }) => {
    return (await findGroceryList(ctx.db, ctx.user.id, input.id)) ?? notFound(m.notFound);
  }),

  create: protectedProcedure.input(ZCreateGroceryListRequest).mutation(async ({ ctx, input }) => {
    const row = await ctx.db
      .insertInto('grocery_lists')
      .values({
        user_id: ctx.user.id,
        title: input.title,
        items: json.encode(input.items),
        completed: bool.encode(input.completed),
        has_equipment: bool.encode(hasKitchenEquipment(input)),
        created_at: new Date().toISOString(),
      })
      .returning(groceryColumns)
      .executeTakeFirstOrThrow();
    return toGroceryList(row);
  }),

  /** Replaces the title and items; the owner filter makes someone else's list a 404. */
  update: protectedProcedure.input(ZUpdateGroceryListRequest).mutation(async ({ ctx, input }) => {
    const row = await ctx.db
      .updateTable('grocery_lists')
      .set({
        title: input.title,
        items: json.encode(input.items),
        has_equipment: bool.encode(hasKitchenEquipment(input)),
        ...(input.completed !== undefined && { completed: bool.encode(input.completed) }),
      })
      .where('id', '=', input.id)
      .where('user_id', '=', ctx.user.id)
      .returning(groceryColumns)
      .executeTakeFirst();
    return row ? toGroceryList(row) : notFound(m.notFound);
  }),

  delete: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    if (!(await deleteOwned(ctx.db, 'grocery_lists', ctx.user.id, input.id))) notFound(m.notFound);
    return { id: input.id, message: m.listDeletedDescription };
  }),
} satisfies TRPCRouterRecord;

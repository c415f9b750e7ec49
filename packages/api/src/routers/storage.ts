import type { TRPCRouterRecord } from '@trpc/server';
import { services } from '@sous/ai';
import {
  movesForLayout,
  predictionsForItems,
  utcDay,
  ZCreateStorageItemRequest,
  ZCreateStorageLocationRequest,
  ZId,
  ZUpdateStorageItemRequest,
  ZUpdateStorageLocationRequest,
} from '@sous/domain';
import { deleteOwned } from '../queries/owned';
import {
  findStorageItem,
  findStorageLocation,
  listStorageItems,
  listStorageLocations,
  ownsStorageLocation,
  storageInputFor,
  storageItemColumns,
  toStorageItem,
} from '../queries/storage';
import { notFound, protectedProcedure } from '../trpc';
import { runAi } from './ai';
import { storageMessages } from '@sous/domain';
import { pantryMessages } from '@sous/domain';

const s = storageMessages;

const locations = {
  /** The user's locations, each with currentItems (its item count). */
  list: protectedProcedure.query(({ ctx }) => listStorageLocations(ctx.db, ctx.user.id)),

  create: protectedProcedure.input(ZCreateStorageLocationRequest).mutation(async ({ ctx, input }) => {
    const now = new Date().toISOString();
    const row = await ctx.db
      .insertInto('storage_locations')
      .values({
        user_id: ctx.user.id,
        name: input.name,
        type: input.type,
        capacity: input.capacity,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await findStorageLocation(ctx.db, ctx.user.id, row.id)) ?? notFound(s.locationNotFound);
  }),

  /** Only the owner: anyone else's location is a 404. A missing field keeps its value. */
  update: protectedProcedure.input(ZUpdateStorageLocationRequest).mutation(async ({ ctx, input }) => {
    const { id, name, type, capacity } = input;
    const result = await ctx.db
      .updateTable('storage_locations')
      .set({
        ...(name !== undefined && { name }),
        ...(type !== undefined && { type }),
        ...(capacity !== undefined && { capacity }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('user_id', '=', ctx.user.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) notFound(s.locationNotFound);
    return (await findStorageLocation(ctx.db, ctx.user.id, id)) ?? notFound(s.locationNotFound);
  }),

  /** Its items go with it, in one transaction. */
  delete: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    const deletedItems = await ctx.db.transaction().execute(async (trx) => {
      if (!(await ownsStorageLocation(trx, ctx.user.id, input.id))) return null;
      const items = await trx
        .deleteFrom('storage_items')
        .where('location_id', '=', input.id)
        .where('user_id', '=', ctx.user.id)
        .executeTakeFirst();
      await deleteOwned(trx, 'storage_locations', ctx.user.id, input.id);
      return Number(items.numDeletedRows);
    });
    if (deletedItems === null) notFound(s.locationNotFound);
    return { id: input.id, deletedItems, message: s.locationDeleted };
  }),
} satisfies TRPCRouterRecord;

const items = {
  list: protectedProcedure.query(({ ctx }) => listStorageItems(ctx.db, ctx.user.id)),

  /** The location must be one of the user's (else 404); checked and written in one transaction. */
  create: protectedProcedure.input(ZCreateStorageItemRequest).mutation(async ({ ctx, input }) => {
    const now = new Date().toISOString();
    const row = await ctx.db.transaction().execute(async (trx) => {
      if (!(await ownsStorageLocation(trx, ctx.user.id, input.locationId))) return null;
      return trx
        .insertInto('storage_items')
        .values({
          user_id: ctx.user.id,
          location_id: input.locationId,
          name: input.name,
          quantity: input.quantity,
          added_at: input.addedAt ?? utcDay(),
          created_at: now,
          updated_at: now,
        })
        .returning(storageItemColumns)
        .executeTakeFirstOrThrow();
    });
    return row ? toStorageItem(row) : notFound(s.locationNotFound);
  }),

  /** Only the owner's item, and only into the owner's locations; a missing field keeps its value. */
  update: protectedProcedure.input(ZUpdateStorageItemRequest).mutation(async ({ ctx, input }) => {
    const { id, locationId, name, quantity, addedAt } = input;
    const row = await ctx.db.transaction().execute(async (trx) => {
      if (!(await findStorageItem(trx, ctx.user.id, id))) return notFound(s.itemNotFound);
      if (locationId !== undefined && !(await ownsStorageLocation(trx, ctx.user.id, locationId))) {
        return notFound(s.locationNotFound);
      }
      return trx
        .updateTable('storage_items')
        .set({
          ...(name !== undefined && { name }),
          ...(quantity !== undefined && { quantity }),
          ...(addedAt !== undefined && { added_at: addedAt }),
          ...(locationId !== undefined && { location_id: locationId }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('user_id', '=', ctx.user.id)
        .returning(storageItemColumns)
        .executeTakeFirst();
    });
    return row ? toStorageItem(row) : notFound(s.itemNotFound);
  }),

  delete: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    if (!(await deleteOwned(ctx.db, 'storage_items', ctx.user.id, input.id))) notFound(s.itemNotFound);
    return { id: input.id, message: pantryMessages.deleted };
  }),
} satisfies TRPCRouterRecord;

export const storageRouter = {
  locations,
  items,

  /** What to buy: low, spoiling or missing staples (spec part 2 §7). */
  smartShoppingList: protectedProcedure.query(async ({ ctx }) => {
    const { input } = await storageInputFor(ctx.db, ctx.user.id, utcDay());
    return runAi(ctx, services.smartShoppingList, input, s.shoppingListFailed);
  }),

  /** Days until each item spoils; a model's answer is kept to the user's own items. */
  spoilagePrediction: protectedProcedure.query(async ({ ctx }) => {
    const { input, items: stored } = await storageInputFor(ctx.db, ctx.user.id, utcDay());
    const answer = await runAi(ctx, services.spoilagePrediction, input, s.spoilageFailed);
    return { predictions: predictionsForItems(answer.predictions, stored), source: answer.source };
  }),

  /** Moves to places where items keep longer; only real moves between the user's own locations. */
  optimizeLayout: protectedProcedure.query(async ({ ctx }) => {
    const { input, items: stored, locations: places } = await storageInputFor(ctx.db, ctx.user.id, utcDay());
    const answer = await runAi(ctx, services.layoutOptimization, input, s.layoutFailed);
    return { moves: movesForLayout(answer.moves, stored, places), source: answer.source };
  }),
} satisfies TRPCRouterRecord;

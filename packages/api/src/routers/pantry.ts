import type { TRPCRouterRecord } from '@trpc/server';
import { ZCreatePantryItemRequest, ZId, ZUpdatePantryItemRequest } from '@sous/domain';
import { deleteOwned } from '../queries/owned';
import {
  findPantryItem,
  listPantryItems,
  pantryColumns,
  pantryScoreOf,
  pantryValues,
  toPantryItem,
} from '../queries/pantry';
import { notFound, protectedProcedure } from '../trpc';
import { pantryMessages } from '@sous/domain';

const p = pantryMessages;

/** A field absent from a PATCH keeps the stored value; one sent (null included) replaces it. */
const keep = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

export const pantryRouter = {
  /** The user's items, soonest expiry first, items without one last. */
  list: protectedProcedure.query(({ ctx }) => listPantryItems(ctx.db, ctx.user.id)),

  /** The score is computed from calories, packaging and footprint when none is given (part 1 §9). */
  create: protectedProcedure.input(ZCreatePantryItemRequest).mutation(async ({ ctx, input }) => {
    const packaging = input.sustainabilityInfo.packaging ?? null;
    const carbonFootprint = input.sustainabilityInfo.carbonFootprint ?? null;
    const now = new Date().toISOString();
    const row = await ctx.db
      .insertInto('pantry_items')
      .values({
        user_id: ctx.user.id,
        ...pantryValues({
          name: input.name,
          image_url: input.image_url ?? null,
          quantity: input.quantity,
          category: input.category,
          expiryDate: input.expiryDate ?? null,
          location: input.location ?? null,
          notes: input.notes ?? null,
          nutritionInfo: input.nutritionInfo,
          sustainabilityInfo: {
            score: pantryScoreOf(input.sustainabilityInfo.score, input.nutritionInfo, { packaging, carbonFootprint }),
            packaging,
            carbonFootprint,
          },
        }),
        created_at: now,
        updated_at: now,
      })
      .returning(pantryColumns)
      .executeTakeFirstOrThrow();
    return toPantryItem(row);
  }),

  /** Only the owner: anyone else's item is a 404. A missing field keeps its value; null clears it. */
  update: protectedProcedure.input(ZUpdatePantryItemRequest).mutation(async ({ ctx, input }) => {
    const current = (await findPantryItem(ctx.db, ctx.user.id, input.id)) ?? notFound(p.notFound);
    const sent: Partial<NonNullable<typeof input.sustainabilityInfo>> = input.sustainabilityInfo ?? {};
    const nutritionInfo = input.nutritionInfo ?? current.nutritionInfo;
    const packaging = keep(sent.packaging, current.sustainabilityInfo.packaging);
    const carbonFootprint = keep(sent.carbonFootprint, current.sustainabilityInfo.carbonFootprint);
    // A score sent wins; a cleared score or new inputs to the formula recompute it; otherwise it stays.
    const recompute =
      sent.score !== undefined ||
      input.nutritionInfo !== undefined ||
      sent.packaging !== undefined ||
      sent.carbonFootprint !== undefined;
    const row = await ctx.db
      .updateTable('pantry_items')
      .set({
        ...pantryValues({
          name: input.name ?? current.name,
          image_url: keep(input.image_url, current.image_url),
          quantity: input.quantity ?? current.quantity,
          category: input.category ?? current.category,
          expiryDate: keep(input.expiryDate, current.expiryDate),
          location: keep(input.location, current.location),
          notes: keep(input.notes, current.notes),
          nutritionInfo,
          sustainabilityInfo: {
            score: recompute
              ? pantryScoreOf(sent.score, nutritionInfo, { packaging, carbonFootprint })
              : current.sustainabilityInfo.score,
            packaging,
            carbonFootprint,
          },
        }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', input.id)
      .where('user_id', '=', ctx.user.id)
      .returning(pantryColumns)
      .executeTakeFirst();
    return row ? toPantryItem(row) : notFound(p.notFound);
  }),

  delete: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    if (!(await deleteOwned(ctx.db, 'pantry_items', ctx.user.id, input.id))) notFound(p.notFound);
    return { id: input.id, message: p.deleted };
  }),
} satisfies TRPCRouterRecord;

import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { AiUnavailableError, sampleMaintenanceTips, services, type EquipmentLike } from '@sous/ai';
import {
  aiMessages,
  appendMaintenanceNotes,
  EQUIPMENT_BUDGET,
  EQUIPMENT_PREFERENCES,
  utcDay,
  ZAddToShoppingListRequest,
  ZCreateEquipmentRequest,
  ZId,
  ZMaintenanceTipsRequest,
  ZRecipeMatchesRequest,
  ZRecordMaintenanceRequest,
  ZUpdateEquipmentRequest,
  type AiSource,
  type KitchenEquipment,
  type RecipeMatch,
} from '@sous/domain';
import type { Context } from '../context';
import {
  addToShoppingList,
  equipmentColumns,
  findEquipment,
  listEquipment,
  MAX_EQUIPMENT,
  toEquipment,
} from '../queries/equipment';
import { deleteOwned } from '../queries/owned';
import { notFound, protectedProcedure } from '../trpc';
import { runAi } from './ai';
import { equipmentMessages } from '@sous/domain';

const e = equipmentMessages;
type AiContext = Pick<Context, 'db' | 'ai'> & { user: { id: number } };

/** A field absent from a PATCH keeps the stored value; one sent (null included) replaces it. */
const keep = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

const aiFailed = (error: unknown, ...codes: TRPCError['code'][]) => error instanceof TRPCError && codes.includes(error.code);

function equipmentLike(piece: KitchenEquipment): EquipmentLike {
  return {
    id: piece.id,
    name: piece.name,
    category: piece.category,
    condition: piece.condition,
    purchaseDate: piece.purchaseDate,
    lastMaintenanceDate: piece.lastMaintenanceDate,
  };
}

export interface MaintenanceTipsAnswer {
  tips: string[];
  source: AiSource;
  /** Set when the AI failed and the offline sample tips for the category answer instead (spec part 2 §8). */
  warning?: string;
}

/**
 * The tips for one piece. The 15 s limit is the AI service's own; when the model fails, times out,
 * answers nothing or the AI meter is full, the category's sample tips answer with the spec's warning.
 */
async function maintenanceTipsFor(ctx: AiContext, equipment: EquipmentLike): Promise<MaintenanceTipsAnswer> {
  const sample = (warning: string): MaintenanceTipsAnswer => ({
    tips: sampleMaintenanceTips(equipment.category),
    source: 'offline',
    warning,
  });
  try {
    const answer = await runAi(ctx, services.maintenanceTips, { equipment }, aiMessages.tipsUnavailable);
    const tips = answer.tips.map((tip) => tip.trim()).filter(Boolean);
    return tips.length > 0 ? { tips, source: answer.source } : sample(aiMessages.noValidTips);
  } catch (error) {
    if (!aiFailed(error, 'SERVICE_UNAVAILABLE', 'TOO_MANY_REQUESTS')) throw error;
    const cause = (error as TRPCError).cause;
    const timedOut = cause instanceof AiUnavailableError && cause.reason.kind === 'timeout';
    return sample(timedOut ? aiMessages.tipsTimeout : aiMessages.tipsUnavailable);
  }
}

export interface RecommendationsAnswer {
  recommendations: { name: string; reason: string; priority: 'high' | 'medium' | 'low'; estimatedPrice: number; category: string }[];
  /** null when the model failed: the list is empty and `warning` says so. */
  source: AiSource | null;
  warning?: string;
}

/** Part 2 §7: the user's equipment with the fixed preferences (Italian, Healthy) and budget 500. */
async function recommendationsFor(ctx: AiContext): Promise<RecommendationsAnswer> {
  const equipment = (await listEquipment(ctx.db, ctx.user.id)).map(equipmentLike);
  try {
    const answer = await runAi(
      ctx,
      services.equipmentRecommendations,
      { equipment, preferences: [...EQUIPMENT_PREFERENCES], budget: EQUIPMENT_BUDGET },
      e.recommendationsUnavailable,
    );
    return { recommendations: answer.recommendations, source: answer.source };
  } catch (error) {
    if (!aiFailed(error, 'SERVICE_UNAVAILABLE')) throw error;
    return { recommendations: [], source: null, warning: e.recommendationsUnavailable };
  }
}

export interface RecipeMatchesAnswer {
  canMake: RecipeMatch[];
  needsEquipment: RecipeMatch[];
  /** null when the model failed: both lists are empty (part 2 §7) and `warning` says so. */
  source: AiSource | null;
  warning?: string;
}

export const equipmentRouter = {
  /** The user's equipment, oldest first. */
  list: protectedProcedure.query(({ ctx }) => listEquipment(ctx.db, ctx.user.id)),

  byId: protectedProcedure.input(ZId).query(async ({ ctx, input }) => {
    return (await findEquipment(ctx.db, ctx.user.id, input.id)) ?? notFound(e.notFound);
  }),

  /** Defaults (part 2 §5): category Appliances, condition good, purchase date today. */
  create: protectedProcedure.input(ZCreateEquipmentRequest).mutation(async ({ ctx, input }) => {
    const count = await ctx.db
      .selectFrom('kitchen_equipment')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', ctx.user.id)
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MAX_EQUIPMENT) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: e.tooMany });
    }
    const now = new Date().toISOString();
    const row = await ctx.db
      .insertInto('kitchen_equipment')
      .values({
        user_id: ctx.user.id,
        name: input.name,
        category: input.category,
        condition: input.condition,
        purchase_date: input.purchaseDate ?? utcDay(),
        last_maintenance_date: input.lastMaintenanceDate ?? null,
        maintenance_interval: input.maintenanceInterval ?? null,
        maintenance_notes: input.maintenanceNotes ?? null,
        purchase_price: input.purchasePrice ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning(equipmentColumns)
      .executeTakeFirstOrThrow();
    return toEquipment(row);
  }),

  /** Only the owner: anyone else's piece is a 404. A missing field keeps its value; null clears an optional one. */
  update: protectedProcedure.input(ZUpdateEquipmentRequest).mutation(async ({ ctx, input }) => {
    const current = (await findEquipment(ctx.db, ctx.user.id, input.id)) ?? notFound(e.notFound);
    const row = await ctx.db
      .updateTable('kitchen_equipment')
      .set({
        name: input.name ?? current.name,
        category: input.category ?? current.category,
        condition: input.condition ?? current.condition,
        // The purchase date always has a value: '' or null keeps the stored one.
        purchase_date: input.purchaseDate ?? current.purchaseDate,
        last_maintenance_date: keep(input.lastMaintenanceDate, current.lastMaintenanceDate),
        maintenance_interval: keep(input.maintenanceInterval, current.maintenanceInterval),
        maintenance_notes: keep(input.maintenanceNotes, current.maintenanceNotes),
        purchase_price: keep(input.purchasePrice, current.purchasePrice),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', input.id)
      .where('user_id', '=', ctx.user.id)
      .returning(equipmentColumns)
      .executeTakeFirst();
    return row ? toEquipment(row) : notFound(e.notFound);
  }),

  delete: protectedProcedure.input(ZId).mutation(async ({ ctx, input }) => {
    if (!(await deleteOwned(ctx.db, 'kitchen_equipment', ctx.user.id, input.id))) notFound(e.notFound);
    return { id: input.id, message: e.deleted };
  }),

  /** Sets the last maintenance date (today when none is sent) and appends the notes as a dated line. */
  recordMaintenance: protectedProcedure.input(ZRecordMaintenanceRequest).mutation(async ({ ctx, input }) => {
    const current = (await findEquipment(ctx.db, ctx.user.id, input.id)) ?? notFound(e.notFound);
    const date = input.date ?? utcDay();
    const row = await ctx.db
      .updateTable('kitchen_equipment')
      .set({
        last_maintenance_date: date,
        maintenance_notes: appendMaintenanceNotes(current.maintenanceNotes, date, input.notes),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', input.id)
      .where('user_id', '=', ctx.user.id)
      .returning(equipmentColumns)
      .executeTakeFirst();
    return row ? toEquipment(row) : notFound(e.notFound);
  }),

  // The tips design: tRPC answers { tips, source, warning? } so the dialog shows the badge and the
  // spec's warning; the REST path answers the spec's plain string[] (maintenanceTipList).
  maintenanceTips: protectedProcedure
    .input(ZMaintenanceTipsRequest)
    .mutation(({ ctx, input }) => maintenanceTipsFor(ctx, input.equipment)),

  maintenanceTipList: protectedProcedure
    .input(ZMaintenanceTipsRequest)
    .mutation(async ({ ctx, input }) => (await maintenanceTipsFor(ctx, input.equipment)).tips),

  /** { recommendations, source, warning? }; the REST path answers the plain list (recommendationList). */
  recommendations: protectedProcedure.mutation(({ ctx }) => recommendationsFor(ctx)),

  recommendationList: protectedProcedure.mutation(async ({ ctx }) => (await recommendationsFor(ctx)).recommendations),

  /** Recipes the user's stored equipment covers, and those missing one or two pieces; empty lists when the model fails. */
  recipeMatches: protectedProcedure
    .input(ZRecipeMatchesRequest)
    .mutation(async ({ ctx, input }): Promise<RecipeMatchesAnswer> => {
      const equipment = (await listEquipment(ctx.db, ctx.user.id)).map(equipmentLike);
      const preferences = input.userPreferences ?? [...EQUIPMENT_PREFERENCES];
      try {
        const answer = await runAi(ctx, services.recipeMatches, { equipment, preferences }, e.recommendationsUnavailable);
        return { canMake: answer.canMake, needsEquipment: answer.needsEquipment, source: answer.source };
      } catch (error) {
        if (!aiFailed(error, 'SERVICE_UNAVAILABLE')) throw error;
        return { canMake: [], needsEquipment: [], source: null, warning: e.recommendationsUnavailable };
      }
    }),

  /** Into the 'Shopping' grocery list as Kitchen Equipment, quantity 1, priority medium; a duplicate name is a 409. */
  addToShoppingList: protectedProcedure
    .input(ZAddToShoppingListRequest)
    .mutation(({ ctx, input }) => addToShoppingList(ctx.db, ctx.user.id, input)),
} satisfies TRPCRouterRecord;

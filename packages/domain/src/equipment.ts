import { z } from 'zod';
import { equipmentCategories, equipmentConditions } from './ai';
import { KITCHEN_EQUIPMENT_CATEGORY, ZId, type GroceryItem } from './grocery';
import { messages } from './messages';
import { utcDay } from './nutrition';
import { addDays, daysUntilExpiry, expiryDayOf } from './pantry';
import { equipmentMessages } from './areaMessages';
import { pantryMessages, nutritionMessages } from './areaMessages';

const e = equipmentMessages;

export type EquipmentCategory = (typeof equipmentCategories)[number];
export type EquipmentCondition = (typeof equipmentConditions)[number];

/** Spec part 2 §5 and §9: a new piece is an appliance in good condition bought today. */
export const DEFAULT_EQUIPMENT_CATEGORY: EquipmentCategory = 'Appliances';
export const DEFAULT_EQUIPMENT_CONDITION: EquipmentCondition = 'good';
/** Spec part 2 §7: recommendations are asked for with a fixed preference list and budget. */
export const EQUIPMENT_PREFERENCES = ['Italian', 'Healthy'] as const;
export const EQUIPMENT_BUDGET = 500;
/** Spec part 2 §9: where "Add to Shopping List" puts an item, and how. */
export const SHOPPING_LIST_TITLE = 'Shopping';
export const SHOPPING_ITEM_QUANTITY = '1';
export const SHOPPING_ITEM_PRIORITY = 'medium';
/** Spec part 2 §9: the maintenance tips wait at most 15 seconds (the AI service enforces it). */
export const MAINTENANCE_TIPS_TIMEOUT_MS = 15_000;
/** Appended maintenance notes keep their newest text up to this length. */
export const MAX_MAINTENANCE_NOTES = 10_000;

const dateInvalid = nutritionMessages.dateInvalid;

/** One of the choices, matched without regard to case or spaces ('Needs maintenance'); '' or null is a missing required field. */
function requiredChoice<const T extends readonly string[]>(choices: T, invalid: string) {
  return z
    .string({ error: e.requiredFields })
    .trim()
    .min(1, e.requiredFields)
    .max(100, invalid)
    .transform((value, ctx): T[number] => {
      const key = value.toLowerCase().replace(/\s+/g, '-');
      const found = choices.find((choice) => choice.toLowerCase() === key);
      if (found !== undefined) return found;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}

const name = z.string({ error: e.requiredFields }).trim().min(1, e.requiredFields).max(200, pantryMessages.nameMax);
const category = requiredChoice(equipmentCategories, e.categoryInvalid);
const condition = requiredChoice(equipmentConditions, e.conditionInvalid);

/** 'YYYY-MM-DD' or an ISO date-time (its date part); absent stays absent, '' and null mean none. */
const optionalDay = z
  .union([z.string().max(40, dateInvalid), z.null()], { error: dateInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const day = expiryDayOf(value);
    if (day === null) ctx.addIssue({ code: 'custom', message: dateInvalid });
    return day;
  });

/** A number typed into a form or sent as JSON; '' and null mean none. */
function optionalNumber(message: string, min: number, max: number, integer: boolean) {
  return z
    .union([z.number(), z.string().trim().max(20), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const number = Number(value);
      if (!Number.isFinite(number) || number < min || number > max || (integer && !Number.isInteger(number))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return integer ? number : Math.round(number * 100) / 100;
    });
}

const maintenanceInterval = optionalNumber(e.intervalInvalid, 1, 3650, true);
const purchasePrice = optionalNumber(e.priceInvalid, 0, 1_000_000, false);
const maintenanceNotes = z
  .string()
  .max(MAX_MAINTENANCE_NOTES, e.notesMax)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value?.trim() || null));

// userId in a body is ignored: the owner is always the signed-in user.
export const ZCreateEquipmentRequest = z.object({
  name,
  category: category.default(DEFAULT_EQUIPMENT_CATEGORY),
  condition: condition.default(DEFAULT_EQUIPMENT_CONDITION),
  /** Absent, '' or null: today (the server's UTC day). */
  purchaseDate: optionalDay,
  lastMaintenanceDate: optionalDay,
  maintenanceInterval,
  maintenanceNotes,
  purchasePrice,
});
export type CreateEquipmentRequest = z.input<typeof ZCreateEquipmentRequest>;

/** PATCH: a missing field keeps its value; null clears an optional one; the purchase date is never cleared. */
export const ZUpdateEquipmentRequest = z.object({
  id: ZId.shape.id,
  name: name.optional(),
  category: category.optional(),
  condition: condition.optional(),
  purchaseDate: optionalDay,
  lastMaintenanceDate: optionalDay,
  maintenanceInterval,
  maintenanceNotes,
  purchasePrice,
});
export type UpdateEquipmentRequest = z.input<typeof ZUpdateEquipmentRequest>;

/** POST …/:id/maintenance: the date (today when absent) becomes the last maintenance; notes are appended. */
export const ZRecordMaintenanceRequest = z.object({
  id: ZId.shape.id,
  date: optionalDay,
  notes: z.string({ error: pantryMessages.notesMax }).trim().max(2000, pantryMessages.notesMax).nullish(),
});
export type RecordMaintenanceRequest = z.input<typeof ZRecordMaintenanceRequest>;

/** The piece the tips are for, as the card sends it; free text category and condition are passed to the AI as written. */
export const ZMaintenanceTipsRequest = z.object({
  equipment: z.object(
    {
      name,
      category: z.string().trim().max(100, e.categoryInvalid).default(DEFAULT_EQUIPMENT_CATEGORY),
      condition: z.string().trim().max(100, e.conditionInvalid).default(DEFAULT_EQUIPMENT_CONDITION),
      purchaseDate: optionalDay,
      lastMaintenanceDate: optionalDay,
    },
    { error: e.requiredFields },
  ),
});
export type MaintenanceTipsRequest = z.input<typeof ZMaintenanceTipsRequest>;

const preferenceList = z
  .union([
    z.array(z.string().max(100)).max(30),
    z.string().max(3000).transform((value) => value.split(',')),
  ])
  .transform((values) => values.map((value) => value.trim()).filter(Boolean));

/** The spec's client also sends its equipment list: it is accepted and ignored, the stored equipment is used. */
export const ZRecipeMatchesRequest = z
  .object({
    equipment: z.unknown().optional(),
    userPreferences: preferenceList.optional(),
  })
  .prefault({});
export type RecipeMatchesRequest = z.input<typeof ZRecipeMatchesRequest>;

/** "Add to Shopping List" from a recommendation: its name, price and reason. */
export const ZAddToShoppingListRequest = z.object({
  name: z
    .string({ error: messages.grocery.itemNameRequired })
    .trim()
    .min(1, messages.grocery.itemNameRequired)
    .max(200, pantryMessages.nameMax),
  estimatedPrice: optionalNumber(e.priceInvalid, 0, 1_000_000, false),
  description: z.string().trim().max(2000).nullish(),
});
export type AddToShoppingListRequest = z.input<typeof ZAddToShoppingListRequest>;

export interface KitchenEquipment {
  id: number;
  userId: number;
  name: string;
  category: EquipmentCategory;
  condition: EquipmentCondition;
  /** YYYY-MM-DD */
  purchaseDate: string;
  lastMaintenanceDate: string | null;
  /** Days between maintenances. */
  maintenanceInterval: number | null;
  maintenanceNotes: string | null;
  purchasePrice: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A stored value read back as one of the choices; an unknown one becomes the default. */
export function equipmentCategoryOf(value: string): EquipmentCategory {
  return equipmentCategories.find((choice) => choice === value) ?? DEFAULT_EQUIPMENT_CATEGORY;
}
export function equipmentConditionOf(value: string): EquipmentCondition {
  return equipmentConditions.find((choice) => choice === value) ?? DEFAULT_EQUIPMENT_CONDITION;
}

/** The spec's duplicate text with the item's name. */
export function alreadyInShoppingList(itemName: string): string {
  return e.alreadyInShoppingList.replace('{item}', itemName);
}

/** Case-insensitive, ignoring surrounding spaces. */
export function isInShoppingList(items: readonly Pick<GroceryItem, 'name'>[], itemName: string): boolean {
  const key = itemName.trim().toLowerCase();
  return items.some((item) => item.name.trim().toLowerCase() === key);
}

/** The grocery item "Add to Shopping List" makes (part 2 §9: Kitchen Equipment, quantity 1, priority medium). */
export function shoppingListItem(
  request: { name: string; estimatedPrice?: number | null; description?: string | null },
  id: string,
): GroceryItem {
  return {
    id,
    name: request.name.trim(),
    completed: false,
    quantity: SHOPPING_ITEM_QUANTITY,
    category: KITCHEN_EQUIPMENT_CATEGORY,
    priority: SHOPPING_ITEM_PRIORITY,
    ...(request.estimatedPrice != null && { estimatedPrice: request.estimatedPrice }),
    ...(request.description && { description: request.description }),
  };
}

/** Adds one dated line to the notes, keeping the newest text when they grow too long. */
export function appendMaintenanceNotes(existing: string | null, date: string, notes: string | null | undefined): string | null {
  const entry = notes?.trim() ? `${date}: ${notes.trim()}` : null;
  if (!entry) return existing;
  const combined = existing?.trim() ? `${existing.trim()}\n${entry}` : entry;
  return combined.length > MAX_MAINTENANCE_NOTES ? combined.slice(combined.length - MAX_MAINTENANCE_NOTES) : combined;
}

type Scheduled = Pick<KitchenEquipment, 'purchaseDate' | 'lastMaintenanceDate' | 'maintenanceInterval'>;

/** The maintenance schedule item: the last maintenance (or the purchase) plus the interval; null without an interval. */
export function nextMaintenanceDate(equipment: Scheduled): string | null {
  if (!equipment.maintenanceInterval) return null;
  return addDays(equipment.lastMaintenanceDate ?? equipment.purchaseDate, equipment.maintenanceInterval);
}

/** Due today or overdue. */
export function isMaintenanceDue(equipment: Scheduled, today: string = utcDay()): boolean {
  const days = daysUntilExpiry(nextMaintenanceDate(equipment), today);
  return days !== null && days <= 0;
}

/** The condition badge's colour, from best (green) to worst (red). */
export const conditionTones: Record<EquipmentCondition, 'green' | 'blue' | 'yellow' | 'orange' | 'red'> = {
  excellent: 'green',
  good: 'blue',
  fair: 'yellow',
  'needs-maintenance': 'orange',
  replace: 'red',
};

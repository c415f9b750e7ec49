import { z } from 'zod';
import { messages } from './messages';

const m = messages.grocery;

export const priorities = ['high', 'medium', 'low'] as const;
export type Priority = (typeof priorities)[number];
export const KITCHEN_EQUIPMENT_CATEGORY = 'Kitchen Equipment';

/** Quantity is text ('1', '2 kg'); numbers are accepted and kept as text. */
const quantity = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().max(50))
  .transform((value) => value || '1');

export const ZGroceryItem = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1, m.itemNameRequired).max(500),
  completed: z.boolean().default(false),
  quantity: quantity.default('1'),
  category: z.string().trim().max(100).nullish(),
  priority: z.enum(priorities).nullish(),
  estimatedPrice: z.union([z.number(), z.string().max(50)]).nullish(),
  description: z.string().max(2000).nullish(),
});
export type GroceryItem = z.infer<typeof ZGroceryItem>;

const items = z.array(ZGroceryItem).max(1000).default([]);

export const ZCreateGroceryListRequest = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(200),
  items,
  completed: z.boolean().default(false),
});
export type CreateGroceryListRequest = z.input<typeof ZCreateGroceryListRequest>;

/** Ids are 32-bit on PostgreSQL (serial): a larger one cannot exist, and asking the database for it would fail. */
export const MAX_ID = 2_147_483_647;

/** PATCH sends the whole list; an empty title falls back to 'Shopping List'. */
export const ZUpdateGroceryListRequest = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  title: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || m.defaultTitle),
  items,
  completed: z.boolean().optional(),
});
export type UpdateGroceryListRequest = z.input<typeof ZUpdateGroceryListRequest>;

export const ZId = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export interface GroceryList {
  id: number;
  title: string;
  items: GroceryItem[];
  completed: boolean;
  createdAt: string;
}

export function hasKitchenEquipment(list: Pick<GroceryList, 'items'>): boolean {
  return list.items.some((item) => item.category === KITCHEN_EQUIPMENT_CATEGORY);
}

/** Lists holding a Kitchen Equipment item come first, then the newest. */
export function sortGroceryLists<T extends Pick<GroceryList, 'items' | 'createdAt' | 'id'>>(lists: T[]): T[] {
  return [...lists].sort((a, b) => {
    const equipment = Number(hasKitchenEquipment(b)) - Number(hasKitchenEquipment(a));
    if (equipment !== 0) return equipment;
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
    return b.id - a.id;
  });
}

/** The item the card's "Add item..." field creates: trimmed name, quantity at least 1. */
export function newGroceryItem(name: string, quantityValue: number | string, id: string): GroceryItem | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const numeric = Math.floor(Number(quantityValue));
  return { id, name: trimmed, completed: false, quantity: String(Number.isFinite(numeric) && numeric >= 1 ? numeric : 1) };
}

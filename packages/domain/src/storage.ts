import { z } from 'zod';
import { MAX_ID, ZId } from './grocery';
import { ZCalendarDate } from './nutrition';
import { storageMessages } from './areaMessages';
import { pantryMessages } from './areaMessages';

const s = storageMessages;
const p = pantryMessages;

/** Spec part 2 §3 and §9: the kinds of place, pantry by default. */
export const storageLocationTypes = ['pantry', 'refrigerator', 'freezer', 'cabinet', 'counter'] as const;
export type StorageLocationType = (typeof storageLocationTypes)[number];
export const DEFAULT_STORAGE_LOCATION_TYPE: StorageLocationType = 'pantry';

/** Spec part 2 §9: a prediction under 7 days is shown as a risk (red). */
export const SPOILAGE_RISK_DAYS = 7;

/** Bounds that keep one number sane; a kitchen shelf holds far fewer. */
export const MAX_STORAGE_COUNT = 100_000;

const name = z.string({ error: p.nameRequired }).trim().min(1, p.nameRequired).max(200, p.nameMax);
const type = z.enum(storageLocationTypes, { error: s.typeInvalid });

/**
 * Capacity and quantity parse as integers (spec part 2 §5): '12', 12 and 12.7 are 12, '' is the
 * default 0; text that is no number, or a negative one, is refused with the field's message.
 */
function wholeCount(message: string) {
  return z
    .union([z.number(), z.string().max(20), z.null()], { error: message })
    .transform((value) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return 0;
      return typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value.trim(), 10);
    })
    .pipe(z.number({ error: message }).int(message).min(0, message).max(MAX_STORAGE_COUNT, message));
}

const capacity = wholeCount(s.capacityInvalid);
const quantity = wholeCount(s.quantityInvalid);

/** The location select's value: a positive id as number or text; '' (nothing chosen) is refused. */
const locationId = z
  .union([z.number(), z.string().max(20)], { error: s.locationRequired })
  .transform((value) => (typeof value === 'string' && value.trim() === '' ? 0 : Number(value)))
  .pipe(
    z
      .number({ error: s.locationRequired })
      .int(s.locationRequired)
      .positive(s.locationRequired)
      .max(MAX_ID, s.locationRequired),
  );

// userId in a body is ignored: the owner is always the signed-in user.
export const ZCreateStorageLocationRequest = z.object({
  name,
  type: type.default(DEFAULT_STORAGE_LOCATION_TYPE),
  capacity: capacity.default(0),
});
export type CreateStorageLocationRequest = z.input<typeof ZCreateStorageLocationRequest>;

/** PATCH: a missing field keeps its value. */
export const ZUpdateStorageLocationRequest = z.object({
  id: ZId.shape.id,
  name: name.optional(),
  type: type.optional(),
  capacity: capacity.optional(),
});
export type UpdateStorageLocationRequest = z.input<typeof ZUpdateStorageLocationRequest>;

export const ZCreateStorageItemRequest = z.object({
  name,
  locationId,
  quantity: quantity.default(0),
  /** YYYY-MM-DD; the server's today when absent. */
  addedAt: ZCalendarDate.optional(),
});
export type CreateStorageItemRequest = z.input<typeof ZCreateStorageItemRequest>;

export const ZUpdateStorageItemRequest = z.object({
  id: ZId.shape.id,
  name: name.optional(),
  locationId: locationId.optional(),
  quantity: quantity.optional(),
  addedAt: ZCalendarDate.optional(),
});
export type UpdateStorageItemRequest = z.input<typeof ZUpdateStorageItemRequest>;

export interface StorageLocation {
  id: number;
  name: string;
  type: StorageLocationType;
  capacity: number;
  /** How many items are stored there. */
  currentItems: number;
  createdAt: string;
  updatedAt: string;
}

export interface StorageItem {
  id: number;
  name: string;
  locationId: number;
  quantity: number;
  /** YYYY-MM-DD */
  addedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** A stored type, or pantry for anything else (the column is free text in the database). */
export function storageLocationTypeOf(value: string | null | undefined): StorageLocationType {
  return storageLocationTypes.find((known) => known === value) ?? DEFAULT_STORAGE_LOCATION_TYPE;
}

export interface StorageFill {
  /** 0–100 for the bar; null when the capacity is 0 (not set). */
  percent: number | null;
  /** More items than the capacity. */
  over: boolean;
}

/** How full a location is: its item count against its capacity. */
export function storageFill(location: Pick<StorageLocation, 'capacity' | 'currentItems'>): StorageFill {
  if (location.capacity <= 0) return { percent: null, over: false };
  const ratio = location.currentItems / location.capacity;
  return { percent: Math.min(100, Math.round(ratio * 100)), over: ratio > 1 };
}

export function isSpoilageRisk(daysUntilSpoilage: number): boolean {
  return daysUntilSpoilage < SPOILAGE_RISK_DAYS;
}

/** Soonest to spoil first; ties keep their order. */
export function soonestToSpoil<T extends { daysUntilSpoilage: number }>(predictions: readonly T[]): T[] {
  return [...predictions].sort((a, b) => a.daysUntilSpoilage - b.daysUntilSpoilage);
}

type Prediction = { itemId: number; daysUntilSpoilage: number; recommendation: string };
type Move = { itemId: number; newLocationId: number; reason: string };

/** A model's predictions kept to the user's own items, one each (the first), whatever it invented. */
export function predictionsForItems<T extends Prediction>(
  predictions: readonly T[],
  items: readonly Pick<StorageItem, 'id'>[],
): T[] {
  const known = new Set(items.map((item) => item.id));
  const seen = new Set<number>();
  return predictions.filter((prediction) => {
    if (!known.has(prediction.itemId) || seen.has(prediction.itemId)) return false;
    seen.add(prediction.itemId);
    return true;
  });
}

/** A model's moves kept to real moves: the user's item, to another of the user's locations, once per item. */
export function movesForLayout<T extends Move>(
  moves: readonly T[],
  items: readonly Pick<StorageItem, 'id' | 'locationId'>[],
  locations: readonly Pick<StorageLocation, 'id'>[],
): T[] {
  const itemLocation = new Map(items.map((item) => [item.id, item.locationId]));
  const locationIds = new Set(locations.map((location) => location.id));
  const seen = new Set<number>();
  return moves.filter((move) => {
    const current = itemLocation.get(move.itemId);
    if (current === undefined || current === move.newLocationId || !locationIds.has(move.newLocationId)) return false;
    if (seen.has(move.itemId)) return false;
    seen.add(move.itemId);
    return true;
  });
}

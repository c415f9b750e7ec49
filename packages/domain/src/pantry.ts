import { z } from 'zod';
import { carbonFootprints, packagingKinds } from './ai';
import { ZId } from './grocery';
import { isCalendarDate, utcDay, type NutritionAmounts } from './nutrition';
import { ZNutritionFields, ZOptionalImageUrl, ZOptionalScore } from './recipes';
import type { CarbonFootprint, Packaging } from './sustainability';
import { pantryMessages } from './areaMessages';

const p = pantryMessages;

/** Spec part 1 §9 and part 2 §9: expiring soon means 7 days or fewer; the timeline covers 30 days. */
export const EXPIRING_SOON_DAYS = 7;
export const EXPIRY_TIMELINE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The calendar day of 'YYYY-MM-DD' or of a full ISO date-time (its date part, as written), or null. */
export function expiryDayOf(value: string): string | null {
  const match = ISO_DATE_TIME.exec(value.trim());
  const day = match?.[1];
  if (!day || !isCalendarDate(day)) return null;
  if (match[2] && Number.isNaN(Date.parse(value))) return null;
  return day;
}

/** A form's text field that must hold something. */
function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}

/** Free text that '' or null clears; absent stays absent so an update keeps it. */
function optionalText(max: number, maxMessage: string) {
  return z
    .string()
    .trim()
    .max(max, maxMessage)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** One of the choices, or '' from the form's 'Select...' option, which like null means none. */
function optionalChoice<const T extends readonly [string, ...string[]]>(choices: T, message: string) {
  return z
    .union([z.literal(''), z.enum(choices)], { error: message })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

const name = requiredText(p.nameRequired, 200, p.nameMax);
const category = requiredText(p.categoryRequired, 100, p.categoryMax);

/** Quantity is text ('2 kg'); numbers are accepted and kept as text. */
const quantity = z
  .union([z.string(), z.number()], { error: p.quantityRequired })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, p.quantityRequired).max(50, p.quantityMax));

/** 'YYYY-MM-DD' or an ISO string (the edit form sends one); '' and null clear it. */
const expiryDate = z
  .union([z.string().max(40, p.expiryInvalid), z.null()], { error: p.expiryInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const day = expiryDayOf(value);
    if (day === null) ctx.addIssue({ code: 'custom', message: p.expiryInvalid });
    return day;
  });

export const ZSustainabilityFields = z.object({
  /** Absent or null: the server computes it with pantrySustainabilityScore (part 1 §9). */
  score: ZOptionalScore,
  packaging: optionalChoice(packagingKinds, p.packagingInvalid),
  carbonFootprint: optionalChoice(carbonFootprints, p.carbonFootprintInvalid),
});

// userId in a body is ignored: the owner is always the signed-in user.
export const ZCreatePantryItemRequest = z.object({
  name,
  quantity,
  category,
  // 'Today' is the UTC date: the server's, and the same day wherever the form runs.
  expiryDate: expiryDate.refine((day) => day == null || day >= utcDay(), p.expiryPast),
  image_url: ZOptionalImageUrl,
  location: optionalText(200, p.locationMax),
  notes: optionalText(2000, p.notesMax),
  nutritionInfo: ZNutritionFields.prefault({}),
  sustainabilityInfo: ZSustainabilityFields.prefault({}),
});
export type CreatePantryItemRequest = z.input<typeof ZCreatePantryItemRequest>;
export type PantryItemFields = z.infer<typeof ZCreatePantryItemRequest>;

/** PATCH: a missing field keeps its value, null clears it; an item already past its date stays editable. */
export const ZUpdatePantryItemRequest = z.object({
  id: ZId.shape.id,
  name: name.optional(),
  quantity: quantity.optional(),
  category: category.optional(),
  expiryDate,
  image_url: ZOptionalImageUrl,
  location: optionalText(200, p.locationMax),
  notes: optionalText(2000, p.notesMax),
  nutritionInfo: ZNutritionFields.optional(),
  sustainabilityInfo: ZSustainabilityFields.optional(),
});
export type UpdatePantryItemRequest = z.input<typeof ZUpdatePantryItemRequest>;

export interface SustainabilityInfo {
  score: number;
  packaging: Packaging | null;
  carbonFootprint: CarbonFootprint | null;
}

export interface PantryItem {
  id: number;
  userId: number;
  name: string;
  image_url: string | null;
  quantity: string;
  category: string;
  /** YYYY-MM-DD */
  expiryDate: string | null;
  location: string | null;
  notes: string | null;
  nutritionInfo: NutritionAmounts;
  sustainabilityInfo: SustainabilityInfo;
  createdAt: string;
  updatedAt: string;
}

type WithExpiry = Pick<PantryItem, 'expiryDate'>;

function dayNumber(day: string): number {
  return Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`) / DAY_MS;
}

/** Whole days from today (YYYY-MM-DD) to the expiry date: 0 today, negative once past, null without one. */
export function daysUntilExpiry(expiryDate: string | null | undefined, today: string): number | null {
  if (!expiryDate) return null;
  const days = dayNumber(expiryDate) - dayNumber(today);
  return Number.isFinite(days) ? Math.round(days) : null;
}

export function isExpired(item: WithExpiry, today: string): boolean {
  const days = daysUntilExpiry(item.expiryDate, today);
  return days !== null && days < 0;
}

/** 7 days or fewer left, counting items already past their date. */
export function isExpiringSoon(item: WithExpiry, today: string): boolean {
  const days = daysUntilExpiry(item.expiryDate, today);
  return days !== null && days <= EXPIRING_SOON_DAYS;
}

/** By expiry date in either direction; items without one always come last. Ties keep their order. */
export function sortByExpiry<T extends WithExpiry>(items: readonly T[], direction: 'asc' | 'desc' = 'asc'): T[] {
  return [...items].sort((a, b) => {
    if (!a.expiryDate || !b.expiryDate) return Number(!a.expiryDate) - Number(!b.expiryDate);
    const order = dayNumber(a.expiryDate) - dayNumber(b.expiryDate);
    return direction === 'asc' ? order : -order;
  });
}

/** The Expiring Soon card: items within 7 days (or past), soonest first. */
export function expiringSoon<T extends WithExpiry>(items: readonly T[], today: string): T[] {
  return sortByExpiry(
    items.filter((item) => isExpiringSoon(item, today)),
    'asc',
  );
}

/** The pantry search: a case-insensitive substring of the name. */
export function matchesPantrySearch(item: Pick<PantryItem, 'name'>, query: string): boolean {
  return item.name.toLowerCase().includes(query.trim().toLowerCase());
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date((dayNumber(day) + days) * DAY_MS));
}

export interface PantryAnalytics {
  totalItems: number;
  averageSustainabilityScore: number;
  /** Items within 7 days of their date, past ones included (the Expiring Soon rule). */
  expiringWithinWeek: number;
  totalCalories: number;
  /** Most items first. */
  categoryDistribution: { category: string; count: number }[];
  /** One entry a day from today for 30 days, zero-filled. */
  expiryTimeline: { date: string; count: number }[];
}

type AnalysedItem = Pick<PantryItem, 'category' | 'expiryDate'> & {
  nutritionInfo: Pick<NutritionAmounts, 'calories'>;
  sustainabilityInfo: Pick<SustainabilityInfo, 'score'>;
};

/** The Pantry Analytics panel (spec part 1 §2, part 2 §9). */
export function pantryAnalytics(items: readonly AnalysedItem[], today: string): PantryAnalytics {
  const scoreTotal = items.reduce((sum, item) => sum + item.sustainabilityInfo.score, 0);
  const categories = new Map<string, number>();
  for (const item of items) categories.set(item.category, (categories.get(item.category) ?? 0) + 1);
  const timeline = Array.from({ length: EXPIRY_TIMELINE_DAYS }, (_, offset) => ({
    date: addDays(today, offset),
    count: 0,
  }));
  for (const item of items) {
    const days = daysUntilExpiry(item.expiryDate, today);
    const entry = days === null ? undefined : timeline[days];
    if (entry) entry.count += 1;
  }
  return {
    totalItems: items.length,
    averageSustainabilityScore: items.length === 0 ? 0 : Math.round(scoreTotal / items.length),
    expiringWithinWeek: items.filter((item) => isExpiringSoon(item, today)).length,
    totalCalories: items.reduce((sum, item) => sum + item.nutritionInfo.calories, 0),
    categoryDistribution: [...categories]
      .map(([name, count]) => ({ category: name, count }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    expiryTimeline: timeline,
  };
}

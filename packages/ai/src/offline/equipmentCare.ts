import { z } from 'zod';
import careData from '../../../../data/equipment-care.json' with { type: 'json' };
import { containsWords, foldText, words } from './emotions';

/** Kitchen equipment care, prices and essentials from data/equipment-care.json. */

const ZPrice = z.tuple([z.number().min(0), z.number().min(0), z.number().min(0)]);
const ZTips = z.array(z.string().min(1).max(500)).min(1).max(8);
const ZCareData = z.object({
  categories: z.record(z.string(), z.object({ intervalDays: z.number().int().min(1), price: ZPrice, tips: ZTips })),
  items: z.array(
    z.object({
      key: z.string(),
      name: z.string().min(1).max(200),
      category: z.string(),
      keywords: z.array(z.string()).min(1),
      intervalDays: z.number().int().min(1),
      price: ZPrice,
      service: z.object({ name: z.string().min(1).max(200), price: z.number().min(0) }).optional(),
      tips: ZTips,
    }),
  ),
  conditions: z.record(z.string(), z.array(z.string().min(1).max(500))),
  essentials: z.array(
    z.object({
      key: z.string(),
      priority: z.enum(['high', 'medium', 'low']),
      satisfiedBy: z.array(z.string()).optional(),
      why: z.string().min(1),
    }),
  ),
  preferences: z.array(
    z.object({
      match: z.array(z.string()).min(1),
      label: z.string().min(1),
      items: z.array(z.object({ key: z.string(), why: z.string().min(1) })),
    }),
  ),
});
type CareData = z.infer<typeof ZCareData>;
export type CareItem = CareData['items'][number];
export type CategoryCare = CareData['categories'][string] & { name: string };
export type Essential = CareData['essentials'][number] & { item: CareItem; satisfiedBy: string[] };
export type PreferenceGroup = { label: string; items: { item: CareItem; why: string }[] };
export type Priority = Essential['priority'];

interface CareIndex {
  data: CareData;
  byKey: Map<string, CareItem>;
  keywords: { item: CareItem; words: string[]; length: number }[];
  categories: Map<string, CategoryCare>;
}

let index: CareIndex | undefined;

function careIndex(): CareIndex {
  if (index) return index;
  const data = ZCareData.parse(careData);
  const byKey = new Map(data.items.map((item) => [item.key, item]));
  // Every key the essentials and preferences name must exist, so a typo fails loudly at first use.
  for (const key of [
    ...data.essentials.flatMap((entry) => [entry.key, ...(entry.satisfiedBy ?? [])]),
    ...data.preferences.flatMap((group) => group.items.map((entry) => entry.key)),
  ]) {
    if (!byKey.has(key)) throw new Error(`equipment-care.json names an unknown item: ${key}`);
  }
  index = {
    data,
    byKey,
    keywords: data.items.flatMap((item) =>
      item.keywords.map((keyword) => ({ item, words: words(keyword), length: keyword.length })),
    ),
    categories: new Map(Object.entries(data.categories).map(([name, care]) => [foldText(name), { ...care, name }])),
  };
  return index;
}

/**
 * The care item a piece of equipment is, from its name: items of the equipment's own category
 * first, then the one whose matched keywords are longest ("enamelled cast iron" beats "cast iron").
 */
export function careItemFor(name: string, category?: string | null): CareItem | undefined {
  const { keywords } = careIndex();
  const nameWords = words(name);
  const scores = new Map<CareItem, number>();
  for (const keyword of keywords) {
    if (containsWords(nameWords, keyword.words))
      scores.set(keyword.item, (scores.get(keyword.item) ?? 0) + keyword.length);
  }
  const wanted = category ? foldText(category) : '';
  const ranked = [...scores.entries()].sort(
    (a, b) => Number(foldText(b[0].category) === wanted) - Number(foldText(a[0].category) === wanted) || b[1] - a[1],
  );
  return ranked[0]?.[0];
}

export function careItem(key: string): CareItem | undefined {
  return careIndex().byKey.get(key);
}

/** A category's care (Appliances, Cookware, ...), case-insensitive; undefined for other names. */
export function categoryCare(category: string | null | undefined): CategoryCare | undefined {
  return category ? careIndex().categories.get(foldText(category.trim())) : undefined;
}

/** Care that fits any equipment, for names and categories without built-in notes. */
export function generalCare(): CategoryCare {
  return careIndex().categories.get('general')!;
}

export function conditionTips(condition: string): string[] {
  return careIndex().data.conditions[foldText(condition.trim())] ?? [];
}

export function essentials(): Essential[] {
  const { data, byKey } = careIndex();
  return data.essentials.map((entry) => ({
    ...entry,
    item: byKey.get(entry.key)!,
    satisfiedBy: entry.satisfiedBy ?? [entry.key],
  }));
}

/** The preference groups a user's preferences ("Italian", "Healthy") name, in data order. */
export function preferenceGroups(preferences: string[]): PreferenceGroup[] {
  const { data, byKey } = careIndex();
  const wanted = preferences.map((preference) => words(preference));
  return data.preferences
    .filter((group) =>
      group.match.some((match) => wanted.some((preference) => containsWords(preference, words(match)))),
    )
    .map((group) => ({
      label: group.label,
      items: group.items.map((entry) => ({ item: byKey.get(entry.key)!, why: entry.why })),
    }));
}

import { ZEquipmentRecommendations, ZMaintenanceTips } from '@sous/domain';
import type { z } from 'zod';
import {
  careItemFor,
  categoryCare,
  conditionTips,
  essentials,
  generalCare,
  preferenceGroups,
  type CareItem,
  type Priority,
} from '../offline/equipmentCare';
import { clip } from '../offline/emotions';
import type { EquipmentLike, EquipmentRecommendationsInput, MaintenanceTipsInput, ServiceDefinition } from '../types';

type MaintenanceTips = z.infer<typeof ZMaintenanceTips>;
type EquipmentRecommendations = z.infer<typeof ZEquipmentRecommendations>;
type Recommendation = EquipmentRecommendations['recommendations'][number];

const MAX_TIPS = 12;
const MAX_RECOMMENDATIONS = 12;
const DAY_MS = 86_400_000;

function usd(amount: number): string {
  return `$${Math.round(amount)}`;
}

/** A YYYY-MM-DD date as UTC milliseconds, or null when it is not one. */
function parseDay(date: string | null | undefined): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

function day(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * When the next care is due, from the equipment's own dates and the care interval. The input has
 * no "today", so this gives the due date rather than saying whether it is overdue.
 */
function scheduleTip(equipment: EquipmentLike, intervalDays: number): string {
  const last = parseDay(equipment.lastMaintenanceDate);
  const purchased = parseDay(equipment.purchaseDate);
  if (last !== null) {
    return `Last maintenance on ${day(last)}; with care every ${intervalDays} days the next is due around ${day(last + intervalDays * DAY_MS)}.`;
  }
  if (purchased !== null) {
    return `No maintenance recorded since purchase on ${day(purchased)}; plan care every ${intervalDays} days (the first was due around ${day(purchased + intervalDays * DAY_MS)}).`;
  }
  return `Plan this care every ${intervalDays} days and record the date, so the next one can be scheduled.`;
}

/** Care tips for a piece of equipment: its item's tips, else its category's, plus condition and schedule notes. */
export function maintenanceTips(equipment: EquipmentLike): string[] {
  const name = clip(equipment.name, 80) || 'this item';
  const item = careItemFor(equipment.name, equipment.category);
  const category = categoryCare(item?.category ?? equipment.category);
  const base: string[] = item
    ? item.tips
    : category
      ? [`No specific care notes for "${name}"; these are general ${category.name} tips.`, ...category.tips]
      : [
          `No built-in care notes for "${name}" or the category "${clip(equipment.category, 60)}"; these are general tips.`,
          ...generalCare().tips,
        ];
  const condition = conditionTips(equipment.condition);
  const urgent = ['needs-maintenance', 'replace'].includes(equipment.condition.trim().toLowerCase());
  const interval = item?.intervalDays ?? category?.intervalDays ?? generalCare().intervalDays;
  const schedule = scheduleTip(equipment, interval);
  const room = MAX_TIPS - condition.length - 1;
  const tips = urgent
    ? [...condition, ...base.slice(0, room), schedule]
    : [...base.slice(0, room), ...condition, schedule];
  return tips.map((tip) => clip(tip, 500));
}

/** The spec's "sample tips by type": a category's care tips for the UI when the AI fails. */
export function sampleMaintenanceTips(category: string): string[] {
  return (categoryCare(category) ?? generalCare()).tips.slice(0, MAX_TIPS);
}

export const maintenanceTipsService: ServiceDefinition<MaintenanceTipsInput, MaintenanceTips> = {
  name: 'maintenanceTips',
  schema: ZMaintenanceTips,
  timeoutMs: 15_000,
  prompt: (input) => ({
    system:
      'You give practical, safe care and maintenance tips for one piece of kitchen equipment, fitted to its kind, condition ' +
      '(excellent, good, fair, needs-maintenance, replace) and dates (YYYY-MM-DD). Temperatures in °C with °F, intervals in days. ' +
      'Do not invent facts about the item beyond the data given. Answer only JSON matching the schema: {"tips": string[]} with 4 to 12 tips.',
    user: JSON.stringify({ equipment: input.equipment }),
  }),
  offline: (input) => ({ tips: maintenanceTips(input.equipment) }),
};

interface Candidate {
  name: string;
  category: string;
  priority: Priority;
  /** [low, typical] price in USD. */
  price: [number, number];
  because: string;
  /** Care item keys this candidate stands for, so one need is not recommended twice. */
  keys: string[];
  /** Within a priority: what the user has (0), then what they asked for (1), then general essentials (2). */
  group: number;
}

const priorityRank: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

function priceRange(item: CareItem): string {
  return `typically ${usd(item.price[0])}–${usd(item.price[2])}`;
}

function ownedItems(equipment: EquipmentLike[]): { equipment: EquipmentLike; item: CareItem | undefined }[] {
  return equipment.map((piece) => ({ equipment: piece, item: careItemFor(piece.name, piece.category) }));
}

function replacementCandidates(owned: ReturnType<typeof ownedItems>): Candidate[] {
  const candidates: Candidate[] = [];
  for (const { equipment, item } of owned) {
    const condition = equipment.condition.trim().toLowerCase();
    const name = clip(equipment.name, 80) || 'an item';
    const category =
      item?.category ?? categoryCare(equipment.category)?.name ?? (clip(equipment.category, 100) || 'General');
    const [low, typical, high] = item?.price ?? (categoryCare(equipment.category) ?? generalCare()).price;
    const range = item
      ? priceRange(item)
      : `no built-in price for this item, so the ${category} range ${usd(low)}–${usd(high)} is used`;
    if (condition === 'replace') {
      candidates.push({
        name: clip(`${item?.name ?? equipment.name} (replacement)`, 200),
        category,
        priority: 'high',
        price: [low, typical],
        because: `Your "${name}" is marked replace; ${range}.`,
        keys: item ? [item.key] : [],
        group: 0,
      });
    } else if (condition === 'needs-maintenance') {
      if (item?.service) {
        candidates.push({
          name: item.service.name,
          category: item.category,
          priority: 'medium',
          price: [item.service.price, item.service.price],
          because: `Your "${name}" needs maintenance; this restores it for about ${usd(item.service.price)} instead of replacing it (${item.name} ${priceRange(item)}).`,
          keys: [],
          group: 0,
        });
      } else {
        candidates.push({
          name: clip(`${item?.name ?? equipment.name} (replacement)`, 200),
          category,
          priority: 'low',
          price: [low, typical],
          because: `Your "${name}" needs maintenance; try the care tips first and replace it only if that fails (${range}).`,
          keys: item ? [item.key] : [],
          group: 0,
        });
      }
    }
  }
  return candidates;
}

function essentialCandidates(owned: ReturnType<typeof ownedItems>): Candidate[] {
  // Equipment marked "replace" does not count as owned: its replacement stands for it.
  const usable = new Set(
    owned
      .filter(({ equipment }) => equipment.condition.trim().toLowerCase() !== 'replace')
      .flatMap(({ item }) => (item ? [item.key] : [])),
  );
  const byCategory = new Map<string, string[]>();
  for (const { equipment, item } of owned) {
    const category = item?.category ?? equipment.category;
    byCategory.set(category, [...(byCategory.get(category) ?? []), clip(equipment.name, 40)]);
  }
  return essentials()
    .filter((essential) => !essential.satisfiedBy.some((key) => usable.has(key)))
    .map((essential): Candidate => {
      const have = byCategory.get(essential.item.category) ?? [];
      const haveText =
        have.length > 0
          ? `your ${essential.item.category}: ${have.slice(0, 4).join(', ')}${have.length > 4 ? ', …' : ''}`
          : `you list no ${essential.item.category}`;
      return {
        name: essential.item.name,
        category: essential.item.category,
        priority: essential.priority,
        price: [essential.item.price[0], essential.item.price[1]],
        because: `A kitchen essential you lack (${haveText}): ${essential.why}. ${capitalize(priceRange(essential.item))}.`,
        keys: essential.satisfiedBy,
        group: 2,
      };
    });
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function preferenceCandidates(owned: ReturnType<typeof ownedItems>, preferences: string[]): Candidate[] {
  const have = new Set(owned.flatMap(({ item }) => (item ? [item.key] : [])));
  // The first two items of each preference come before general medium essentials; the rest are extras.
  return preferenceGroups(preferences).flatMap((group) =>
    group.items
      .filter(({ item }) => !have.has(item.key))
      .map(({ item, why }, rank): Candidate => ({
        name: item.name,
        category: item.category,
        priority: rank < 2 ? 'medium' : 'low',
        price: [item.price[0], item.price[1]],
        because: `For ${group.label} (your preferences): ${why}. ${capitalize(priceRange(item))}.`,
        keys: [item.key],
        group: 1,
      })),
  );
}

/** Ranked purchases: replacements and missing essentials first, kept within the budget where possible. */
export function recommendEquipment(input: EquipmentRecommendationsInput): Recommendation[] {
  const owned = ownedItems(input.equipment);
  const ranked = [
    ...replacementCandidates(owned),
    ...essentialCandidates(owned),
    ...preferenceCandidates(owned, input.preferences),
  ]
    .map((candidate, order) => ({ candidate, order }))
    .sort(
      (a, b) =>
        priorityRank[a.candidate.priority] - priorityRank[b.candidate.priority] ||
        a.candidate.group - b.candidate.group ||
        a.order - b.order,
    )
    .map(({ candidate }) => candidate);

  const budget = Number.isFinite(input.budget) && input.budget > 0 ? input.budget : null;
  const taken = new Set<string>();
  const names = new Set<string>();
  const chosen: Recommendation[] = [];
  const leftOut: Candidate[] = [];
  let total = 0;
  for (const candidate of ranked) {
    if (chosen.length >= MAX_RECOMMENDATIONS) break;
    if (candidate.keys.some((key) => taken.has(key)) || names.has(candidate.name.toLowerCase())) continue;
    const [low, typical] = candidate.price;
    let price = typical;
    let budgetText: string;
    if (budget === null) {
      budgetText = `No budget set; running total ${usd(total + price)}.`;
    } else if (total + typical <= budget) {
      budgetText = `Running total ${usd(total + typical)} of your ${usd(budget)} budget.`;
    } else if (total + low <= budget) {
      price = low;
      budgetText = `A budget model at about ${usd(low)} keeps the running total at ${usd(total + low)} of your ${usd(budget)} budget.`;
    } else {
      leftOut.push(candidate);
      continue;
    }
    total += price;
    candidate.keys.forEach((key) => taken.add(key));
    names.add(candidate.name.toLowerCase());
    chosen.push({
      name: candidate.name,
      reason: clip(`${candidate.because} ${budgetText}`, 2000),
      priority: candidate.priority,
      estimatedPrice: Math.min(price, 100_000),
      category: clip(candidate.category, 100),
    });
  }
  const last = chosen.at(-1);
  const missedImportant = leftOut.filter((candidate) => candidate.priority !== 'low');
  if (last && budget !== null && missedImportant.length > 0) {
    const list = missedImportant
      .slice(0, 3)
      .map((candidate) => `${candidate.name} (from ${usd(candidate.price[0])})`)
      .join(', ');
    last.reason = clip(`${last.reason} Left out to stay within ${usd(budget)}: ${list}.`, 2000);
  }
  return chosen;
}

export const equipmentRecommendationsService: ServiceDefinition<
  EquipmentRecommendationsInput,
  EquipmentRecommendations
> = {
  name: 'equipmentRecommendations',
  schema: ZEquipmentRecommendations,
  prompt: (input) => ({
    system:
      'You recommend kitchen equipment to buy for a home cook. Consider what they own (with condition: excellent, good, fair, ' +
      'needs-maintenance, replace), their preferences and their budget in USD. Priority high for missing essentials and items to ' +
      'replace. estimatedPrice is a typical US retail price in USD; keep the total within the budget. Each reason cites what they ' +
      'have or lack. Do not recommend what they already own in good condition. Answer only JSON matching the schema: ' +
      '{"recommendations": [{"name", "reason", "priority": "high"|"medium"|"low", "estimatedPrice", "category"}]}, at most 12.',
    user: JSON.stringify({
      equipment: input.equipment.map((piece) => ({
        name: piece.name,
        category: piece.category,
        condition: piece.condition,
      })),
      preferences: input.preferences,
      budgetUsd: input.budget,
    }),
  }),
  offline: (input) => ({ recommendations: recommendEquipment(input) }),
};

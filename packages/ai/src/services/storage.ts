import { ZLayoutMoves, ZSmartShoppingList, ZSpoilagePredictions } from '@sous/domain';
import type { z } from 'zod';
import { findFood, words } from '../offline/foods';
import {
  daysIn,
  describeDays,
  staplesFor,
  storagePlace,
  storagePlaces,
  storageProfile,
  type StoragePlace,
  type StorageProfile,
} from '../offline/shelfLife';
import type { ServiceDefinition, StorageInput } from '../types';

type SmartShoppingList = z.infer<typeof ZSmartShoppingList>;
type SpoilagePredictions = z.infer<typeof ZSpoilagePredictions>;
type LayoutMoves = z.infer<typeof ZLayoutMoves>;
type Location = StorageInput['locations'][number];
type Item = StorageInput['items'][number];

const DAY_MS = 86_400_000;
const MAX_SUGGESTIONS = 30;
const MAX_PREDICTIONS = 500;
const MAX_MOVES = 500;
const SOON_DAYS = 2;
const COLD_PLACES = new Set<StoragePlace>(['refrigerator', 'freezer']);

/** How one item stands: where it is, how long its food keeps there and how long it has left. */
interface ItemState {
  item: Item;
  location: Location | null;
  place: StoragePlace;
  profile: StorageProfile;
  shelfDays: number;
  age: number;
  left: number;
}

function clip(text: string, max = 80): string {
  const clean = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

function itemName(item: Item): string {
  return clip(item.name) || `Item ${item.id}`;
}

function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

/** A YYYY-MM-DD date or ISO timestamp as UTC day milliseconds, or null when it is not one. */
function dayOf(date: string | null | undefined): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

function locationLabel(state: ItemState): string {
  return state.location
    ? `"${clip(state.location.name, 60) || `location ${state.location.id}`}" (${state.place})`
    : `location ${state.item.locationId}, which does not exist (counted as a pantry)`;
}

function assess(input: StorageInput): ItemState[] {
  const locations = new Map((input.locations ?? []).map((location) => [location.id, location]));
  const today = dayOf(input.today);
  return (input.items ?? []).map((item) => {
    const location = locations.get(item.locationId) ?? null;
    const place = location ? storagePlace(location.type) : 'pantry';
    const profile = storageProfile(String(item.name ?? ''));
    const shelfDays = daysIn(profile, place);
    const added = dayOf(item.addedAt);
    // Without a date the item counts as added today.
    const age = today !== null && added !== null ? Math.max(0, Math.floor((today - added) / DAY_MS)) : 0;
    return { item, location, place, profile, shelfDays, age, left: Math.max(0, shelfDays - age) };
  });
}

function addedText(state: ItemState): string {
  return state.item.addedAt
    ? `added ${state.age === 0 ? 'today' : `${days(state.age)} ago`}`
    : 'no date added, counted from today';
}

/** What to do with one item, citing its shelf life, age and place. */
function spoilageAdvice(state: ItemState): string {
  const name = itemName(state.item);
  const where = locationLabel(state);
  const { profile, left, shelfDays } = state;
  if (!profile.food) {
    return `No built-in shelf-life data for "${name}"; assuming about ${days(shelfDays)} in ${where} (${addedText(state)}). Check it by sight and smell.`;
  }
  const freezerDays = profile.days.freezer;
  const freezerHint =
    state.place !== 'freezer' && freezerDays !== null && freezerDays > shelfDays
      ? ` Move it to the freezer to keep it ~${describeDays(freezerDays)}.`
      : '';
  if (shelfDays === 0) {
    return `Not safe in ${where} beyond about 2 hours; it keeps ~${describeDays(daysIn(profile, profile.best))} in the ${profile.best}. Move it there now, or discard it if it has been out long.`;
  }
  if (left === 0) {
    return `Past its ~${describeDays(shelfDays)} in ${where} (${addedText(state)}); check it and discard it if spoiled.`;
  }
  if (left <= 7) {
    return `Use within ${days(left)}: it keeps ~${describeDays(shelfDays)} in ${where}, ${addedText(state)}.${freezerHint}`;
  }
  const bestDays = daysIn(profile, profile.best);
  if (state.place !== profile.best && bestDays > shelfDays && !COLD_PLACES.has(state.place)) {
    return `About ${describeDays(left)} left in ${where}, ${addedText(state)}; in the ${profile.best} it would keep ~${describeDays(bestDays)}.`;
  }
  return `Good for about ${describeDays(left)} more in ${where}: it keeps ~${describeDays(shelfDays)} there, ${addedText(state)}.`;
}

/** Days until each item spoils at its location, from USDA FoodKeeper shelf life minus its age. */
export function predictSpoilage(input: StorageInput): SpoilagePredictions {
  const predictions = assess(input)
    .slice(0, MAX_PREDICTIONS)
    .map((state) => ({
      itemId: Math.trunc(state.item.id),
      daysUntilSpoilage: Math.min(3650, state.left),
      recommendation: spoilageAdvice(state),
    }));
  return { predictions };
}

function titleCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Restock what is low or spoiling soon, and staples missing for the kinds of locations the kitchen has. */
export function smartShoppingList(input: StorageInput): SmartShoppingList {
  const states = assess(input);
  const suggestions: SmartShoppingList['suggestions'] = [];
  const named = new Set<string>();
  const add = (name: string, reason: string) => {
    const key = name.toLowerCase();
    if (named.has(key) || suggestions.length >= MAX_SUGGESTIONS) return;
    named.add(key);
    suggestions.push({ name, reason });
  };
  for (const state of states) {
    const quantity = Number(state.item.quantity);
    if (!(quantity <= 1)) continue;
    const name = itemName(state.item);
    add(
      name,
      quantity <= 0
        ? `${name}: none left (quantity ${quantity}) in ${locationLabel(state)}.`
        : `${name}: only ${quantity} left in ${locationLabel(state)}.`,
    );
  }
  for (const state of [...states].sort((a, b) => a.left - b.left)) {
    if (!state.profile.food || state.left > SOON_DAYS) continue;
    const name = itemName(state.item);
    const when = state.left === 0 ? 'at or past the end of' : `~${days(state.left)} left of`;
    add(
      name,
      `${name}: ${when} its ~${describeDays(state.shelfDays)} in ${locationLabel(state)}, ${addedText(state)}; buy fresh if you still need it.`,
    );
  }
  const foodsHeld = new Set(states.map((state) => state.profile.food).filter((food): food is string => food !== null));
  const wordsHeld = new Set(states.flatMap((state) => words(state.item.name ?? '')));
  const locations = input.locations ?? [];
  for (const place of storagePlaces) {
    const location = locations.find((candidate) => storagePlace(candidate.type) === place);
    if (!location) continue;
    for (const staple of staplesFor(place)) {
      const food = findFood(staple)?.food.name;
      const stapleWords = words(staple);
      const held = (food && foodsHeld.has(food)) || stapleWords.every((word) => wordsHeld.has(word));
      if (held) continue;
      add(
        titleCase(staple),
        `No ${staple} in any storage location; it is a usual ${place} staple (your ${place}: "${clip(location.name, 60)}").`,
      );
    }
  }
  return { suggestions };
}

/** Move items whose best place differs from where they are, to an existing location of that kind with room. */
export function optimizeLayout(input: StorageInput): LayoutMoves {
  const locations = input.locations ?? [];
  const load = new Map<number, number>();
  for (const item of input.items ?? []) load.set(item.locationId, (load.get(item.locationId) ?? 0) + 1);
  const room = (location: Location) =>
    location.capacity > 0 ? location.capacity - (load.get(location.id) ?? 0) : Number.POSITIVE_INFINITY;
  const moves: LayoutMoves['moves'] = [];
  for (const state of assess(input)) {
    if (moves.length >= MAX_MOVES) break;
    const { profile, place, location } = state;
    // Unknown foods stay put, and nothing leaves the cold chain: it may be opened or cooked.
    if (!location || !profile.food || place === profile.best || COLD_PLACES.has(place)) continue;
    const bestDays = daysIn(profile, profile.best);
    const currentDays = profile.days[place] ?? 0;
    const gain = bestDays - currentDays;
    if (gain <= 0) continue;
    const targets = locations
      .filter((candidate) => storagePlace(candidate.type) === profile.best && candidate.id !== location.id)
      .sort((a, b) => room(b) - room(a) || a.id - b.id);
    const target = targets[0];
    if (!target) continue;
    const full = room(target) <= 0;
    load.set(target.id, (load.get(target.id) ?? 0) + 1);
    load.set(location.id, (load.get(location.id) ?? 1) - 1);
    const name = itemName(state.item);
    const now = currentDays === 0 ? 'not safe beyond about 2 hours' : `keeps only ~${describeDays(currentDays)}`;
    moves.push({
      itemId: Math.trunc(state.item.id),
      newLocationId: Math.trunc(target.id),
      reason:
        `${name}: ${now} in ${locationLabel(state)} but ~${describeDays(bestDays)} in the ${profile.best}; move it to "${clip(target.name, 60)}" ` +
        `to gain ${days(gain)}.${full ? ` "${clip(target.name, 60)}" is at its capacity of ${target.capacity}; make room first.` : ''}`,
    });
  }
  return { moves };
}

const storagePromptData = (input: StorageInput) =>
  JSON.stringify({ today: input.today, locations: input.locations, items: input.items });

const STORAGE_RULES =
  'Location types: pantry, cabinet, counter, refrigerator, freezer. Shelf life in days follows USDA FoodKeeper. Dates are YYYY-MM-DD; ' +
  'an item without addedAt counts as added today. Use only the items and locations given; every reason names the actual item, its ' +
  'quantity or age, and its location. Do not invent items.';

/** Storage: a shopping list from what is low, spoiling or missing. */
export const smartShoppingListService: ServiceDefinition<StorageInput, SmartShoppingList> = {
  name: 'smartShoppingList',
  schema: ZSmartShoppingList,
  prompt: (input) => ({
    system:
      `You suggest what a home cook should buy from their kitchen storage. Suggest restocking items with quantity 1 or less, items that ` +
      `spoil within 2 days, and common staples missing for the kinds of locations they have. ${STORAGE_RULES} Answer only JSON matching ` +
      `the schema: {"suggestions": [{"name", "reason"}]}, at most 30.`,
    user: storagePromptData(input),
  }),
  offline: smartShoppingList,
};

/** Storage: days until each item spoils. */
export const spoilagePredictionService: ServiceDefinition<StorageInput, SpoilagePredictions> = {
  name: 'spoilagePrediction',
  schema: ZSpoilagePredictions,
  prompt: (input) => ({
    system:
      `You predict, for every storage item, the whole days until it spoils: its shelf life at its location type minus the days since ` +
      `addedAt (relative to today), never below 0, with a short recommendation such as "Use within 2 days" or "Move to the freezer to keep ` +
      `it ~3 months". ${STORAGE_RULES} Answer only JSON matching the schema: {"predictions": [{"itemId", "daysUntilSpoilage", "recommendation"}]}.`,
    user: storagePromptData(input),
  }),
  offline: predictSpoilage,
};

/** Storage: moves to places where items keep longer. */
export const layoutOptimizationService: ServiceDefinition<StorageInput, LayoutMoves> = {
  name: 'layoutOptimization',
  schema: ZLayoutMoves,
  prompt: (input) => ({
    system:
      `You improve where food is kept. Move an item only when another existing location type keeps it longer, to a location of that ` +
      `type that has spare capacity (capacity 0 means unknown or unlimited); never move opened or cooked food out of the refrigerator ` +
      `or freezer. Each reason names both places and the shelf-life gain in days. ${STORAGE_RULES} Answer only JSON matching the schema: ` +
      `{"moves": [{"itemId", "newLocationId", "reason"}]} using ids from the data.`,
    user: storagePromptData(input),
  }),
  offline: optimizeLayout,
};

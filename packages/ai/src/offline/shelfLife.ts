import type { CarbonFootprint, Packaging } from '@sous/domain';
import shelfLifeTable from '../../../../data/shelf-life.json' with { type: 'json' };
import { findFood, words, type FoodMatch } from './foods';

/** Storage location types (spec part 2: storage location). */
export const storagePlaces = ['pantry', 'cabinet', 'counter', 'refrigerator', 'freezer'] as const;
export type StoragePlace = (typeof storagePlaces)[number];

type Days = Record<StoragePlace, number | null>;

interface CategoryRow {
  pantryCategory: string;
  days: Days;
  best: string;
  packaging: string;
  carbonFootprint: string;
  quantity: string;
  note?: string;
}

interface FoodOverride {
  /** A category of its own where the food's group does not fit it (paneer is a fresh cheese, not milk). */
  category?: string;
  days?: Partial<Days>;
  best?: string;
  carbonFootprint?: string;
  note?: string;
}

/** How a food keeps: days per place (USDA FoodKeeper), its best place, packaging and carbon band. */
export interface StorageProfile {
  /** Shelf-life category key of data/shelf-life.json (`other` when unknown). */
  category: string;
  pantryCategory: string;
  /** Days it keeps in each place; 0 = not safe there beyond a couple of hours, null = not recommended. */
  days: Days;
  best: StoragePlace;
  packaging: Packaging;
  carbonFootprint: CarbonFootprint;
  /** A usual amount to buy, e.g. "1 l", "12 pcs". */
  quantity: string;
  note: string | null;
  /** The food it was read as (a table name), or null when the built-in data does not know it. */
  food: string | null;
}

const categories = shelfLifeTable.categories as Record<string, CategoryRow>;
const overrides = shelfLifeTable.foods as Record<string, FoodOverride>;
const ifctGroups = shelfLifeTable.ifctGroups as Record<string, string>;
const states = shelfLifeTable.states as Record<string, string>;
const staples = shelfLifeTable.staples as Record<StoragePlace, string[]>;

const PLACE_SYNONYMS: Record<string, StoragePlace> = {
  pantry: 'pantry',
  larder: 'pantry',
  cabinet: 'cabinet',
  cupboard: 'cabinet',
  counter: 'counter',
  countertop: 'counter',
  refrigerator: 'refrigerator',
  fridge: 'refrigerator',
  freezer: 'freezer',
};

/** A location type as one of the five places; unknown types count as pantry, the storage default. */
export function storagePlace(type: string | null | undefined): StoragePlace {
  for (const word of words(type ?? '')) {
    const place = PLACE_SYNONYMS[word];
    if (place) return place;
  }
  return 'pantry';
}

function asPlace(value: string | undefined, fallback: StoragePlace): StoragePlace {
  return (storagePlaces as readonly string[]).includes(value ?? '') ? (value as StoragePlace) : fallback;
}

function asPackaging(value: string): Packaging {
  return value === 'biodegradable' || value === 'reusable' || value === 'non-recyclable' ? value : 'recyclable';
}

function asCarbon(value: string | undefined): CarbonFootprint {
  return value === 'medium' || value === 'high' ? value : 'low';
}

function categoryOf(match: FoodMatch | null): string {
  if (!match) return 'other';
  const key = match.food.storage ?? ifctGroups[match.food.group] ?? 'other';
  return categories[key] ? key : 'other';
}

const CANNED_CATEGORIES = new Set(['canned', 'legume-canned', 'fish-canned']);

/**
 * How an item keeps, from its name: the food's shelf-life category, its own FoodKeeper figures where
 * the table has them, and "frozen …" / "canned …" names kept as such.
 */
export function storageProfile(name: string, known?: FoodMatch | null): StorageProfile {
  const match = known === undefined ? findFood(name) : known;
  const override: FoodOverride = (match && overrides[match.food.name]) ?? {};
  const baseKey = override.category && categories[override.category] ? override.category : categoryOf(match);
  const base = categories[baseKey] ?? (categories.other as CategoryRow);
  let key = baseKey;
  for (const word of words(name)) {
    const state = states[word];
    if (state && categories[state] && !(state === 'canned' && CANNED_CATEGORIES.has(baseKey))) key = state;
  }
  const row = categories[key] ?? base;
  const keptAsState = key !== baseKey;
  const days: Days = keptAsState ? { ...row.days } : { ...row.days, ...override.days };
  return {
    category: key,
    pantryCategory: keptAsState || !match || match.food.table === 'ifct' ? row.pantryCategory : match.food.group,
    days,
    best: asPlace(keptAsState ? row.best : (override.best ?? row.best), 'pantry'),
    packaging: asPackaging(row.packaging),
    // The carbon band belongs to the food, whatever its packing.
    carbonFootprint: asCarbon(override.carbonFootprint ?? base.carbonFootprint),
    quantity: row.quantity,
    note: (keptAsState ? row.note : (override.note ?? row.note)) ?? null,
    food: match ? match.food.name : null,
  };
}

/** Days it keeps in a place; a place not recommended for it counts as its best place's. */
export function daysIn(profile: StorageProfile, place: StoragePlace): number {
  return profile.days[place] ?? profile.days[profile.best] ?? 0;
}

/** Staple foods a kitchen with this kind of location usually keeps there. */
export function staplesFor(place: StoragePlace): string[] {
  return staples[place] ?? [];
}

/** "3 months", "2 weeks", "5 days": a shelf life in words. */
export function describeDays(days: number): string {
  if (days >= 730) return `${Math.round(days / 365)} years`;
  if (days >= 60) return `${Math.round(days / 30)} months`;
  if (days >= 14) return `${Math.round(days / 7)} weeks`;
  if (days === 1) return '1 day';
  return `${days} days`;
}

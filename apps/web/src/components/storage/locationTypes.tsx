import { Archive, Refrigerator, Snowflake, UtensilsCrossed, Warehouse, type LucideIcon } from 'lucide-react';
import type { StorageLocationType } from '@sous/domain';

/** Each kind of place gets its own icon and tint, the same in every list and card. */
export const locationTypeIcons: Record<StorageLocationType, LucideIcon> = {
  pantry: Warehouse,
  refrigerator: Refrigerator,
  freezer: Snowflake,
  cabinet: Archive,
  counter: UtensilsCrossed,
};

export const locationTypeTints: Record<StorageLocationType, string> = {
  pantry: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  refrigerator: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  freezer: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
  cabinet: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
  counter: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
};

export function LocationTypeIcon({ type, className = 'size-9' }: { type: StorageLocationType; className?: string }) {
  const Icon = locationTypeIcons[type];
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-lg ${locationTypeTints[type]} ${className}`}
    >
      <Icon className="size-1/2" aria-hidden />
    </span>
  );
}

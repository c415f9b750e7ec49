import { daysUntilExpiry, EXPIRING_SOON_DAYS } from '@sous/domain';
import { pantryStrings } from '../../lib/pantryStrings';

const s = pantryStrings.expiry;

export type ExpiryTone = 'none' | 'expired' | 'soon' | 'fresh';

/** A YYYY-MM-DD day as the reader's short date; the day itself, not shifted by the time zone. */
export function formatDay(day: string, withYear = true): string {
  return new Date(`${day}T00:00:00.000Z`).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/** How an item's expiry reads: days left, today, or how long ago it expired. */
export function describeExpiry(expiryDate: string | null, today: string): { tone: ExpiryTone; text: string } {
  const days = daysUntilExpiry(expiryDate, today);
  if (days === null) return { tone: 'none', text: s.none };
  if (days < 0) return { tone: 'expired', text: s.expired(-days) };
  if (days === 0) return { tone: 'soon', text: s.today };
  return { tone: days <= EXPIRING_SOON_DAYS ? 'soon' : 'fresh', text: s.left(days) };
}

export const expiryToneClasses: Record<ExpiryTone, string> = {
  none: 'text-zinc-500 dark:text-zinc-400',
  expired: 'text-red-600 dark:text-red-400',
  soon: 'text-amber-700 dark:text-amber-400',
  fresh: 'text-green-700 dark:text-green-400',
};

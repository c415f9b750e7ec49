import { AlarmClock } from 'lucide-react';
import { expiringSoon } from '@sous/domain';
import { pantryStrings } from '../../lib/pantryStrings';
import { trpc } from '../../lib/trpc';
import { describeExpiry, expiryToneClasses, formatDay } from './expiry';
import { pantryToday } from './usePantry';
import { pantryMessages } from '@sous/domain';

const s = pantryStrings.expiringSoon;

/** Items within 7 days of their date, soonest first, expired ones included; nothing when there are none. */
export function ExpiringSoon() {
  const items = trpc.pantry.list.useQuery();
  const today = pantryToday();
  const soon = expiringSoon(items.data ?? [], today);
  if (soon.length === 0) return null;
  return (
    <section
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 dark:border-amber-900/70 dark:bg-amber-950/30"
      aria-labelledby="expiring-soon-heading"
      data-testid="expiring-soon"
    >
      <div className="flex items-start gap-3">
        <AlarmClock className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="expiring-soon-heading" className="font-semibold text-amber-950 dark:text-amber-100">
            {pantryMessages.expiringSoonTitle}
          </h2>
          <p className="text-sm text-amber-900/80 dark:text-amber-200/70">{s.description}</p>
          <ul className="mt-3 divide-y divide-amber-200/70 dark:divide-amber-900/60">
            {soon.map((item) => {
              const expiry = describeExpiry(item.expiryDate, today);
              return (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-2 text-sm"
                  data-testid="expiring-item"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium text-zinc-900 dark:text-zinc-100">{item.name}</span>
                    <span className="text-zinc-500 dark:text-zinc-400">{item.quantity}</span>
                    {expiry.tone === 'expired' ? (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950 dark:text-red-300">
                        {s.expired}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex items-center gap-2">
                    {item.expiryDate ? (
                      <span className="text-zinc-600 dark:text-zinc-400">{formatDay(item.expiryDate)}</span>
                    ) : null}
                    <span className={`font-medium ${expiryToneClasses[expiry.tone]}`}>{expiry.text}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}

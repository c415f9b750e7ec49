import { useId, useState } from 'react';
import { AlertCircle, ArrowDownUp, PackageOpen, Search } from 'lucide-react';
import { matchesPantrySearch, sortByExpiry } from '@sous/domain';
import { pantryStrings } from '../../lib/pantryStrings';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { PantryItemCard } from './PantryItemCard';
import { pantryMessages } from '@sous/domain';

const s = pantryStrings.page;

type Direction = 'asc' | 'desc';

/** Search by name, sort by expiry, and the grid of item cards with its loading, error and empty states. */
export function PantryList() {
  const [search, setSearch] = useState('');
  const [direction, setDirection] = useState<Direction>('asc');
  const searchId = useId();
  const sortId = useId();
  const items = trpc.pantry.list.useQuery();
  const shown = sortByExpiry(
    (items.data ?? []).filter((item) => matchesPantrySearch(item, search)),
    direction,
  );

  return (
    <section className="space-y-4" aria-label={s.itemsLabel}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative min-w-0 flex-1 sm:max-w-md">
          <label htmlFor={searchId} className="sr-only">
            {s.searchLabel}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            className="input pl-9"
            placeholder={s.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="relative sm:w-56">
          <label htmlFor={sortId} className="sr-only">
            {s.sortLabel}
          </label>
          <ArrowDownUp
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <select
            id={sortId}
            className="input pl-9"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            <option value="asc">{s.sortAsc}</option>
            <option value="desc">{s.sortDesc}</option>
          </select>
        </div>
        {items.data && items.data.length > 0 ? (
          <p className="text-sm text-zinc-500 sm:ml-auto dark:text-zinc-400" aria-live="polite">
            {s.itemCount(shown.length)}
          </p>
        ) : null}
      </div>

      {items.isPending ? (
        <div className="flex justify-center py-16" role="status" aria-live="polite">
          <Spinner className="size-8" />
          <span className="sr-only">{strings.loading}</span>
        </div>
      ) : items.isError ? (
        <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
          <AlertCircle className="size-10 text-red-500" aria-hidden />
          <p className="text-zinc-700 dark:text-zinc-300">{s.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void items.refetch()}>
            {s.retry}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="card flex flex-col items-center px-6 py-14 text-center">
          <PackageOpen className="size-10 text-zinc-300 dark:text-zinc-600" aria-hidden />
          <p className="mt-3 font-semibold">{pantryMessages.noItems}</p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {items.data.length === 0 ? s.emptyHint : s.noMatchHint}
          </p>
        </div>
      ) : (
        <div className="grid items-start gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="pantry-grid">
          {shown.map((item) => (
            <PantryItemCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}

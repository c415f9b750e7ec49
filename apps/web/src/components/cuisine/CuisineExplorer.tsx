import { useState } from 'react';
import { AlertCircle, Globe2, Plus } from 'lucide-react';
import { cuisineFilters, filterCuisines, type CuisineFilter } from '@sous/domain';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { FilterGroup } from '../community/CommunityFeed';
import { Spinner } from '../Spinner';
import { CuisineCard } from './CuisineCard';
import { CuisineFormDialog } from './CuisineFormDialog';
import { cuisineMessages } from '@sous/domain';

const s = cuisineStrings.page;
const filterLabels: Record<CuisineFilter, string> = { all: s.allCuisines, mine: s.myCuisines };
const filterOptions = cuisineFilters.map((value) => ({ value, label: filterLabels[value] }));

/** Header, All Cuisines / My Cuisines, the grid of cuisine cards and the Add New Cuisine dialog. */
export function CuisineExplorer({ onOpen }: { onOpen: (id: number) => void }) {
  const [filter, setFilter] = useState<CuisineFilter>('all');
  const [addOpen, setAddOpen] = useState(false);
  // The list is never cached (spec part 2 §9): every visit asks the server again.
  const cuisines = trpc.cuisine.list.useQuery({}, { staleTime: 0, refetchOnMount: 'always' });
  const visible = cuisines.data ? filterCuisines(cuisines.data, filter) : [];
  const none = cuisines.isSuccess && visible.length === 0;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{s.title}</h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
        </div>
        {!none ? (
          <button type="button" className="btn-primary self-start sm:self-auto" onClick={() => setAddOpen(true)}>
            <Plus className="size-4" aria-hidden />
            {s.addCuisine}
          </button>
        ) : null}
      </header>

      <FilterGroup label={s.filterLabel} options={filterOptions} value={filter} onChange={setFilter} />

      {cuisines.isPending ? (
        <div className="flex justify-center py-16" role="status" aria-live="polite">
          <Spinner className="size-8" />
        </div>
      ) : cuisines.isError ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
          <AlertCircle className="size-8 text-red-500" aria-hidden />
          <p className="font-semibold">{cuisineMessages.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
            {s.refresh}
          </button>
          <details className="max-w-md text-sm text-zinc-500 dark:text-zinc-400">
            <summary className="cursor-pointer">{s.errorDetails}</summary>
            <p className="mt-2 break-words">{errorMessage(cuisines.error, cuisineMessages.loadFailed)}</p>
          </details>
        </div>
      ) : none ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="cuisines-empty">
          <Globe2 className="size-9 text-zinc-400" aria-hidden />
          <p className="font-semibold">{filter === 'mine' ? s.emptyMine : s.empty}</p>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.emptyHint}</p>
          <button type="button" className="btn-primary mt-1" onClick={() => setAddOpen(true)}>
            <Plus className="size-4" aria-hidden />
            {s.addFirstCuisine}
          </button>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={s.title}>
          {visible.map((cuisine) => (
            <li key={cuisine.id}>
              <CuisineCard cuisine={cuisine} onOpen={() => onOpen(cuisine.id)} />
            </li>
          ))}
        </ul>
      )}

      <CuisineFormDialog
        open={addOpen}
        onClose={() => setAddOpen(false)}
        onCreated={(id) => {
          setAddOpen(false);
          onOpen(id);
        }}
      />
    </div>
  );
}

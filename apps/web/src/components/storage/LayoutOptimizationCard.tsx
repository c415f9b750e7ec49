import { ArrowRight, LayoutGrid } from 'lucide-react';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { storageStrings } from '../../lib/storageStrings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { AnalysisCard } from './AnalysisCard';
import { LocationTypeIcon } from './locationTypes';
import { analysisOptions, useUpdateItem, type StorageItemData, type StorageLocationData } from './useStorage';
import { storageMessages } from '@sous/domain';

const s = storageStrings.analysis;

/** Moves that keep food longer: item, from where, to where and why, each with Apply (moves the item). */
export function LayoutOptimizationCard({
  items,
  locations,
}: {
  items: readonly StorageItemData[];
  locations: readonly StorageLocationData[];
}) {
  const query = trpc.storage.optimizeLayout.useQuery(undefined, analysisOptions);
  const move = useUpdateItem();
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const locationsById = new Map(locations.map((location) => [location.id, location]));
  const moves = query.data?.moves ?? [];

  const apply = (itemId: number, newLocationId: number) => {
    const name = itemsById.get(itemId)?.name ?? s.unknownItem(itemId);
    const target = locationsById.get(newLocationId)?.name ?? '';
    move.mutate(
      { id: itemId, locationId: newLocationId },
      {
        onSuccess: () => notify.success(s.moved, s.movedDescription(name, target)),
        onError: (error) => notify.error(s.moveFailed, errorMessage(error, s.moveFailed)),
      },
    );
  };

  return (
    <AnalysisCard
      title={s.layoutTitle}
      description={s.layoutDescription}
      icon={LayoutGrid}
      query={query}
      source={query.data?.source}
      failure={storageMessages.layoutFailed}
      empty={moves.length === 0 ? s.layoutEmpty : null}
      testId="layout-optimization"
    >
      <ul className="space-y-2">
        {moves.map((suggestion) => {
          const item = itemsById.get(suggestion.itemId);
          const from = item ? locationsById.get(item.locationId) : undefined;
          const to = locationsById.get(suggestion.newLocationId);
          const name = item?.name ?? s.unknownItem(suggestion.itemId);
          const pending = move.isPending && move.variables.id === suggestion.itemId;
          return (
            <li
              key={suggestion.itemId}
              className="rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60"
              data-testid="layout-move"
            >
              <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
                <span className="text-zinc-500 dark:text-zinc-400">{s.move}</span>
                <span className="font-medium text-zinc-900 dark:text-zinc-100">{name}</span>
                {from ? (
                  <>
                    <span className="text-zinc-500 dark:text-zinc-400">{s.from}</span>
                    <span className="inline-flex items-center gap-1 font-medium">
                      <LocationTypeIcon type={from.type} className="size-5" />
                      {from.name}
                    </span>
                  </>
                ) : null}
                <ArrowRight className="size-3.5 text-zinc-400" aria-label={s.to} />
                {to ? (
                  <span className="inline-flex items-center gap-1 font-medium" data-testid="layout-move-target">
                    <LocationTypeIcon type={to.type} className="size-5" />
                    {to.name}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{suggestion.reason}</p>
              {item && to ? (
                <button
                  type="button"
                  className="btn-secondary mt-2"
                  disabled={move.isPending}
                  onClick={() => apply(suggestion.itemId, suggestion.newLocationId)}
                  aria-label={s.applyLabel(name, to.name)}
                >
                  {pending ? <Spinner className="size-4" /> : null}
                  {pending ? s.applying : s.apply}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </AnalysisCard>
  );
}

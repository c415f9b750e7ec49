import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AlertCircle, MapPinPlus, Plus } from 'lucide-react';
import { Spinner } from '../../components/Spinner';
import { ItemFormDialog } from '../../components/storage/ItemFormDialog';
import { LayoutOptimizationCard } from '../../components/storage/LayoutOptimizationCard';
import { LocationFormDialog } from '../../components/storage/LocationFormDialog';
import { SmartShoppingListCard } from '../../components/storage/SmartShoppingListCard';
import { SpoilagePredictionsCard } from '../../components/storage/SpoilagePredictionsCard';
import { StorageItemList } from '../../components/storage/StorageItemList';
import { StorageLocationList } from '../../components/storage/StorageLocationList';
import { useStorageLists } from '../../components/storage/useStorage';
import { storageStrings } from '../../lib/storageStrings';
import { strings } from '../../lib/strings';
import { storageMessages } from '@sous/domain';

const s = storageStrings.page;

export const Route = createFileRoute('/_authenticated/kitchen-storage')({
  loader: ({ context }) => {
    // Warm the cache without blocking: the lists show their spinner while they load.
    void context.utils.storage.locations.list.prefetch();
    void context.utils.storage.items.list.prefetch();
  },
  component: KitchenStoragePage,
});

function KitchenStoragePage() {
  const [locationOpen, setLocationOpen] = useState(false);
  const [itemOpen, setItemOpen] = useState(false);
  const lists = useStorageLists();
  const locations = lists.locations.data ?? [];
  const items = lists.items.data ?? [];

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{s.title}</h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
        </div>
        <div className="flex gap-2 self-start sm:self-auto">
          <button type="button" className="btn-secondary" onClick={() => setLocationOpen(true)}>
            <MapPinPlus className="size-4" aria-hidden />
            {s.addLocation}
          </button>
          <button type="button" className="btn-primary" onClick={() => setItemOpen(true)}>
            <Plus className="size-4" aria-hidden />
            {s.addItem}
          </button>
        </div>
      </header>

      {lists.isPending ? (
        <div className="flex justify-center py-16" role="status" aria-live="polite">
          <Spinner className="size-8" />
          <span className="sr-only">{strings.loading}</span>
        </div>
      ) : lists.isError ? (
        <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
          <AlertCircle className="size-10 text-red-500" aria-hidden />
          <p className="text-zinc-700 dark:text-zinc-300">{storageMessages.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void lists.refetch()}>
            {s.retry}
          </button>
        </div>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-2">
          <StorageLocationList locations={locations} />
          <StorageItemList items={items} locations={locations} />
        </div>
      )}

      <section aria-label={s.insights} className="grid items-start gap-5 lg:grid-cols-3">
        <SpoilagePredictionsCard items={items} />
        <LayoutOptimizationCard items={items} locations={locations} />
        <SmartShoppingListCard />
      </section>

      <LocationFormDialog open={locationOpen} onClose={() => setLocationOpen(false)} />
      <ItemFormDialog open={itemOpen} onClose={() => setItemOpen(false)} locations={locations} />
    </div>
  );
}

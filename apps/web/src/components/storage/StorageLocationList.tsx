import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { storageFill } from '@sous/domain';
import { storageStrings } from '../../lib/storageStrings';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { LocationFormDialog } from './LocationFormDialog';
import { LocationTypeIcon } from './locationTypes';
import { useDeleteLocation, type StorageLocationData } from './useStorage';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';

const s = storageStrings.locations;
const c = storageStrings.common;

/** The Storage Locations list: each with its type, item count and, with a capacity, how full it is. */
export function StorageLocationList({ locations }: { locations: readonly StorageLocationData[] }) {
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="storage-locations-heading">
      <h2 id="storage-locations-heading" className="text-lg font-semibold">
        {s.title}
      </h2>
      {locations.length === 0 ? (
        <div className="flex flex-col items-center px-4 py-10 text-center">
          <MapPin className="size-9 text-zinc-300 dark:text-zinc-600" aria-hidden />
          <p className="mt-3 font-semibold">{s.empty}</p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{s.emptyHint}</p>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
          {locations.map((location) => (
            <LocationRow key={location.id} location={location} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LocationRow({ location }: { location: StorageLocationData }) {
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeleteLocation();
  const fill = storageFill(location);
  return (
    <li className="flex items-start gap-3 py-3" data-testid="storage-location">
      <LocationTypeIcon type={location.type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 className="truncate font-medium text-zinc-900 dark:text-zinc-100">{location.name}</h3>
          <span className="text-sm text-zinc-500 dark:text-zinc-400">{storageStrings.types[location.type]}</span>
        </div>
        {fill.percent === null ? (
          <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
            {s.items(location.currentItems)} · {s.noCapacity}
          </p>
        ) : (
          <div className="mt-1.5">
            <div
              className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
              role="progressbar"
              aria-label={s.fillLabel(location.name)}
              aria-valuemin={0}
              aria-valuemax={location.capacity}
              aria-valuenow={Math.min(location.currentItems, location.capacity)}
            >
              <div
                className={`h-full rounded-full ${fill.over || fill.percent >= 90 ? 'bg-red-500' : fill.percent >= 70 ? 'bg-amber-500' : 'bg-accent'}`}
                style={{ width: `${Math.max(fill.percent, location.currentItems > 0 ? 4 : 0)}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
              {s.fill(location.currentItems, location.capacity)}
              {fill.over ? (
                <span className="ml-1 font-medium text-red-600 dark:text-red-400">· {s.overCapacity}</span>
              ) : null}
            </p>
          </div>
        )}
      </div>
      <EditDeleteButtons
        look="icons"
        onEdit={() => setEditOpen(true)}
        onDelete={() => setDeleteOpen(true)}
        editLabel={s.editLabel(location.name)}
        deleteLabel={s.deleteLabel(location.name)}
        editText={c.edit}
        deleteText={c.delete}
      />
      <LocationFormDialog open={editOpen} onClose={() => setEditOpen(false)} location={location} />
      <ConfirmDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title={s.deleteTitle}
        description={s.deleteConfirm(location.name, location.currentItems)}
        confirmLabel={c.delete}
        pendingLabel={c.deleting}
        cancelLabel={c.cancel}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: location.id }, { onSuccess: () => setDeleteOpen(false) })}
      />
    </li>
  );
}

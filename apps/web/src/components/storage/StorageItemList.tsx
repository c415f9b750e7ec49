import { useState } from 'react';
import { CalendarDays, Package } from 'lucide-react';
import { storageStrings } from '../../lib/storageStrings';
import { formatDay } from '../pantry/expiry';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ItemFormDialog } from './ItemFormDialog';
import { LocationTypeIcon } from './locationTypes';
import { useDeleteItem, type StorageItemData, type StorageLocationData } from './useStorage';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';

const s = storageStrings.items;
const c = storageStrings.common;

/** The Storage Items list: name, where it is kept, quantity and the day it was added; Edit and Delete work. */
export function StorageItemList({
  items,
  locations,
}: {
  items: readonly StorageItemData[];
  locations: readonly StorageLocationData[];
}) {
  const byId = new Map(locations.map((location) => [location.id, location]));
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="storage-items-heading">
      <h2 id="storage-items-heading" className="text-lg font-semibold">
        {s.title}
      </h2>
      {items.length === 0 ? (
        <div className="flex flex-col items-center px-4 py-10 text-center">
          <Package className="size-9 text-zinc-300 dark:text-zinc-600" aria-hidden />
          <p className="mt-3 font-semibold">{s.empty}</p>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {locations.length === 0 ? s.needLocation : s.emptyHint}
          </p>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
          {items.map((item) => (
            <ItemRow key={item.id} item={item} location={byId.get(item.locationId)} locations={locations} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemRow({
  item,
  location,
  locations,
}: {
  item: StorageItemData;
  location: StorageLocationData | undefined;
  locations: readonly StorageLocationData[];
}) {
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeleteItem();
  return (
    <li className="flex items-start gap-3 py-3" data-testid="storage-item">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 className="truncate font-medium text-zinc-900 dark:text-zinc-100">{item.name}</h3>
          <span className="badge">{s.quantity(item.quantity)}</span>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
          <span className="inline-flex items-center gap-1.5" data-testid="storage-item-location">
            {location ? <LocationTypeIcon type={location.type} className="size-5" /> : null}
            {location?.name ?? s.unknownLocation}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden />
            {s.added(formatDay(item.addedAt))}
          </span>
        </p>
      </div>
      <EditDeleteButtons
        look="icons"
        onEdit={() => setEditOpen(true)}
        onDelete={() => setDeleteOpen(true)}
        editLabel={s.editLabel(item.name)}
        deleteLabel={s.deleteLabel(item.name)}
        editText={c.edit}
        deleteText={c.delete}
      />
      <ItemFormDialog open={editOpen} onClose={() => setEditOpen(false)} item={item} locations={locations} />
      <ConfirmDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title={s.deleteTitle}
        description={s.deleteConfirm(item.name)}
        confirmLabel={c.delete}
        pendingLabel={c.deleting}
        cancelLabel={c.cancel}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: item.id }, { onSuccess: () => setDeleteOpen(false) })}
      />
    </li>
  );
}

import type { RouterOutputs } from '@sous/api';
import { utcDay } from '@sous/domain';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { storageStrings } from '../../lib/storageStrings';
import { trpc } from '../../lib/trpc';
import { storageMessages } from '@sous/domain';
import { pantryMessages } from '@sous/domain';

export type StorageLocationData = RouterOutputs['storage']['locations']['list'][number];
export type StorageItemData = RouterOutputs['storage']['items']['list'][number];

const s = storageMessages;

/** The day items count from: UTC, like the server's default added date. */
export const storageToday = () => utcDay();

/** Both lists; the page shows 'Failed to load storage data' when either fails. */
export function useStorageLists() {
  const locations = trpc.storage.locations.list.useQuery();
  const items = trpc.storage.items.list.useQuery();
  return {
    locations,
    items,
    isPending: locations.isPending || items.isPending,
    isError: locations.isError || items.isError,
    refetch: () => Promise.all([locations.refetch(), items.refetch()]),
  };
}

/** The AI analyses run on load and after changes; a failure is shown, not retried behind the user's back. */
export const analysisOptions = { retry: false, staleTime: 60_000 } as const;

/** Every change to storage invalidates the whole domain: the lists and the three analyses. */
function useInvalidateStorage() {
  const utils = trpc.useUtils();
  return () => utils.storage.invalidate();
}

export function useCreateLocation() {
  const invalidate = useInvalidateStorage();
  return trpc.storage.locations.create.useMutation({
    onSuccess: (location) => notify.success(s.locationAdded, location.name),
    onError: (error) => notify.error(s.addLocationFailed, errorMessage(error, s.addLocationFailed)),
    onSettled: invalidate,
  });
}

export function useUpdateLocation() {
  const invalidate = useInvalidateStorage();
  return trpc.storage.locations.update.useMutation({
    onSuccess: (location) => notify.success(s.locationUpdated, location.name),
    onError: (error) =>
      notify.error(
        storageStrings.locationForm.updateFailed,
        errorMessage(error, storageStrings.locationForm.updateFailed),
      ),
    onSettled: invalidate,
  });
}

export function useDeleteLocation() {
  const invalidate = useInvalidateStorage();
  return trpc.storage.locations.delete.useMutation({
    onSuccess: () => notify.success(s.locationDeleted),
    onError: (error) =>
      notify.error(storageStrings.locations.deleteFailed, errorMessage(error, storageStrings.locations.deleteFailed)),
    onSettled: invalidate,
  });
}

export function useCreateItem() {
  const invalidate = useInvalidateStorage();
  return trpc.storage.items.create.useMutation({
    onSuccess: (item) => notify.success(pantryMessages.added, item.name),
    onError: (error) => notify.error(s.addItemFailed, errorMessage(error, s.addItemFailed)),
    onSettled: invalidate,
  });
}

/** Edits and the layout card's Apply; the caller says which toast to show. */
export function useUpdateItem() {
  const invalidate = useInvalidateStorage();
  return trpc.storage.items.update.useMutation({ onSettled: invalidate });
}

export function useDeleteItem() {
  const invalidate = useInvalidateStorage();
  return trpc.storage.items.delete.useMutation({
    onSuccess: () => notify.success(pantryMessages.deleted),
    onError: (error) =>
      notify.error(storageStrings.items.deleteFailed, errorMessage(error, storageStrings.items.deleteFailed)),
    onSettled: invalidate,
  });
}

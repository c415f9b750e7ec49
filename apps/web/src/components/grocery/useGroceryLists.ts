import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getMutationKey } from '@trpc/react-query';
import { messages } from '@sous/domain';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { strings } from '../../lib/strings';
import { trpc, type GroceryItemData } from '../../lib/trpc';

const m = messages.grocery;

export function useGroceryLists() {
  // A failed load is thrown to the route's error screen (Try Again / Reload Page).
  return trpc.grocery.list.useQuery(undefined, { throwOnError: true });
}

/** Ids for new items; crypto.randomUUID is missing on plain-http LAN addresses. */
export function newItemId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Every change sends the whole list. The cache changes first (the screen updates at once),
 * the server answer follows, then the lists are refreshed; a failure restores the old lists.
 * Callbacks sit on the hook, not on `mutate`, so each of several quick changes gets its own.
 */
export function useSaveItems() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const update = trpc.grocery.update.useMutation({
    onMutate: async ({ id, items }) => {
      // Cancel a refetch in flight first: it would otherwise land on top of the optimistic change.
      await utils.grocery.list.cancel();
      const previous = utils.grocery.list.getData();
      utils.grocery.list.setData(undefined, (lists) =>
        lists?.map((entry) => (entry.id === id ? { ...entry, items: items as GroceryItemData[] } : entry)),
      );
      return { previous };
    },
    onSuccess: () => notify.success(m.listUpdated, m.listUpdatedDescription),
    onError: (error, _input, context) => {
      if (context?.previous) utils.grocery.list.setData(undefined, context.previous);
      notify.error(strings.grocery.updateFailed, errorMessage(error, m.notFound));
    },
    onSettled: () => {
      // Refresh when the last pending change is answered (this one still counts), so a refetch
      // cannot undo a newer optimistic change.
      if (queryClient.isMutating({ mutationKey: getMutationKey(trpc.grocery.update) }) <= 1) {
        void utils.grocery.list.invalidate();
      }
    },
  });

  /** A change is a function of the list's current items, so quick successive changes compose. */
  return useCallback(
    (listId: number, change: (items: GroceryItemData[]) => GroceryItemData[]) => {
      const list = utils.grocery.list.getData()?.find((entry) => entry.id === listId);
      if (!list) return;
      update.mutate({ id: list.id, title: list.title, items: change(list.items) });
    },
    [utils, update],
  );
}

export function useDeleteList() {
  const utils = trpc.useUtils();
  return trpc.grocery.delete.useMutation({
    onSuccess: (_result, { id }) => {
      utils.grocery.list.setData(undefined, (lists) => lists?.filter((entry) => entry.id !== id));
      notify.success(m.listDeleted, m.listDeletedDescription);
    },
    onError: (error) => notify.error(strings.grocery.deleteFailed, errorMessage(error, m.notFound)),
    onSettled: () => utils.grocery.list.invalidate(),
  });
}

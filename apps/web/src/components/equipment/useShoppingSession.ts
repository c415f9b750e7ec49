import { useState } from 'react';
import { TRPCClientError } from '@trpc/client';
import { equipmentStrings } from '../../lib/equipmentStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import type { ShoppingAddition } from './useEquipment';

export interface SessionItem {
  listId: number;
  item: ShoppingAddition['item'];
}

const isNotFound = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 404;

/**
 * The local Shopping List card: what this visit added. Remove also takes the item off the
 * Shopping grocery list, so the card never shows something the dashboard no longer has, or the reverse.
 */
export function useShoppingSession() {
  const [items, setItems] = useState<SessionItem[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const update = trpc.grocery.update.useMutation({ onSettled: () => utils.grocery.invalidate() });

  const added = (addition: ShoppingAddition) =>
    setItems((previous) => [...previous, { listId: addition.list.id, item: addition.item }]);

  const remove = async (entry: SessionItem) => {
    setRemoving(entry.item.id);
    try {
      // The list as stored now (another tab or the dashboard may have changed it).
      const list = await utils.client.grocery.byId.query({ id: entry.listId });
      await update.mutateAsync({
        id: list.id,
        title: list.title,
        items: list.items.filter((item) => item.id !== entry.item.id),
      });
    } catch (error) {
      // A list deleted meanwhile no longer holds the item: only the card needs updating.
      if (!isNotFound(error)) {
        const failed = equipmentStrings.recommendations.removeFailed;
        notify.error(failed, errorMessage(error, failed));
        return;
      }
    } finally {
      setRemoving(null);
    }
    setItems((previous) => previous.filter((item) => item.item.id !== entry.item.id));
  };

  return { items, added, remove, removing };
}

import type { RouterOutputs } from '@sous/api';
import { utcDay } from '@sous/domain';
import { notify } from '../../lib/notify';
import { pantryStrings } from '../../lib/pantryStrings';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { pantryMessages } from '@sous/domain';

export type PantryItemData = RouterOutputs['pantry']['list'][number];

const m = pantryMessages;

/** The day the pantry counts from: UTC, like the server's schema ('cannot be earlier than today'). */
export const pantryToday = () => utcDay();

/**
 * Adding an item: the item, then (spec part 1 §7) its nutrition added to today's progress.
 * Answers the saved item and whether the progress call went through.
 */
export function useCreatePantryItem() {
  const utils = trpc.useUtils();
  const create = trpc.pantry.create.useMutation({
    onSuccess: (item) => utils.pantry.list.setData(undefined, (items) => (items ? [...items, item] : items)),
    onSettled: () => utils.pantry.invalidate(),
  });
  const addProgress = trpc.nutrition.addProgress.useMutation({ onSettled: () => utils.nutrition.invalidate() });

  const mutateAsync = async (input: Parameters<typeof create.mutateAsync>[0]) => {
    const item = await create.mutateAsync(input);
    notify.success(m.added, m.addedDescription);
    const { calories, protein, carbs, fat } = item.nutritionInfo;
    try {
      await addProgress.mutateAsync({
        progress: { date: pantryToday(), calories, protein, carbs, fat, completed: false },
      });
      return { item, progressAdded: true };
    } catch (error) {
      notify.error(pantryStrings.progressNote.failed, errorMessage(error, pantryStrings.progressNote.failed));
      return { item, progressAdded: false };
    }
  };
  return { mutateAsync, isPending: create.isPending || addProgress.isPending };
}

export function useUpdatePantryItem() {
  const utils = trpc.useUtils();
  return trpc.pantry.update.useMutation({
    onSuccess: (saved) => {
      utils.pantry.list.setData(undefined, (items) => items?.map((item) => (item.id === saved.id ? saved : item)));
      notify.success(m.updated);
    },
    onSettled: () => utils.pantry.invalidate(),
  });
}

export function useDeletePantryItem() {
  const utils = trpc.useUtils();
  return trpc.pantry.delete.useMutation({
    onSuccess: ({ id }) => {
      utils.pantry.list.setData(undefined, (items) => items?.filter((item) => item.id !== id));
      notify.success(m.deleted);
    },
    onError: (error) =>
      notify.error(pantryStrings.card.deleteFailed, errorMessage(error, pantryStrings.card.deleteFailed)),
    onSettled: () => utils.pantry.invalidate(),
  });
}

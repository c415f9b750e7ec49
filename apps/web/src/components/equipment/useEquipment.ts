import type { RouterOutputs } from '@sous/api';
import { equipmentStrings } from '../../lib/equipmentStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { equipmentMessages } from '@sous/domain';

export type EquipmentData = RouterOutputs['equipment']['list'][number];
export type Recommendation = RouterOutputs['equipment']['recommendations']['recommendations'][number];
export type RecipeMatchData = RouterOutputs['equipment']['recipeMatches']['canMake'][number];
export type ShoppingAddition = RouterOutputs['equipment']['addToShoppingList'];

const m = equipmentMessages;

export function useCreateEquipment() {
  const utils = trpc.useUtils();
  return trpc.equipment.create.useMutation({
    onSuccess: (saved) => {
      utils.equipment.list.setData(undefined, (list) => (list ? [...list, saved] : list));
      notify.success(equipmentStrings.form.added, equipmentStrings.form.addedDescription(saved.name));
    },
    onSettled: () => utils.equipment.invalidate(),
  });
}

export function useUpdateEquipment() {
  const utils = trpc.useUtils();
  return trpc.equipment.update.useMutation({
    onSuccess: (saved) => {
      utils.equipment.list.setData(undefined, (list) => list?.map((piece) => (piece.id === saved.id ? saved : piece)));
      notify.success(equipmentStrings.form.updated);
    },
    onSettled: () => utils.equipment.invalidate(),
  });
}

export function useDeleteEquipment() {
  const utils = trpc.useUtils();
  return trpc.equipment.delete.useMutation({
    onSuccess: ({ id, message }) => {
      utils.equipment.list.setData(undefined, (list) => list?.filter((piece) => piece.id !== id));
      notify.success(message);
    },
    onError: (error) => notify.error(m.deleteFailed, errorMessage(error, m.deleteFailed)),
    onSettled: () => utils.equipment.invalidate(),
  });
}

/** Adds a recommendation to the Shopping grocery list; the home dashboard's lists refresh after it. */
export function useAddToShoppingList() {
  const utils = trpc.useUtils();
  return trpc.equipment.addToShoppingList.useMutation({
    onSettled: () => utils.grocery.invalidate(),
  });
}

import { useEffect, useRef, useState } from 'react';
import type { RouterOutputs } from '@sous/api';
import { STATUS_MESSAGE_MS } from '@sous/domain';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { cuisineMessages } from '@sous/domain';
import { recipesMessages } from '@sous/domain';

export type CuisineData = RouterOutputs['cuisine']['list'][number];
export type CuisineDetailsData = RouterOutputs['cuisine']['byId'];
export type CulturalRecipeData = RouterOutputs['cuisine']['recipeById'];

const m = cuisineMessages;

/** A short status line that clears itself after 3 seconds (spec part 2 §4 and §9). */
export function useStatusMessage() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    message,
    show(text: string) {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), STATUS_MESSAGE_MS);
    },
  };
}

/** The server answers 403 for someone else's recipe; the toast then says who may delete it. */
function isForbidden(error: unknown): boolean {
  return (error as { data?: { httpStatus?: number } } | undefined)?.data?.httpStatus === 403;
}

/** The creator's hide deletes the cuisine, anyone else's hides it for them; both return to the list. */
export function useHideCuisine(onDone: () => void) {
  const utils = trpc.useUtils();
  return trpc.cuisine.hide.useMutation({
    onSuccess: (result) => {
      notify.success(result.type === 'deleted' ? m.deleted : m.hidden);
      utils.cuisine.list.setData({}, (list) => list?.filter((cuisine) => cuisine.id !== result.id));
      onDone();
    },
    onError: (error) => notify.error(m.hideFailed, errorMessage(error, m.hideFailed)),
    onSettled: () => utils.cuisine.invalidate(),
  });
}

/** Deletes a cultural recipe; a non-creator is told 'Creator Only' instead of calling. */
export function useDeleteCulturalRecipe(onDeleted?: () => void) {
  const utils = trpc.useUtils();
  return trpc.cuisine.deleteRecipe.useMutation({
    onSuccess: () => {
      notify.success(recipesMessages.deleted);
      onDeleted?.();
    },
    onError: (error) =>
      isForbidden(error)
        ? notify.error(m.creatorOnlyTitle, m.creatorOnlyDescription)
        : notify.error(m.deleteRecipeFailed, errorMessage(error, m.deleteRecipeFailed)),
    onSettled: () => utils.cuisine.invalidate(),
  });
}

export function creatorOnlyToast() {
  notify.error(m.creatorOnlyTitle, m.creatorOnlyDescription);
}

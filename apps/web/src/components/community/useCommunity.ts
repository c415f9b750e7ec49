import type { RouterOutputs } from '@sous/api';
import { communityStrings } from '../../lib/communityStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { communityMessages } from '@sous/domain';
import { recipesMessages } from '@sous/domain';

export type PostData = RouterOutputs['community']['list'][number];

const m = communityMessages;
const s = communityStrings.post;

/** The author deletes ('Post deleted'); anyone else hides the post for themselves ('Post hidden'). */
export function useDeletePost(onHidden: (id: number) => void) {
  const utils = trpc.useUtils();
  return trpc.community.delete.useMutation({
    onSuccess: (result) => {
      if (result.type === 'hidden') {
        onHidden(result.id);
        notify.success(m.hidden);
      } else {
        notify.success(m.deleted);
      }
    },
    onError: (error) => notify.error(m.processFailed, errorMessage(error, m.processFailed)),
    onSettled: () => utils.community.invalidate(),
  });
}

/** Copies someone's shared recipe into the user's own recipes. */
export function useForkRecipe() {
  const utils = trpc.useUtils();
  return trpc.recipes.fork.useMutation({
    onSuccess: (recipe) => notify.success(s.forked, s.forkedDescription(recipe.title)),
    onError: (error) => notify.error(s.forkFailed, errorMessage(error, recipesMessages.notFound)),
    onSettled: () => utils.recipes.invalidate(),
  });
}

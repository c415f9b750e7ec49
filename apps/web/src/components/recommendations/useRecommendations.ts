import { useEffect } from 'react';
import type { RouterOutputs } from '@sous/api';
import { notify } from '../../lib/notify';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { trpc } from '../../lib/trpc';
import { recommendationsMessages } from '@sous/domain';

export type RecommendationData = RouterOutputs['recipes']['personalized']['recommendations'][number];

const r = recommendationsMessages;
const s = nutritionStrings.recommendations;

/** Spec part 1 §9: fresh 5 minutes, kept 30, never refetched on focus, mount or reconnect. */
const RECOMMENDATIONS_STALE_MS = 5 * 60 * 1000;
const RECOMMENDATIONS_GC_MS = 30 * 60 * 1000;

/** The stored set (the first visit generates one). A failure toasts once and leaves the list empty. */
export function usePersonalizedRecommendations() {
  const query = trpc.recipes.personalized.useQuery(undefined, {
    staleTime: RECOMMENDATIONS_STALE_MS,
    gcTime: RECOMMENDATIONS_GC_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify.error(s.error, r.fetchFailed);
  }, [isError, errorUpdatedAt]);
  return query;
}

/** A new set from the AI layer; a failure is tolerated and the stored set is read again. */
export function useRefreshRecommendations() {
  const utils = trpc.useUtils();
  return trpc.recipes.refreshRecommendations.useMutation({
    onSuccess: (set) => {
      utils.recipes.personalized.setData(undefined, set);
      notify.success(s.success, r.refreshed);
    },
    onError: () => notify.error(s.error, r.refreshFailed),
    onSettled: () => utils.recipes.personalized.invalidate(),
  });
}

export function useRecommendationFeedback() {
  return trpc.recipes.feedback.useMutation({
    onSuccess: () => notify.success(r.feedbackThanks, r.feedbackRecorded),
    onError: () => notify.error(s.error, r.feedbackFailed),
  });
}

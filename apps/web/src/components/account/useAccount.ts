import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { defaultPreferences, messages, type Preferences, type UpdateProfileRequest } from '@sous/domain';
import { notify } from '../../lib/notify';
import { adoptPreferences, getPreferences, resetPreferences, updatePreferences } from '../../lib/preferences';
import { clearLocalSession, errorMessage, storeProfile } from '../../lib/session';
import { trpc, type CurrentUser } from '../../lib/trpc';

/** Keeps the browser's preferences in step with the account's (sign-in, refetch, another browser). */
export function usePreferencesFromAccount(user: CurrentUser | null | undefined) {
  const preferences = user?.preferences;
  useEffect(() => {
    if (preferences) adoptPreferences(preferences);
  }, [preferences]);
}

/** Profile and preference updates: the answer replaces the cached user and the stored profile. */
export function useUpdateProfile() {
  const utils = trpc.useUtils();
  const mutation = trpc.auth.updateProfile.useMutation({
    onSuccess: (user) => {
      utils.auth.me.setData(undefined, user);
      utils.auth.profile.setData(undefined, user);
      storeProfile(user);
    },
  });
  const update = useCallback((input: UpdateProfileRequest) => mutation.mutateAsync(input), [mutation]);
  return { update, isPending: mutation.isPending };
}

/**
 * Applies preferences at once (live theme and accent), then saves them to the account. The cached
 * user changes first too, so nothing re-adopts the old set while the call runs; a failure rolls back.
 */
export function useSavePreferences() {
  const utils = trpc.useUtils();
  const mutation = trpc.auth.updateProfile.useMutation();
  const { mutateAsync } = mutation;
  // Quick clicks overlap: only the last answer may replace the cached user, or the accent flickers back.
  const inFlight = useRef(0);
  const save = useCallback(
    async (patch: Partial<Preferences>, options: { reset?: boolean } = {}): Promise<boolean> => {
      const before = getPreferences();
      const cached = utils.auth.me.getData();
      if (options.reset) resetPreferences();
      else updatePreferences(patch);
      if (!cached) return true; // signed out (the /auth page): the browser is the only place to keep them
      const optimistic = { ...cached, preferences: { ...cached.preferences, ...patch } };
      utils.auth.me.setData(undefined, optimistic);
      inFlight.current += 1;
      try {
        const user = await mutateAsync({ preferences: patch });
        if (inFlight.current === 1) {
          utils.auth.me.setData(undefined, user);
          utils.auth.profile.setData(undefined, user);
        }
        return true;
      } catch (error) {
        utils.auth.me.setData(undefined, cached);
        adoptPreferences(before);
        notify.error(messages.auth.updateFailedTitle, errorMessage(error, messages.auth.updateProfileFailed));
        return false;
      } finally {
        inFlight.current -= 1;
      }
    },
    [utils, mutateAsync],
  );
  const reset = useCallback(() => save({ ...defaultPreferences }, { reset: true }), [save]);
  return { save, reset, isPending: mutation.isPending };
}

/** Deletes the account with its password; afterwards the session ends and the browser goes to /auth. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const mutation = trpc.auth.deleteAccount.useMutation();
  const { mutateAsync } = mutation;
  const remove = useCallback(
    async (password: string) => {
      const result = await mutateAsync({ password });
      clearLocalSession();
      resetPreferences();
      queryClient.clear();
      utils.auth.me.setData(undefined, null);
      await navigate({ to: '/auth', replace: true });
      notify.success(result.message);
    },
    [mutateAsync, queryClient, utils, navigate],
  );
  return { remove, isPending: mutation.isPending };
}

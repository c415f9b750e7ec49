import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CURRENT_USER_STALE_MS, messages } from '@sous/domain';
import { notify } from './notify';
import { resetPreferences } from './preferences';
import type { RouterContext } from '../router';
import { clearLocalSession, getToken, isUnauthorized, setToken, storeProfile } from './session';
import { trpc, type CurrentUser } from './trpc';

/** Current-user query options: stale after 5 minutes, refetched on focus, fewer than 2 retries, none on auth errors. */
export const currentUserOptions = {
  staleTime: CURRENT_USER_STALE_MS,
  refetchOnWindowFocus: true,
  retry: (failureCount: number, error: unknown) => !isUnauthorized(error) && failureCount < 1,
};

/**
 * For route guards: the signed-in user from the cache, or asked once. A stored token the server
 * no longer knows (the answer is null) is dropped, as a 401 would drop it.
 */
export async function ensureCurrentUser(utils: RouterContext['utils']): Promise<CurrentUser | null> {
  const user = await utils.auth.me.ensureData(undefined, { staleTime: CURRENT_USER_STALE_MS });
  if (!user && getToken()) setToken(null);
  return user;
}

export function useCurrentUser() {
  return trpc.auth.me.useQuery(undefined, currentUserOptions);
}

/** After login or registration: keep the token, the profile and put the user in the cache. */
export function useSignIn() {
  const utils = trpc.useUtils();
  return useCallback(
    (user: CurrentUser, token: string | null | undefined) => {
      setToken(token);
      storeProfile(user);
      utils.auth.me.setData(undefined, user);
    },
    [utils],
  );
}

export function useLogout() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation();
  return useCallback(async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Logout failures are ignored: local state is cleared anyway (spec part 1 §4).
    }
    clearLocalSession();
    resetPreferences();
    queryClient.clear();
    utils.auth.me.setData(undefined, null);
    await navigate({ to: '/auth' });
    notify.success(messages.auth.loggedOut);
  }, [logout, queryClient, utils, navigate]);
}

import { TRPCClientError } from '@trpc/client';
import { messages, STORAGE_KEYS } from '@sous/domain';

/** Local storage can throw (private mode, disabled storage); the app must keep working anyway. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the session cookie still carries the login.
  }
}

export const getToken = () => readStored(STORAGE_KEYS.authToken);
export const setToken = (token: string | null | undefined) => writeStored(STORAGE_KEYS.authToken, token || null);

/** The profile kept locally gives the welcome name first (spec part 1 §2). */
export function storeProfile(user: { id: number; name: string | null; username: string } | null) {
  writeStored(
    STORAGE_KEYS.userProfile,
    user ? JSON.stringify({ id: user.id, name: user.name, username: user.username }) : null,
  );
}

export function storedProfileName(userId: number): string | null {
  try {
    const profile = JSON.parse(readStored(STORAGE_KEYS.userProfile) ?? 'null') as {
      id?: unknown;
      name?: unknown;
    } | null;
    return profile && profile.id === userId && typeof profile.name === 'string' && profile.name.trim()
      ? profile.name.trim()
      : null;
  } catch {
    return null;
  }
}

/** Logout and account deletion clear the token, the profile and the preferences. */
export function clearLocalSession() {
  writeStored(STORAGE_KEYS.authToken, null);
  writeStored(STORAGE_KEYS.userProfile, null);
  writeStored(STORAGE_KEYS.userPreferences, null);
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;
}

/** No answer at all (server down, offline): the fetch failed before any tRPC response. */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return error instanceof TypeError;
  return !error.data && (error.cause instanceof TypeError || /fetch|network/i.test(error.message));
}

/** The message to show for a failed call: network text, the server's message, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return messages.auth.networkError;
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status === 429) return messages.http.tooManyRequests;
    if (status === 403) return messages.http.forbidden;
    if (error.data && error.message) return error.message;
  }
  return fallback;
}

/** Field messages of a validation error, keyed by the first path segment. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const issues =
    error instanceof TRPCClientError
      ? (error.data as { issues?: { path: string; message: string }[] } | undefined)?.issues
      : undefined;
  const result: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const key = issue.path.split('.')[0] ?? '';
    if (key && !result[key]) result[key] = issue.message;
  }
  return result;
}

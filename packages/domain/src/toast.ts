/** Toasts, spec part 1 §4 and §9. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const COPIED_INDICATOR_MS = 2000;
export const SECRET_KEY_POLL_MS = 500;
export const SECRET_KEY_POLL_TRIES = 10;
export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;
export const STORAGE_KEYS = {
  authToken: 'authToken',
  userProfile: 'userProfile',
  userPreferences: 'userPreferences',
} as const;

import { useSyncExternalStore } from 'react';
import { defaultPreferences, readPreferences, STORAGE_KEYS, type Preferences, type Theme } from '@sous/domain';
import { readStored, writeStored } from './session';

export const ACCENT_EVENT = 'accentcolorchange';

let current: Preferences = load();
const listeners = new Set<() => void>();

function load(): Preferences {
  try {
    return readPreferences(JSON.parse(readStored(STORAGE_KEYS.userPreferences) ?? '{}'));
  } catch {
    return { ...defaultPreferences };
  }
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolvedTheme(theme: Theme): 'light' | 'dark' {
  if (theme === 'system') return darkQuery().matches ? 'dark' : 'light';
  return theme;
}

/** Puts the light or dark class on <html> and the accent colour in --accent, then broadcasts it. */
function apply(previousAccent?: string) {
  const root = document.documentElement;
  const mode = resolvedTheme(current.theme);
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  root.style.setProperty('--accent', current.accentColor);
  if (previousAccent !== current.accentColor) {
    window.dispatchEvent(new CustomEvent(ACCENT_EVENT, { detail: { accentColor: current.accentColor } }));
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getPreferences(): Preferences {
  return current;
}

export function updatePreferences(patch: Partial<Preferences>) {
  const previousAccent = current.accentColor;
  current = readPreferences({ ...current, ...patch });
  writeStored(STORAGE_KEYS.userPreferences, JSON.stringify(current));
  apply(previousAccent);
  emit();
}

/**
 * Takes the preferences kept with the account (sign-in, another browser's change) and mirrors
 * them locally; an identical set writes nothing, so a fresh default stays unstored.
 */
export function adoptPreferences(fromAccount: unknown) {
  const next = readPreferences(fromAccount);
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  const previousAccent = current.accentColor;
  current = next;
  writeStored(STORAGE_KEYS.userPreferences, JSON.stringify(current));
  apply(previousAccent);
  emit();
}

/** Back to the spec's defaults (also what logout leaves behind once storage is cleared). */
export function resetPreferences() {
  const previousAccent = current.accentColor;
  current = { ...defaultPreferences };
  writeStored(STORAGE_KEYS.userPreferences, null);
  apply(previousAccent);
  emit();
}

let started = false;
/** Applies stored preferences and follows the OS colour scheme live while the theme is system. */
export function startPreferences() {
  if (started) return;
  started = true;
  apply();
  darkQuery().addEventListener('change', () => {
    if (current.theme === 'system') {
      apply(current.accentColor);
      emit();
    }
  });
  // Another tab changed the preferences.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.userPreferences && event.key !== null) return;
    const previousAccent = current.accentColor;
    current = load();
    apply(previousAccent);
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}

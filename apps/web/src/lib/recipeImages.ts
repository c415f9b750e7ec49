import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { readStored, writeStored } from './session';

/** Local storage key of a recipe's image override (spec part 1 §3: "a per-recipe image override"). */
export const imageOverrideKey = (recipeId: number) => `recipeImage:${recipeId}`;

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing an override shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('recipeImage:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getImageOverride(recipeId: number): string | null {
  return readStored(imageOverrideKey(recipeId));
}

/** Saves (or with null removes) the override; false when storage refused it (full or disabled). */
export function setImageOverride(recipeId: number, url: string | null): boolean {
  writeStored(imageOverrideKey(recipeId), url);
  emit();
  return getImageOverride(recipeId) === url;
}

export function useImageOverride(recipeId: number): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getImageOverride(recipeId),
    () => null,
  );
}

/** A stock-photo search by a recipe's title or a pantry item's name: the same name always asks for the same search. */
export function stockPhotoUrl(title: string): string {
  return `https://source.unsplash.com/featured/?${encodeURIComponent(`${title} food`)}`;
}

/**
 * The picture to show for a recipe: the local override, then its imageUrl, then a stock photo by
 * title. Each failed load moves to the next; `src` is null once all failed (show the placeholder).
 */
export function useRecipeImage(recipe: { id: number; title: string; imageUrl: string | null }) {
  const override = useImageOverride(recipe.id);
  return useImageChain(override, recipe.imageUrl, stockPhotoUrl(recipe.title));
}

/**
 * The first of the given pictures that loads: each failed load moves to the next, and `src` is
 * null once all failed (show the placeholder). Empty entries are skipped.
 */
export function useImageChain(...urls: (string | null | undefined)[]) {
  // Keyed by the URLs' text, so a new array holding the same URLs keeps the chain where it is.
  const key = urls.filter(Boolean).join('\n');
  const candidates = useMemo(() => [...new Set(key.split('\n').filter(Boolean))], [key]);
  const [failed, setFailed] = useState(0);
  // A new override or URL gets a fresh chance.
  useEffect(() => setFailed(0), [candidates]);
  const onError = useCallback(() => setFailed((count) => count + 1), []);
  return { src: candidates[failed] ?? null, onError };
}

/** Reads a chosen photo into a small JPEG data URL that fits in local storage. */
export function photoToDataUrl(file: File, maxSide = 960): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(image.width * scale));
      canvas.height = Math.max(1, Math.round(image.height * scale));
      const context = canvas.getContext('2d');
      URL.revokeObjectURL(url);
      if (!context) return reject(new Error('no canvas'));
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      resolve(canvas.toDataURL('image/jpeg', 0.8));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    image.src = url;
  });
}

import { DEVICE_FAVORITES_MAX } from '@storefront/shared';
import { useSyncExternalStore } from 'react';

/** Where a guest's favorites are kept (localStorage): product ids, the last marked first. */
export const DEVICE_FAVORITES_KEY = 'storefront-favorites';

const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
/** What is kept when the browser has no storage or refuses it: the page's own copy. */
let inMemory: readonly string[] = NONE;
let lastText: string | null = null;
let lastIds: readonly string[] = NONE;

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The kept list; anything else (not JSON, not a list of ids) counts as no favorites. */
export function parseDeviceFavorites(text: string | null): readonly string[] {
  if (!text) return NONE;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return NONE;
  }
  if (!Array.isArray(saved)) return NONE;
  const ids = saved.filter(
    (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100,
  );
  return [...new Set(ids)].slice(0, DEVICE_FAVORITES_MAX);
}

export function readDeviceFavorites(): readonly string[] {
  const storage = localStorageOrNull();
  if (!storage) return inMemory;
  let text: string | null;
  try {
    text = storage.getItem(DEVICE_FAVORITES_KEY);
  } catch {
    return inMemory;
  }
  // The same text gives the same list, as useSyncExternalStore needs.
  if (text !== lastText) {
    lastText = text;
    lastIds = parseDeviceFavorites(text);
  }
  return lastIds;
}

function write(ids: readonly string[]) {
  inMemory = ids;
  try {
    const storage = localStorageOrNull();
    if (ids.length === 0) storage?.removeItem(DEVICE_FAVORITES_KEY);
    else storage?.setItem(DEVICE_FAVORITES_KEY, JSON.stringify(ids));
  } catch {
    // A full or refused storage keeps the favorites for this page only.
  }
  for (const listener of listeners) listener();
}

/** Marks or unmarks a product on the device; the newest first, the oldest let go past the cap. */
export function toggleDeviceFavorite(productId: string) {
  const ids = readDeviceFavorites();
  write(
    ids.includes(productId)
      ? ids.filter((id) => id !== productId)
      : [productId, ...ids].slice(0, DEVICE_FAVORITES_MAX),
  );
}

/** Lets go of the given ids (those the account has taken); ones marked meanwhile stay. */
export function forgetDeviceFavorites(productIds: readonly string[]) {
  const taken = new Set(productIds);
  write(readDeviceFavorites().filter((id) => !taken.has(id)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the shop marked or unmarked a product.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_FAVORITES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A guest's favorites. The server and the first render in the browser see none, so the page
 * hydrates as it was rendered; the kept ones show right after.
 */
export function useDeviceFavorites(): readonly string[] {
  return useSyncExternalStore(subscribe, readDeviceFavorites, () => NONE);
}

/** A failed chunk reloads the page at most once per path in this time. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const KEY_PREFIX = 'chunk-reload:';

/** A script chunk that could not be loaded: webpack's ChunkLoadError, ours or a remote's. */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = (current as Error).cause) {
    if (
      current.name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk [\w-]+ failed/i.test(current.message)
    )
      return true;
  }
  return false;
}

/**
 * Whether a chunk failure on a path may reload the page: yes, unless it already did in the last
 * ten seconds (the new build may be missing the chunk too; reloading again would loop).
 */
export function mayReloadForChunk(
  path: string,
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): boolean {
  const key = KEY_PREFIX + path;
  const last = storage.getItem(key);
  if (last !== null && now - Number(last) < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/** Reloads the page for a chunk failure when the guard allows it; true when it does. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!mayReloadForChunk(window.location.pathname, Date.now(), storage)) return false;
  window.location.reload();
  return true;
}

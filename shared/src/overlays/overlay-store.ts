import type { OverlayName } from '../contracts/cross-team';

type Listener = () => void;

/**
 * Which overlay (dialog) is open. Any team opens one by its name in the cross-team contracts
 * (OVERLAY_OWNERS); the shell loads the overlay from its owner and renders it.
 */
export function createOverlayStore() {
  let current: OverlayName | null = null;
  const listeners = new Set<Listener>();
  const emit = (next: OverlayName | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    open(id: OverlayName): void {
      emit(id);
    },
    close(): void {
      if (current !== null) emit(null);
    },
    getSnapshot: (): OverlayName | null => current,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's overlays (one instance: @storefront/shared is a federation singleton). */
export const overlay = createOverlayStore();

/** The URL query that opens an overlay on load: `?overlay=cookie-settings`. */
export const OVERLAY_QUERY = 'overlay';

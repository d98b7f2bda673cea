type Listener = () => void;

/**
 * Which overlay (dialog) is open. Overlays are registered by id (the shell's own and those the
 * remotes provide); any team opens one by id, and opening an id nobody registered fails with
 * 'Overlay not found'. The shell renders the open one.
 */
export function createOverlayStore() {
  const known = new Set<string>();
  let current: string | null = null;
  const listeners = new Set<Listener>();
  const emit = (next: string | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    register(id: string): void {
      known.add(id);
    },
    isRegistered: (id: string): boolean => known.has(id),
    open(id: string): void {
      if (!known.has(id)) throw new Error('Overlay not found');
      emit(id);
    },
    close(): void {
      if (current !== null) emit(null);
    },
    getSnapshot: (): string | null => current,
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

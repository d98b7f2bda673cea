/**
 * Where the shopper left each entry of the tab's history, kept in sessionStorage so a reload and
 * a return from another site find it too. Entries are keyed by the router's key of the history
 * entry (the first entry of a visit has none: it is keyed by its address).
 */
const STORAGE_KEY = 'storefront-scroll';
const MAX_ENTRIES = 100;

let positions: Map<string, number> | null = null;

function load(): Map<string, number> {
  if (positions) return positions;
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    positions = new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    positions = new Map();
  }
  return positions;
}

export function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default'
    ? `default ${location.pathname}${location.search}`
    : location.key;
}

export function savedPosition(key: string): number | undefined {
  return load().get(key);
}

export function savePosition(key: string, y: number): void {
  const saved = load();
  saved.delete(key);
  saved.set(key, y);
  if (saved.size > MAX_ENTRIES) saved.delete(saved.keys().next().value!);
}

/** Writes the positions to sessionStorage (on leaving an entry, and when the page goes). */
export function persistPositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...load()]));
  } catch {
    // Storage full or refused: the positions still serve this page's life.
  }
}

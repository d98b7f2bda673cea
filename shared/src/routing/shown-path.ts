/** The longest path a page writes into its text (a not-found title): anything longer is cut. */
export const MAX_SHOWN_PATH = 100;

/**
 * A path as a page may show it: whole up to MAX_SHOWN_PATH characters, cut with an ellipsis
 * beyond. A page never repeats an arbitrary path a visitor sent at its full length.
 */
export function shownPath(path: string): string {
  const characters = [...path];
  return characters.length <= MAX_SHOWN_PATH
    ? path
    : `${characters.slice(0, MAX_SHOWN_PATH - 1).join('')}…`;
}

/** The longest address (path and query) the language switch links to in other languages. */
export const MAX_SWITCHED_ADDRESS = 512;

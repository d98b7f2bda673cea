import type { Language } from '@storefront/shared/core';

/** The shell build's list of its first-render scripts (written by build/first-load-plugin.mjs). */
export const FIRST_LOAD_FILE = 'first-load.json';

export interface FirstLoad {
  /** The entry script, which the page loads itself. */
  entry: string;
  /** The entry and every chunk the shell runs before its first render. */
  scripts: string[];
  /** The chunks of each language's texts. */
  languages: Partial<Record<string, string[]>>;
}

/** The build's first-load list; none (so no hints) when the build has none. */
export async function firstLoadOf(read: () => Promise<string>): Promise<FirstLoad | null> {
  try {
    return JSON.parse(await read()) as FirstLoad;
  } catch {
    return null;
  }
}

/** The shell's entry script. */
export function shellEntry(firstLoad: FirstLoad | null): string {
  return `/assets/${firstLoad?.entry ?? 'main.js'}`;
}

/**
 * The shell's scripts a page in `lang` needs before its first render, as URLs under /assets/,
 * except the entry, which the page loads itself.
 */
export function shellScripts(firstLoad: FirstLoad | null, lang: Language): string[] {
  if (!firstLoad) return [];
  return [
    ...firstLoad.scripts.filter((file) => file !== firstLoad.entry),
    ...(firstLoad.languages[lang] ?? []),
  ].map((file) => `/assets/${file}`);
}

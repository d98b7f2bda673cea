import { loadLanguage, type Language, type TeamNamespace } from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import { trackSettled } from '../federation/render-cache';

/**
 * How an app loads a language: the texts of every team loaded so far, once (a team whose remote
 * loads later brings its namespace in the language then).
 */
export function createLanguageLoads(teams: () => readonly TeamNamespace[]) {
  const loads = new Map<string, Promise<void>>();
  return (i18n: I18n, lang: Language): Promise<void> => {
    const loaded = teams();
    const key = [lang, ...loaded.map((team) => team.name).sort()].join(' ');
    let load = loads.get(key);
    if (!load) {
      load = trackSettled(loadLanguage(i18n, lang, loaded));
      loads.set(key, load);
    }
    return load;
  };
}

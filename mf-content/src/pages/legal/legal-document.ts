import type { Language } from '@storefront/shared';

/** A legal text as stored in src/legal/<document>/<lang>.json. */
export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date the text takes effect. */
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export type LegalDocumentName = 'privacy-policy' | 'terms-and-conditions';

const cache = new Map<string, Promise<LegalDocument>>();
const loaded = new Map<string, LegalDocument>();

/**
 * Loads one document in one language; each is its own chunk, fetched once. The promise is marked
 * with its value the way React's use() reads it, so a page rendered after the load (on the
 * server, or hydrating) does not suspend.
 */
export function loadLegalDocument(name: LegalDocumentName, lang: Language): Promise<LegalDocument> {
  const key = `${name}/${lang}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = import(
      /* webpackChunkName: "legal-[request]" */ `../../legal/${name}/${lang}.json`
    ).then((module: { default: LegalDocument }) => {
      loaded.set(key, module.default);
      Object.assign(pending!, { status: 'fulfilled', value: module.default });
      return module.default;
    });
    cache.set(key, pending);
  }
  return pending;
}

/** A document already loaded (for the page's head), or undefined. */
export const loadedLegalDocument = (name: LegalDocumentName, lang: Language) =>
  loaded.get(`${name}/${lang}`);

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

/** Loads one document in one language; each is its own chunk, fetched once. */
export function loadLegalDocument(name: LegalDocumentName, lang: Language): Promise<LegalDocument> {
  const key = `${name}/${lang}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = import(
      /* webpackChunkName: "legal-[request]" */ `../../legal/${name}/${lang}.json`
    ).then((module: { default: LegalDocument }) => module.default);
    cache.set(key, pending);
  }
  return pending;
}

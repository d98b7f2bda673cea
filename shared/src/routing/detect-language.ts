import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contracts/languages';

/** Browser language tags that name a storefront language under another code. */
const ALIASES: Record<string, Language> = { uk: 'ua' };

/** The language of a browser tag (`pl-PL` → pl, `uk` → ua), or null. */
export function languageOfTag(tag: string): Language | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = ALIASES[base] ?? base;
  return isLanguage(code) ? code : null;
}

/** Tags of an Accept-Language header, best first. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: quality ? Number(quality.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

/**
 * The language of a visitor who opened a path without one: the i18n_redirected
 * cookie, else the first browser language the storefront speaks, else English.
 */
export function detectLanguage(cookie: string | null, browserTags: readonly string[]): Language {
  if (isLanguage(cookie)) return cookie;
  for (const tag of browserTags) {
    const lang = languageOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

import type { LocalizedText } from '../contracts/languages';

/**
 * A store or catalog text in the page language, falling back to the store's main language and
 * then to any language that has it.
 */
export function localizedText(
  text: LocalizedText | undefined,
  lang: string,
  fallbackLang?: string,
): string {
  if (!text) return '';
  const record = text as Record<string, string | undefined>;
  return (
    record[lang] ||
    (fallbackLang ? record[fallbackLang] : undefined) ||
    Object.values(record).find(Boolean) ||
    ''
  );
}

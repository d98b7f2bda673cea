import { LANGUAGES, type Language } from '../contracts/languages';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function isEmpty(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.some(isEmpty);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(isEmpty);
  return value === undefined || value === null;
}

/**
 * Lists what is missing from a namespace: for each language, the keys another language has and
 * it lacks, and the keys whose text is empty. An empty result means the namespace is complete.
 */
export function missingTranslations(byLanguage: Partial<Record<Language, unknown>>): string[] {
  const all = new Set(LANGUAGES.flatMap((lang) => keysOf(byLanguage[lang] ?? {})));
  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    const bundle = byLanguage[lang];
    if (bundle === undefined) {
      problems.push(`${lang}: the whole namespace is missing`);
      continue;
    }
    const own = new Set(keysOf(bundle));
    for (const key of all) if (!own.has(key)) problems.push(`${lang}: ${key} is missing`);
    for (const key of own) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
      if (isEmpty(value)) problems.push(`${lang}: ${key} is empty`);
    }
  }
  return problems;
}

/**
 * The Ukrainian apostrophe (U+02BC MODIFIER LETTER APOSTROPHE): a letter, so a word such as
 * «імʼя» stays one word for the browser (selection, line breaks) and a screen reader. Every
 * Ukrainian text of the shop writes it, never the typewriter ' or the quotation mark ’.
 */
export const UKRAINIAN_APOSTROPHE = 'ʼ';

/** The marks written for the apostrophe by mistake: the ASCII ', and ’ (and its pair ‘). */
const WRONG_APOSTROPHES = /['‘’]/g;

function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textsOf(child, path ? `${path}.${key}` : key),
  );
}

/**
 * The Ukrainian texts of a bundle (nested objects and arrays of strings) that write another mark
 * than ʼ for the apostrophe, each as `key: …the words around it…`; empty when all are right.
 */
export function wrongUkrainianApostrophes(bundle: unknown): string[] {
  return textsOf(bundle, '').flatMap(([key, text]) =>
    [...text.matchAll(WRONG_APOSTROPHES)].map(
      (match) => `${key}: …${text.slice(Math.max(0, match.index - 12), match.index + 12)}…`,
    ),
  );
}

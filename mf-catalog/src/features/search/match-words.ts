/** Letters without a decomposition that shoppers still type without their mark. */
const UNDECOMPOSED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ґ: 'г' };

/** Lowercase, without diacritics: "Słodycze" and "slodycze" read alike, as the API's search does. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđґ]/gu, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/** The words of a text, folded. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** True when every typed word begins a word of the text ("sl" and "Słodycze", "kub fil" and "Filiżanki i kubki"). */
export function matchesWords(text: string, typed: string): boolean {
  const typedWords = wordsOf(typed);
  const words = wordsOf(text);
  return (
    typedWords.length > 0 &&
    typedWords.every((typedWord) => words.some((word) => word.startsWith(typedWord)))
  );
}

/**
 * Letters a search treats as their base letter, so "zolw" finds "Żółw", "ежик" finds "Ёжик" and
 * "чаи" finds "чай": Polish and other Latin letters with diacritics, and the Cyrillic ё, ї, й
 * and ґ. The same pairs fold the indexed texts (SQL `translate`, which is
 * immutable and alike on PostgreSQL and PGlite) and the shopper's words (`foldDiacritics`), so
 * both sides always agree.
 */
const PAIRS: [string, string][] = [
  ['ąàáâãäåāă', 'a'],
  ['ĄÀÁÂÃÄÅĀĂ', 'A'],
  ['ćçč', 'c'],
  ['ĆÇČ', 'C'],
  ['ď', 'd'],
  ['Ď', 'D'],
  ['ęèéêëěē', 'e'],
  ['ĘÈÉÊËĚĒ', 'E'],
  ['ìíîïī', 'i'],
  ['ÌÍÎÏĪ', 'I'],
  ['ł', 'l'],
  ['Ł', 'L'],
  ['ńñň', 'n'],
  ['ŃÑŇ', 'N'],
  ['óòôõöøō', 'o'],
  ['ÓÒÔÕÖØŌ', 'O'],
  ['ř', 'r'],
  ['Ř', 'R'],
  ['śš', 's'],
  ['ŚŠ', 'S'],
  ['ť', 't'],
  ['Ť', 'T'],
  ['ùúûüůū', 'u'],
  ['ÙÚÛÜŮŪ', 'U'],
  ['ýÿ', 'y'],
  ['ÝŸ', 'Y'],
  ['źżž', 'z'],
  ['ŹŻŽ', 'Z'],
  ['ё', 'е'],
  ['Ё', 'Е'],
  ['ї', 'і'],
  ['Ї', 'І'],
  ['й', 'и'],
  ['Й', 'И'],
  ['ґ', 'г'],
  ['Ґ', 'Г'],
];

/** The letters folded, for SQL `translate(text, FOLDED_FROM, FOLDED_TO)`. */
export const FOLDED_FROM = PAIRS.map(([letters]) => letters).join('');
/** Each letter of `FOLDED_FROM`'s base letter, at the same position. */
export const FOLDED_TO = PAIRS.map(([letters, base]) => base.repeat(letters.length)).join('');

const baseOf = new Map([...FOLDED_FROM].map((letter, index) => [letter, FOLDED_TO[index]!]));

/** The text with every folded letter replaced by its base letter, as the search index has it. */
export function foldDiacritics(text: string): string {
  return [...text].map((letter) => baseOf.get(letter) ?? letter).join('');
}

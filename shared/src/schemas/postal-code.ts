import { Mask, type MaskType } from 'maska';
import type { CountryCode } from '../contracts/countries';

/*
 * Postal codes as each country writes them, for the countries the shop's delivery methods reach
 * (and their neighbours a shop is likely to add). Masks use maska's tokens: `#` a digit, `@` a
 * letter, `*` a letter or digit; other characters are written as they are. A country without a
 * format here gets the loose check of any postal code, upper-cased.
 */

interface PostalCodeFormat {
  /** The mask the field applies while the shopper types. */
  mask: MaskType;
  /** What a complete code looks like. */
  pattern: RegExp;
  /** A real code, shown as the field's hint. */
  example: string;
}

/** A pattern from fixed masks: each token by its class, everything else literally. */
const patternOf = (...masks: string[]): RegExp => {
  const token: Record<string, string> = { '#': '[0-9]', '@': '[A-Z]', '*': '[A-Z0-9]' };
  const one = (mask: string) =>
    [...mask].map((c) => token[c] ?? c.replace(/[-\\^$*+?.()|[\]{}]/g, '\\$&')).join('');
  return new RegExp(`^(?:${masks.map(one).join('|')})$`);
};

const fixed = (example: string, ...masks: string[]): PostalCodeFormat => ({
  mask: masks.length === 1 ? masks[0]! : masks,
  pattern: patternOf(...masks),
  example,
});

/**
 * A UK postcode: an outward code of two to four characters, a space, then the inward code of
 * three (a digit and two letters, which the pattern checks: a mask refusing a character would eat
 * what the shopper typed while the space still moves). The space goes before the last three.
 */
const britishMask = (value: string): string => {
  const length = value.replace(/[^A-Za-z0-9]/g, '').length;
  return length <= 4 ? '****' : `${'*'.repeat(Math.min(length, 7) - 3)} ***`;
};

const FORMATS: Partial<Record<CountryCode, PostalCodeFormat>> = {
  PL: fixed('00-950', '##-###'),
  CZ: fixed('110 00', '### ##'),
  SK: fixed('811 01', '### ##'),
  DE: fixed('10115', '#####'),
  AT: fixed('1010', '####'),
  UA: fixed('01001', '#####'),
  LT: fixed('LT-01100', 'LT-#####'),
  LV: fixed('LV-1050', 'LV-####'),
  EE: fixed('10111', '#####'),
  US: fixed('10001', '#####', '#####-####'),
  CA: fixed('K1A 0B1', '@#@ #@#'),
  GB: {
    mask: britishMask,
    pattern: /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/,
    example: 'SW1A 1AA',
  },
};

/** Any country's code: letters, digits, spaces and hyphens, 2 to 10 of them. */
const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

const masks = new Map<CountryCode, Mask>();
const maskOf = (country: CountryCode): Mask | null => {
  const format = FORMATS[country];
  if (!format) return null;
  let mask = masks.get(country);
  if (!mask) {
    mask = new Mask({ mask: format.mask });
    masks.set(country, mask);
  }
  return mask;
};

const alphanumerics = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The field's text as the shopper types it, masked for the country (when it has a format). */
export function maskPostalCode(country: CountryCode | '', typed: string): string {
  const upper = typed.toUpperCase();
  const mask = country ? maskOf(country) : null;
  return mask ? mask.masked(alphanumerics(upper)) : upper;
}

/**
 * A postal code as the country writes it ("00640" becomes "00-640" in Poland), or null when it
 * cannot be one of that country's codes.
 */
export function normalizePostalCode(country: CountryCode, value: string): string | null {
  const format = FORMATS[country];
  if (!format) {
    const loose = value.trim().toUpperCase().replace(/\s+/g, ' ');
    return ANY_POSTAL_CODE.test(loose) ? loose : null;
  }
  const masked = maskPostalCode(country, value);
  // The mask drops what does not fit ("006400" would pass as "00-640"): every character typed
  // must be in the code, which may add its own prefix ("01100" is "LT-01100").
  const kept = alphanumerics(masked).endsWith(alphanumerics(value));
  return kept && format.pattern.test(masked) ? masked : null;
}

/** A code of the country to show as an example, when the country has a format. */
export const postalCodeExample = (country: CountryCode | ''): string | undefined =>
  country ? FORMATS[country]?.example : undefined;

/** How a stored code is printed: in the country's format, or as it was stored. */
export const printedPostalCode = (country: CountryCode, value: string): string =>
  normalizePostalCode(country, value) ?? value;

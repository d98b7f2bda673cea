import { Mask } from 'maska';
import { COUNTRIES, dialCodeOf, type CountryCode } from '../contracts/countries';

/** How the phone field groups the digits after the dial code: "600 100 200". */
export const PHONE_DIGITS_MASK = '### ### ### ###';

const digitsMask = new Mask({ mask: PHONE_DIGITS_MASK });

/** The phone a form holds: "+48 600 100 200", or '' when no digits are typed. */
export function joinPhone(country: CountryCode, digits: string): string {
  return digits ? `${dialCodeOf(country)} ${digits}` : '';
}

export interface PhoneParts {
  /** The country whose dial code the phone starts with; null when it starts with none. */
  country: CountryCode | null;
  /** The digits after the dial code, grouped as the field shows them. */
  digits: string;
}

/**
 * Reads a stored phone ("+48 600100200", "+380 67 123 45 67") back into the field's parts. A dial
 * code that several countries share (+1, +7) goes to the first of `preferred` that has it.
 */
export function splitPhone(value: string, preferred: readonly CountryCode[]): PhoneParts {
  const all = value.replace(/\D/g, '');
  const written = /^\s*\+(\d{1,4})\s/.exec(value)?.[1];
  const matching = (dial: string) =>
    COUNTRIES.filter((country) => country.dialCode === `+${dial}`).map(({ code }) => code);
  let dial = written && matching(written).length > 0 ? written : undefined;
  if (!dial && value.trim().startsWith('+')) {
    // No space after the dial code: the longest one the number starts with.
    dial = [4, 3, 2, 1].map((length) => all.slice(0, length)).find((d) => matching(d).length > 0);
  }
  if (!dial) return { country: null, digits: digitsMask.masked(all) };
  const codes = matching(dial);
  const country = preferred.find((code) => codes.includes(code)) ?? codes[0]!;
  return { country, digits: digitsMask.masked(all.slice(dial.length)) };
}

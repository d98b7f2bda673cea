import { COUNTRIES, dialCodeOf, type CountryCode } from '../contracts/countries';

/*
 * The phone field shows the digits after the dial code grouped as the country writes them in an
 * international number: "600 100 200" in Poland, "67 123 4567" in Ukraine, "6 12 34 56 78" in
 * France. The groups come from libphonenumber-js's formats (the schemas validate with the same
 * numbering plans), worked out again as each digit is typed. The formatter is loaded when a phone
 * field is first used (`loadPhoneFormats`): every form's module imports the field, and a page
 * whose form has no phone, or whose shopper never reaches it, downloads none of it. Until it is
 * there, digits are grouped in threes.
 */

/** Writes an international number as its country does, so far as it is typed. */
type Formatter = (international: string) => string;

let formatter: Formatter | null = null;
let loading: Promise<void> | null = null;

/** Loads the countries' formats, once; the phone field regroups its digits when they come. */
export function loadPhoneFormats(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then(({ AsYouType }) => {
    formatter = (international) => new AsYouType().input(international);
  });
  return loading;
}

/** Digits the numbering plans cannot group yet (no dial code, or too many digits): in threes. */
function inThrees(digits: string): string {
  return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** The digits after a dial code, grouped as that country writes them: "67 123 4567". */
export function formatPhoneDigits(country: CountryCode, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return '';
  const dialCode = dialCodeOf(country);
  if (!formatter) return inThrees(digits);
  const written = formatter(`${dialCode}${digits}`);
  const national = written.startsWith(`${dialCode} `) ? written.slice(dialCode.length + 1) : '';
  // A number the plans cannot format comes back as its bare digits.
  return national.includes(' ') ? national : inThrees(digits);
}

/** E.164 allows 15 digits, the dial code's included. */
const E164_DIGITS = 15;

/**
 * The field's mask for what is typed so far: `#` for each digit, spaces where the country's format
 * puts them, and room for one more digit (so the next key is not refused) until E.164 is full.
 */
export function phoneDigitsMask(country: CountryCode, typed: string): string {
  const room = E164_DIGITS - (dialCodeOf(country).length - 1);
  const formatted = formatPhoneDigits(country, typed.replace(/\D/g, '').slice(0, room));
  const digits = formatted.replace(/\D/g, '').length;
  return formatted.replace(/\d/g, '#') + (digits < room ? '#' : '');
}

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
 * Reads a stored phone ("+48600100200", "+380 67 123 45 67") back into the field's parts. A dial
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
  if (!dial) return { country: null, digits: inThrees(all) };
  const codes = matching(dial);
  const country = preferred.find((code) => codes.includes(code)) ?? codes[0]!;
  return { country, digits: formatPhoneDigits(country, all.slice(dial.length)) };
}

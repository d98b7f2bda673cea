import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { PHONE_PATTERN } from '../contracts/contact';
import { typedString } from './text';

/*
 * Phone numbers, checked as their country numbers them (libphonenumber-js, Google's numbering
 * plans) in the browser and in the API alike, and kept in E.164 ("+48600100200").
 *
 * The "min" metadata (about 20 KB gzipped, against 40 KB for "max") knows each country's lengths
 * and the leading digits its numbers may start with: it refuses "+48 123 45" (too short for
 * Poland) and "+380 11 123 4567" (no Ukrainian number starts so). "max" would also refuse numbers
 * in blocks a regulator has not assigned yet (and tell a mobile from a fixed line), which a shop
 * does not need: a wrongly refused new number costs an order, a typo in an assigned block is
 * caught by neither. Only the modules of this file load the library: the schemas of forms
 * without a phone live in modules that do not import it, so their pages never download it.
 */

/**
 * The number in E.164 when it is one of its country's, else null. The number must be written
 * internationally (a + and the dial code); spaces, dots, hyphens and brackets are allowed.
 */
export function e164Phone(value: string): string | null {
  if (!PHONE_PATTERN.test(value.replace(/[\s().-]/g, ''))) return null;
  const number = parsePhoneNumberFromString(value, { extract: false });
  return number?.isValid() ? number.number : null;
}

/** A phone the form requires: valid for its country, given back in E.164. */
export const phoneNumber = () =>
  typedString('phone_invalid').check(
    z.trim(),
    z.refine((value) => e164Phone(value) !== null, 'phone_invalid'),
    z.overwrite((value) => e164Phone(value) ?? value),
  );

/** A phone the form may leave empty: '' is none (`empty`), anything else must be valid. */
export const optionalPhoneNumber = <Empty extends null | undefined>(empty: Empty) =>
  z.pipe(
    typedString('phone_invalid').check(
      z.trim(),
      z.refine((value) => value === '' || e164Phone(value) !== null, 'phone_invalid'),
      z.overwrite((value) => (value === '' ? value : (e164Phone(value) ?? value))),
    ),
    z.transform((value): string | Empty => value || empty),
  );

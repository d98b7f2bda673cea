import { dictionary } from '@zxcvbn-ts/language-common';
import * as z from 'zod/mini';

/**
 * The passwords anyone would try first: zxcvbn's list of common and breached passwords (about
 * 30,000, shipped in the package, nothing fetched at run time), compared without case.
 */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** A password on that list, or nothing but spaces. */
export function isCommonPassword(password: string): boolean {
  return password.trim() === '' || COMMON.has(password.toLowerCase());
}

/**
 * The check of a body whose `field` is a password being chosen (registration, reset, change):
 * a common one is refused with 400 and the translation key `password_too_common` on the field.
 * The API alone checks it, so the list never ships to browsers.
 */
export const uncommonPassword = <Body extends Record<string, unknown>>(
  field: keyof Body & string,
) =>
  z.refine<Body>((body) => typeof body[field] !== 'string' || !isCommonPassword(body[field]), {
    message: 'password_too_common',
    path: [field],
  });

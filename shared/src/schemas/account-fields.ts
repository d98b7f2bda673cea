import * as z from 'zod/mini';
import { CONTACT_LIMITS } from '../contracts/contact';
import { LANGUAGES } from '../contracts/languages';
import { PASSWORD_LENGTH, USER_LIMITS } from '../contracts/user';
import { typedString } from './text';

// The fields of the account schemas (auth.ts, account.ts): kept out of the schemas' barrel.

/** An email as typed: compared and stored trimmed and lowercased. */
export const email = z.pipe(
  typedString('email_invalid').check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(CONTACT_LIMITS.emailMax, 'email_invalid'),
  ),
  z.email('email_invalid'),
);

/**
 * A password being chosen: the length rule only. Passwords may hold any character: they are
 * hashed, never stored or shown as text.
 */
export const newPassword = z
  .string('password_required')
  .check(
    z.minLength(PASSWORD_LENGTH.min, 'password_too_short'),
    z.maxLength(PASSWORD_LENGTH.max, 'password_too_long'),
  );

/** A password being checked: any length up to the limit (older passwords stay valid). */
export const currentPassword = z
  .string('password_required')
  .check(
    z.minLength(1, 'password_required'),
    z.maxLength(PASSWORD_LENGTH.max, 'password_too_long'),
  );

/** A first or last name. */
export const name = (required: string, tooLong: string) =>
  typedString(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(USER_LIMITS.nameMax, tooLong),
  );

/** The language an account's emails are written in. */
export const language = z.enum(LANGUAGES, 'language_invalid');

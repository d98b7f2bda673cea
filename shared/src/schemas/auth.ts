import * as z from 'zod/mini';
import { CONTACT_LIMITS, PHONE_PATTERN } from '../contracts/contact';
import { LANGUAGES } from '../contracts/languages';
import { PASSWORD_LENGTH, USER_LIMITS } from '../contracts/user';
import { typedString } from './text';

/*
 * Account forms (sign-in, registration, password reset, personal details), validated with the
 * same schemas in the browser and in the API. Messages are translation keys of the `validation`
 * group in the profile namespace. Passwords: 8 to 128 characters, no composition rules.
 */

/** An email as typed: compared and stored trimmed and lowercased. */
const email = z.pipe(
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
const newPassword = z
  .string('password_required')
  .check(
    z.minLength(PASSWORD_LENGTH.min, 'password_too_short'),
    z.maxLength(PASSWORD_LENGTH.max, 'password_too_long'),
  );

/** A password being checked: any length up to the limit (older passwords stay valid). */
const currentPassword = z
  .string('password_required')
  .check(
    z.minLength(1, 'password_required'),
    z.maxLength(PASSWORD_LENGTH.max, 'password_too_long'),
  );

const name = (required: string, tooLong: string) =>
  typedString(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(USER_LIMITS.nameMax, tooLong),
  );

/** An optional phone: an empty field means none. */
const phone = z.optional(
  z.nullable(
    z.pipe(
      typedString('phone_invalid').check(
        z.trim(),
        z.refine((value) => value === '' || PHONE_PATTERN.test(value), 'phone_invalid'),
      ),
      z.transform((value) => value || null),
    ),
  ),
);

const language = z.enum(LANGUAGES, 'language_invalid');

/** Signing in: the email is compared lowercased. */
export const loginSchema = z.object({
  email: z.pipe(typedString().check(z.trim(), z.toLowerCase()), z.email('email_invalid')),
  password: currentPassword,
});
export type LoginInput = z.input<typeof loginSchema>;

/** `POST auth/register`: a customer account; the language is the one emails are written in. */
export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: name('first_name_required', 'first_name_too_long'),
  lastName: name('last_name_required', 'last_name_too_long'),
  phone,
  language: z._default(language, 'en'),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterRequest = z.output<typeof registerSchema>;

/** `POST auth/forgot-password`: the email, and the language of the email when not the account's. */
export const forgotPasswordSchema = z.object({
  email,
  language: z.optional(language),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** `POST auth/reset-password`: the token of the emailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: typedString('reset_token_required').check(
    z.trim(),
    z.minLength(1, 'reset_token_required'),
    z.maxLength(USER_LIMITS.resetTokenMax, 'reset_token_required'),
  ),
  password: newPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** `PUT user/personal-data`: what a customer edits on the details page. */
export const personalDataSchema = z.object({
  firstName: name('first_name_required', 'first_name_too_long'),
  lastName: name('last_name_required', 'last_name_too_long'),
  phone,
  language,
});
export type PersonalDataInput = z.input<typeof personalDataSchema>;
export type PersonalData = z.output<typeof personalDataSchema>;

/** `PUT user/password`: the current password proves it is the customer. */
export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

import * as z from 'zod/mini';
import { currentPassword, email, language, newPassword } from './account-fields';
import { typedString } from './text';
import { USER_LIMITS } from '../contracts/user';

/*
 * Account forms without a phone (sign-in, password reset and change), validated with the same
 * schemas in the browser and in the API. Messages are translation keys of the `validation`
 * group in the profile namespace. Passwords: 8 to 128 characters, no composition rules. The
 * forms with a phone (registration, personal details) are in account.ts: the phone library
 * stays out of the sign-in dialog.
 */

/** Signing in: the email is compared lowercased. */
export const loginSchema = z.object({
  email: z.pipe(typedString().check(z.trim(), z.toLowerCase()), z.email('email_invalid')),
  password: currentPassword,
});
export type LoginInput = z.input<typeof loginSchema>;

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

/** `PUT user/password`: the current password proves it is the customer. */
export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

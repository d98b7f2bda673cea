import * as z from 'zod/mini';
import { email, language, name, newPassword } from './account-fields';
import { optionalPhoneNumber } from './phone';

/*
 * The account forms with a phone (registration, personal details), validated with the same
 * schemas in the browser and in the API. Messages are translation keys of the `validation`
 * group in the profile namespace. An empty phone means none (null); any other is checked as its
 * country numbers them and stored in E.164.
 */

const phone = z.optional(z.nullable(optionalPhoneNumber(null)));

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

/** `PUT user/personal-data`: what a customer edits on the details page. */
export const personalDataSchema = z.object({
  firstName: name('first_name_required', 'first_name_too_long'),
  lastName: name('last_name_required', 'last_name_too_long'),
  phone,
  language,
});
export type PersonalDataInput = z.input<typeof personalDataSchema>;
export type PersonalData = z.output<typeof personalDataSchema>;

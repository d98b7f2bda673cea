import * as z from 'zod/mini';
import { CONTACT_LIMITS } from '../contracts/contact';
import { LANGUAGES } from '../contracts/languages';
import { optionalPhoneNumber } from './phone';
import { typedString } from './text';

/**
 * The contact form, validated with the same schema in the browser and in the API. Messages are
 * translation keys of the `validation` group in the owner's namespace. zod/mini keeps it small
 * in the browser.
 */
export const contactMessageSchema = z.object({
  name: typedString().check(
    z.trim(),
    z.minLength(2, 'name_too_short'),
    z.maxLength(CONTACT_LIMITS.nameMax, 'name_too_long'),
  ),
  email: z.pipe(
    typedString().check(z.trim(), z.maxLength(CONTACT_LIMITS.emailMax, 'email_invalid')),
    z.email('email_invalid'),
  ),
  // Optional: an empty field means no phone.
  // Optional: an empty field means no phone; any other is checked and kept in E.164.
  phone: z.optional(optionalPhoneNumber(undefined)),
  message: typedString().check(
    z.trim(),
    z.minLength(CONTACT_LIMITS.messageMin, 'message_too_short'),
    z.maxLength(CONTACT_LIMITS.messageMax, 'message_too_long'),
  ),
  lang: z._default(z.enum(LANGUAGES), 'en'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

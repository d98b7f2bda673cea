import * as z from 'zod/mini';
import { PASSWORD_LENGTH } from '../contracts/user';

/** Signing in: the email is compared lowercased. */
export const loginSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('email_invalid')),
  password: z
    .string()
    .check(
      z.minLength(1, 'password_required'),
      z.maxLength(PASSWORD_LENGTH.max, 'password_too_long'),
    ),
});
export type LoginInput = z.input<typeof loginSchema>;

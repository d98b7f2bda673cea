import * as z from 'zod/mini';
import { resetPasswordLink } from '../contracts/user';
import {
  forgotPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  resetPasswordSchema,
} from './auth';
import { personalDataSchema, registerSchema } from './account';

/** The first message of each field of a failed parse. */
const messagesOf = (result: { error?: z.core.$ZodError }) =>
  Object.fromEntries(
    Object.entries(result.error ? z.flattenError(result.error).fieldErrors : {}).map(
      ([field, messages]) => [field, (messages as string[])[0]],
    ),
  );

describe('account schemas (shared by the profile forms and the API)', () => {
  it('registers with a trimmed, lowercased email, English by default and no phone when empty', () => {
    expect(
      registerSchema.parse({
        email: ' Anna@Example.COM ',
        password: '12345678',
        firstName: ' Anna ',
        lastName: 'Kowalska',
        phone: '',
      }),
    ).toEqual({
      email: 'anna@example.com',
      password: '12345678',
      firstName: 'Anna',
      lastName: 'Kowalska',
      phone: null,
      language: 'en',
    });
  });

  it('names each problem of the registration with a translation key', () => {
    expect(
      messagesOf(
        registerSchema.safeParse({
          email: 'anna@',
          password: 'short',
          firstName: '',
          lastName: 'x'.repeat(101),
          phone: '600',
          language: 'de',
        }),
      ),
    ).toEqual({
      email: 'email_invalid',
      password: 'password_too_short',
      firstName: 'first_name_required',
      lastName: 'last_name_too_long',
      phone: 'phone_invalid',
      language: 'language_invalid',
    });
  });

  it('takes passwords of 8 to 128 characters, with no composition rules', () => {
    const form = { email: 'a@example.com', firstName: 'A', lastName: 'B' };
    expect(registerSchema.safeParse({ ...form, password: 'aaaaaaaa' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...form, password: 'a'.repeat(128) }).success).toBe(true);
    expect(messagesOf(registerSchema.safeParse({ ...form, password: 'a'.repeat(129) }))).toEqual({
      password: 'password_too_long',
    });
    expect(
      messagesOf(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'short' })),
    ).toEqual({ currentPassword: 'password_required', newPassword: 'password_too_short' });
  });

  it('checks sign-in, forgot-password, reset and the personal details', () => {
    expect(loginSchema.parse({ email: ' A@B.CO ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
    expect(forgotPasswordSchema.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
    expect(
      messagesOf(resetPasswordSchema.safeParse({ token: ' ', password: 'long enough' })),
    ).toEqual({ token: 'reset_token_required' });
    expect(
      personalDataSchema.parse({
        firstName: 'A',
        lastName: 'B',
        phone: '+48 600 100 200',
        language: 'pl',
      }),
    ).toEqual({ firstName: 'A', lastName: 'B', phone: '+48600100200', language: 'pl' });
  });

  it('builds the reset link: the home page with the reset-password overlay and the token', () => {
    expect(resetPasswordLink('https://shop.example/', 'ua', 'abc_-1')).toBe(
      'https://shop.example/ua?overlay=reset-password&reset-token=abc_-1',
    );
  });
});

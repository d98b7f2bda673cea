import * as z from 'zod/mini';

/** The translation key (in each owner's `validation` group) of text no person types. */
export const TEXT_INVALID = 'text_invalid';

/*
 * NUL and the other control characters (tab and line breaks aside), and UTF-16 halves without
 * their other half: PostgreSQL refuses NUL in text, an unpaired surrogate would be stored as
 * U+FFFD (not what was sent), a screen shows none of them, and only a broken client or an
 * attacker sends them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNTYPABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Whether a text holds only what a person can type. */
export const isTypedText = (value: string): boolean => !UNTYPABLE.test(value);

/**
 * A string as a person types it: the base of every text field of the shared schemas, so the API
 * and the forms refuse the same input with the same message.
 */
export const typedString = (message?: string) =>
  z.string(message).check(z.refine(isTypedText, TEXT_INVALID));

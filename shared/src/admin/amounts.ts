import * as z from 'zod/mini';
import { LANGUAGE_LOCALES, type Language } from '../contracts/languages';
import { typedString } from '../schemas/text';

/*
 * Amounts of money as staff type them: whole units of the main currency with up to two decimals,
 * either separator ("12.50", "12,50", "1 250"), stored as integer minor units (1250).
 */

const AMOUNT = /^\d{1,8}(?:[.,]\d{1,2})?$/;

/** Minor units of what was typed, or null when it is not an amount. */
export function parseAmount(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (!AMOUNT.test(text)) return null;
  const [whole, fraction = ''] = text.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units as an amount to type over, with the language's decimal separator: "12,50". */
export function formatAmount(minorUnits: number, lang: Language): string {
  const separator =
    new Intl.NumberFormat(LANGUAGE_LOCALES[lang])
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  const whole = Math.floor(minorUnits / 100);
  const fraction = String(minorUnits % 100).padStart(2, '0');
  return `${whole}${separator}${fraction}`;
}

const typedAmount = typedString('price_invalid').check(
  z.trim(),
  z.refine((text) => parseAmount(text) !== null, 'price_invalid'),
);

/** A price typed as an amount, in minor units; more than zero. */
export const amountSchema = z.pipe(
  typedAmount,
  z.pipe(
    z.transform((text: string) => parseAmount(text) ?? 0),
    z.int().check(z.minimum(1, 'price_invalid')),
  ),
);

/** An amount that may be left empty (none: null). */
export const optionalAmountSchema = z.pipe(
  typedString().check(
    z.trim(),
    z.refine((text) => text === '' || parseAmount(text) !== null, 'price_invalid'),
  ),
  z.pipe(
    z.transform((text: string) => (text === '' ? null : (parseAmount(text) ?? 0))),
    z.nullable(z.int().check(z.minimum(1, 'price_invalid'))),
  ),
);

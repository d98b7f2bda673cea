import { CURRENCIES } from '@storefront/shared/core';
import { z } from 'zod';
import { typedText } from './common';

/*
 * The store's payment details: what the owner may set (each field checked the way its bank
 * checks it, stored normalised) and how the instructions of an order read in answers.
 */

/** ISO 13616: the country and check digits, then the account; mod 97 of the moved digits is 1. */
function validIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The Luhn check every payment card number passes. */
function validCardNumber(digits: string): boolean {
  if (!/^\d{16}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

const recipient = typedText().trim().min(2).max(100);

/** An https link to one of the app's own sites (as typed: no hidden characters), or nothing. */
const appLink = (hosts: readonly string[]) =>
  typedText()
    .max(300)
    .pipe(z.url({ protocol: /^https$/, hostname: new RegExp(`^(.+\\.)?(${hosts.join('|')})$`) }))
    .nullable();

const bankTransfer = z.object({
  recipient,
  iban: z.string().max(50).transform(compact).refine(validIban, 'a valid IBAN'),
  bankName: typedText().trim().min(2).max(100),
  bic: z
    .string()
    .max(20)
    .transform(compact)
    .refine((bic) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic), 'a SWIFT/BIC code')
    .nullable(),
});

const cardTransfer = (hosts: readonly string[]) =>
  z.object({
    recipient,
    cardNumber: z.string().max(30).transform(compact).refine(validCardNumber, 'a card number'),
    link: appLink(hosts),
  });

const revolut = z.object({
  recipient,
  revtag: z
    .string()
    .trim()
    .transform((tag) => tag.replace(/^@/, '').toLowerCase())
    .refine((tag) => /^[a-z0-9._]{3,32}$/.test(tag), 'a Revtag'),
  link: appLink(['revolut\\.me']),
});

/** `PUT /store/payment-details`: every prepaid method, null for one the shop takes no money by. */
export const paymentDetailsInput = z.object({
  BANK_TRANSFER: bankTransfer.nullable(),
  MONOBANK: cardTransfer(['monobank\\.ua']).nullable(),
  PRIVAT_BANK: cardTransfer(['privat24\\.ua', 'privatbank\\.ua']).nullable(),
  REVOLUT: revolut.nullable(),
});

const shownDetails = z.object({
  BANK_TRANSFER: z.object({
    recipient: z.string(),
    iban: z.string(),
    bankName: z.string(),
    bic: z.string().nullable(),
  }),
  MONOBANK: z.object({
    recipient: z.string(),
    cardNumber: z.string(),
    link: z.string().nullable(),
  }),
  REVOLUT: z.object({ recipient: z.string(), revtag: z.string(), link: z.string().nullable() }),
});

export const paymentDetails = z.object({
  BANK_TRANSFER: shownDetails.shape.BANK_TRANSFER.nullable(),
  MONOBANK: shownDetails.shape.MONOBANK.nullable(),
  PRIVAT_BANK: shownDetails.shape.MONOBANK.nullable(),
  REVOLUT: shownDetails.shape.REVOLUT.nullable(),
});

/** What the shopper saw an order cost (OrderShownMoney). */
export const shownMoney = z.object({
  currency: z.enum(CURRENCIES),
  rate: z.number().positive(),
  total: z.number().int(),
});

const instruction = {
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  reference: z.string(),
  shown: shownMoney.optional(),
};

/** How to pay an order paid ahead, in an order's or a tracking's answer. */
export const paymentInstructions = z
  .discriminatedUnion('method', [
    z.object({
      method: z.literal('BANK_TRANSFER'),
      details: shownDetails.shape.BANK_TRANSFER,
      ...instruction,
    }),
    z.object({
      method: z.enum(['MONOBANK', 'PRIVAT_BANK']),
      details: shownDetails.shape.MONOBANK,
      ...instruction,
    }),
    z.object({ method: z.literal('REVOLUT'), details: shownDetails.shape.REVOLUT, ...instruction }),
  ])
  .nullable();

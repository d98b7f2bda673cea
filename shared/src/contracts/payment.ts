import type { CurrencyCode, PaymentMethod } from './enums';

/** The payment methods paid ahead, by sending the shop money: the shopper needs its details. */
export const PREPAID_PAYMENT_METHODS = [
  'BANK_TRANSFER',
  'MONOBANK',
  'PRIVAT_BANK',
  'REVOLUT',
] as const satisfies readonly PaymentMethod[];
export type PrepaidPaymentMethod = (typeof PREPAID_PAYMENT_METHODS)[number];

export const isPrepaid = (method: PaymentMethod): method is PrepaidPaymentMethod =>
  (PREPAID_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);

/** The shop's bank account, for a bank transfer. */
export interface BankTransferDetails {
  /** The account holder, as the transfer names the recipient. */
  recipient: string;
  iban: string;
  bankName: string;
  /** SWIFT/BIC, for transfers from abroad. */
  bic: string | null;
}

/** The card Monobank or PrivatBank sends the money to, and the shop's payment link in that app. */
export interface CardTransferDetails {
  recipient: string;
  /** 16 digits, printed in groups of four. */
  cardNumber: string;
  /** A Monobank jar or a Privat24 payment page, when the shop has one. */
  link: string | null;
}

/** The shop's Revolut account: its Revtag (without the @) and revolut.me link. */
export interface RevolutDetails {
  recipient: string;
  revtag: string;
  link: string | null;
}

/**
 * Where the money of each prepaid method goes, part of the store configuration (only what a
 * shopper paying is shown: nothing secret). A method without details gets no instructions.
 */
export interface StorePaymentDetails {
  BANK_TRANSFER: BankTransferDetails | null;
  MONOBANK: CardTransferDetails | null;
  PRIVAT_BANK: CardTransferDetails | null;
  REVOLUT: RevolutDetails | null;
}

export const NO_PAYMENT_DETAILS: StorePaymentDetails = {
  BANK_TRANSFER: null,
  MONOBANK: null,
  PRIVAT_BANK: null,
  REVOLUT: null,
};

/**
 * How to pay an order paid ahead: the amount in the order's currency (minor units), whom to pay
 * and the reference that ties the payment to the order (its number).
 */
export type PaymentInstructions = {
  [M in PrepaidPaymentMethod]: {
    method: M;
    details: NonNullable<StorePaymentDetails[M]>;
    amount: number;
    currency: CurrencyCode;
    reference: string;
  };
}[PrepaidPaymentMethod];

/** The labels of the rows of payment instructions (`payment_details` of the orders texts). */
export type PaymentDetailLabel =
  | 'amount'
  | 'recipient'
  | 'iban'
  | 'bank_name'
  | 'bic'
  | 'card_number'
  | 'revtag'
  | 'link'
  | 'reference';

const inFours = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The rows a shopper reads to pay, in the order of a bank's form: the amount (formatted by the
 * caller), the recipient, the account as its bank prints it (IBAN and card numbers in groups of
 * four, the Revtag with its @), and the reference last. The pages and the emails both show these.
 */
export function paymentDetailRows(
  instructions: PaymentInstructions,
  amount: string,
): [PaymentDetailLabel, string][] {
  const rows: [PaymentDetailLabel, string | null][] = [
    ['amount', amount],
    ['recipient', instructions.details.recipient],
  ];
  switch (instructions.method) {
    case 'BANK_TRANSFER':
      rows.push(
        ['iban', inFours(instructions.details.iban)],
        ['bank_name', instructions.details.bankName],
        ['bic', instructions.details.bic],
      );
      break;
    case 'REVOLUT':
      rows.push(['revtag', `@${instructions.details.revtag}`], ['link', instructions.details.link]);
      break;
    default:
      rows.push(
        ['card_number', inFours(instructions.details.cardNumber)],
        ['link', instructions.details.link],
      );
  }
  rows.push(['reference', instructions.reference]);
  return rows.filter((row): row is [PaymentDetailLabel, string] => row[1] !== null);
}

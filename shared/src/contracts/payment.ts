import type { OrderShownMoney } from './order';
import type { CurrencyCode } from './enums';

/*
 * Types only: the helpers that work with them are in `@storefront/shared/orders`, which the pages
 * that show orders load, not every page's shared bundle.
 */

/** The payment methods paid ahead, by sending the shop money: the shopper needs its details. */
export type PrepaidPaymentMethod = 'BANK_TRANSFER' | 'MONOBANK' | 'PRIVAT_BANK' | 'REVOLUT';

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

/**
 * How to pay an order paid ahead: the amount in the order's currency (minor units), whom to pay
 * and the reference that ties the payment to the order (its number).
 */
export type PaymentInstructions = {
  [M in PrepaidPaymentMethod]: {
    method: M;
    details: NonNullable<StorePaymentDetails[M]>;
    /** What is charged, in minor units of `currency` (the main currency). */
    amount: number;
    currency: CurrencyCode;
    reference: string;
    /** The total as the shopper saw it when placing the order (absent from an older API). */
    shown?: OrderShownMoney;
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

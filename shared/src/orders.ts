// @storefront/shared/orders: what the pages showing orders and the API's emails share about an
// order beyond its contract: the tracking link, which methods are paid ahead, how to pay. Not in
// the package's barrel, so it weighs on those pages only, not on every page's first render.
import { localePath } from './routing/routes';
import type { Language } from './contracts/languages';
import type { PaymentMethod } from './contracts/enums';
import type { OrderStatus } from './contracts/order';
import type {
  PaymentDetailLabel,
  PaymentInstructions,
  PrepaidPaymentMethod,
  StorePaymentDetails,
} from './contracts/payment';

/**
 * An order's tracking page with its number filled in (`/pl/order-tracking?number=1042`), as the
 * completion page links to it; the order's emails put the shop's address before it.
 */
export const orderTrackingPath = (lang: Language, number: number): string =>
  `${localePath('order-tracking', {}, lang)}?number=${number}`;

/**
 * The name of a step of an order's history under `statuses` (the shared orders texts): an order
 * comes back to NEW only when a cancelled one is restored, which is told as such.
 */
export const historyStepName = (status: OrderStatus, index: number): OrderStatus | 'RESTORED' =>
  status === 'NEW' && index > 0 ? 'RESTORED' : status;

export const PREPAID_PAYMENT_METHODS = [
  'BANK_TRANSFER',
  'MONOBANK',
  'PRIVAT_BANK',
  'REVOLUT',
] as const satisfies readonly PrepaidPaymentMethod[];

export const isPrepaid = (method: PaymentMethod): method is PrepaidPaymentMethod =>
  (PREPAID_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);

/** A store without payment details: no order gets instructions. */
export const NO_PAYMENT_DETAILS: StorePaymentDetails = {
  BANK_TRANSFER: null,
  MONOBANK: null,
  PRIVAT_BANK: null,
  REVOLUT: null,
};

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

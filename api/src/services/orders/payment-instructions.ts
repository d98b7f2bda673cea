import type {
  OrderStatus,
  PaymentInstructions,
  StorePaymentDetails,
} from '@storefront/shared/core';
import { NO_PAYMENT_DETAILS, isPrepaid } from '@storefront/shared/orders';
import type { Database } from '../../db/database';
import { readPaymentDetails } from '../store/payment-details';
import type { OrderRow } from './repository';
import { shownMoneyOf } from './shown';

/** An order paid ahead may wait for its money until it leaves the shop (or is cancelled). */
const AWAITING_PAYMENT: readonly OrderStatus[] = ['NEW', 'CONFIRMED', 'PACKED'];

/**
 * What to pay, to whom and with which reference, for an order paid ahead that may still wait for
 * its payment and whose method the shop has details for; null for any other.
 */
export function paymentInstructionsOf(
  order: Pick<
    OrderRow,
    | 'paymentMethod'
    | 'status'
    | 'total'
    | 'currency'
    | 'number'
    | 'shownCurrency'
    | 'shownRate'
    | 'shownTotal'
  >,
  details: StorePaymentDetails,
): PaymentInstructions | null {
  const method = order.paymentMethod;
  if (!isPrepaid(method) || !AWAITING_PAYMENT.includes(order.status)) return null;
  const own = details[method];
  if (!own) return null;
  return {
    method,
    details: own,
    amount: order.total,
    currency: order.currency,
    reference: String(order.number),
    shown: shownMoneyOf(order),
  } as PaymentInstructions;
}

/** The payment details when one of the orders may need them, without a query otherwise. */
export const paymentDetailsFor = (db: Database, rows: Pick<OrderRow, 'paymentMethod'>[]) =>
  rows.some((row) => isPrepaid(row.paymentMethod))
    ? readPaymentDetails(db)
    : Promise.resolve(NO_PAYMENT_DETAILS);

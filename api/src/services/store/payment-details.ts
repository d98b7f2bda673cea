import type { StorePaymentDetails } from '@storefront/shared/core';
import { NO_PAYMENT_DETAILS } from '@storefront/shared/orders';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { paymentDetailsRow, updatePaymentDetails } from './repository';

/** The store's payment details (none without a store). */
export async function readPaymentDetails(db: Database): Promise<StorePaymentDetails> {
  return (await paymentDetailsRow(db))?.details ?? NO_PAYMENT_DETAILS;
}

/** Sets the payment details; 404 STORE_NOT_FOUND without a store. */
export async function setPaymentDetails(db: Database, details: StorePaymentDetails): Promise<void> {
  if (!(await updatePaymentDetails(db, details)))
    throw notFound('STORE_NOT_FOUND', 'The store is not configured');
}

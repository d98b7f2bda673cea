import {
  CUSTOMER_TYPES,
  DELIVERY_METHODS,
  DISCOUNT_TYPES,
  LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  ROLES,
} from '@storefront/shared/core';
import { pgEnum } from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL 15: only features both have (gen_random_uuid is core).

export const roleEnum = pgEnum('role', ROLES);
export const languageEnum = pgEnum('language', LANGUAGES);
export const deliveryMethodEnum = pgEnum('delivery_method', DELIVERY_METHODS);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const customerTypeEnum = pgEnum('customer_type', CUSTOMER_TYPES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const emailStatusEnum = pgEnum('email_status', ['PENDING', 'SENT', 'FAILED', 'LOGGED']);

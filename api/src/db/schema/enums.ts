import {
  CUSTOMER_TYPES,
  DELIVERY_METHODS,
  DISCOUNT_TYPES,
  LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  ROLES,
} from '@storefront/shared/core';
import { PROMOTION_SCOPES, STOCK_MOVEMENT_KINDS, SUPPLY_STATUSES } from '@storefront/shared/admin';
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
export const stockMovementKindEnum = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);
export const supplyStatusEnum = pgEnum('supply_status', SUPPLY_STATUSES);
export const promotionScopeEnum = pgEnum('promotion_scope', PROMOTION_SCOPES);
export const tokenPurposeEnum = pgEnum('token_purpose', ['RESET', 'INVITATION']);

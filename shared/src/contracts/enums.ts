/**
 * Enumerations of the storefront domain. Each one is a readonly tuple, so the
 * same source gives the TypeScript union, a runtime list to iterate and a zod enum.
 */

/** Delivery methods a store can offer. */
export const DELIVERY_METHODS = [
  'LOCAL_PICKUP',
  'TAXI',
  'INPOST_PARCEL_LOCKER',
  'INPOST_WEEKEND',
  'INPOST_COURIER',
  'DPD_COURIER',
  'DPD_PICKUP_POINT',
  'FEDEX_COURIER',
  'DHL_COURIER',
  'DHL_PICKUP_POINT',
] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Methods limited to a list of destination countries. */
export const COUNTRY_DELIVERY_METHODS = [
  'INPOST_PARCEL_LOCKER',
  'INPOST_WEEKEND',
  'DPD_COURIER',
  'DPD_PICKUP_POINT',
  'FEDEX_COURIER',
  'DHL_COURIER',
  'DHL_PICKUP_POINT',
] as const satisfies readonly DeliveryMethod[];
export type CountryDeliveryMethod = (typeof COUNTRY_DELIVERY_METHODS)[number];

export const PAYMENT_METHODS = [
  'CASH',
  'BANK_TRANSFER',
  'MONOBANK',
  'PRIVAT_BANK',
  'REVOLUT',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CURRENCIES = ['CZK', 'EUR', 'PLN', 'UAH', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'PLN';

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DISCOUNT_TYPES = ['AMOUNT', 'PERCENT'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * What keeps a cart from a method's free delivery although its goods reach the threshold, by the
 * store's delivery settings (`productDiscountWithFreeDelivery`, `promoCodeWithFreeDelivery`,
 * `promotionWithFreeDelivery` off).
 */
export const FREE_DELIVERY_WITHDRAWALS = ['PRODUCT_DISCOUNT', 'PROMO_CODE', 'PROMOTION'] as const;
export type FreeDeliveryWithdrawal = (typeof FREE_DELIVERY_WITHDRAWALS)[number];

export const CUSTOMER_TYPES = ['REGISTERED', 'GUEST'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Roles of the API's accounts: the shop's owner, its staff (admins, managers) and customers. */
export const ROLES = ['OWNER', 'ADMIN', 'MANAGER', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that act as shop staff on the API (order status changes, contact messages). */
export const STAFF_ROLES = ['OWNER', 'ADMIN', 'MANAGER'] as const satisfies readonly Role[];

/** Roles as the storefront client sees them; Customer when missing. */
export const CLIENT_ROLES = ['Admin', 'Owner', 'Customer'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

export const TIME_ZONES = ['Europe/Warsaw', 'Europe/Kyiv'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

export const COOKIE_CONSENT_VALUES = ['accepted-all', 'rejected-non-essential'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

/** Why a request was aborted; errors with these causes are never shown to the shopper. */
export const ABORT_CAUSES = ['PAGE_LEAVE', 'NEW_REQUEST'] as const;
export type AbortCause = (typeof ABORT_CAUSES)[number];

export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

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

/** Methods that carry their own price and free-delivery rules. */
export const PRICED_DELIVERY_METHODS = [
  'TAXI',
  'INPOST_COURIER',
] as const satisfies readonly DeliveryMethod[];
export type PricedDeliveryMethod = (typeof PRICED_DELIVERY_METHODS)[number];

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

export const CUSTOMER_TYPES = ['REGISTERED', 'GUEST'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Roles of the API and the admin side (the spec's second set, with managers). */
export const ROLES = ['OWNER', 'ADMIN', 'MANAGER', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

/** The spec's first role set: the roles an account of the storefront itself can have. */
export const ACCOUNT_ROLES = ['OWNER', 'ADMIN', 'CUSTOMER'] as const satisfies readonly Role[];
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
/** Roles that act as shop staff on the API (order status changes, contact messages). */
export const STAFF_ROLES = ['OWNER', 'ADMIN', 'MANAGER'] as const satisfies readonly Role[];

/** Roles as the storefront client sees them; Customer when missing. */
export const CLIENT_ROLES = ['Admin', 'Owner', 'Customer'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

export const TIME_ZONES = ['Europe/Warsaw', 'Europe/Kyiv'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** A new store's defaults by its country: Poland with Polish, PLN and Warsaw; Ukraine likewise. */
export const COUNTRY_DEFAULTS = {
  PL: { language: 'pl', currency: 'PLN', timeZone: 'Europe/Warsaw' },
  UA: { language: 'ua', currency: 'UAH', timeZone: 'Europe/Kyiv' },
} as const satisfies Record<
  string,
  { language: string; currency: CurrencyCode; timeZone: TimeZone }
>;

export const COOKIE_CONSENT_VALUES = ['accepted-all', 'rejected-non-essential'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

/** Why a request was aborted; errors with these causes are never shown to the shopper. */
export const ABORT_CAUSES = ['PAGE_LEAVE', 'NEW_REQUEST'] as const;
export type AbortCause = (typeof ABORT_CAUSES)[number];

export const SEO_PLACEHOLDERS = [
  'separator',
  'site-name',
  'category',
  'brand',
  'product-name',
  'price',
] as const;
export type SeoPlaceholder = (typeof SEO_PLACEHOLDERS)[number];

export const AI_MODELS = ['gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano', 'o3-mini', 'o4-mini'] as const;
export type AiModel = (typeof AI_MODELS)[number];

/** The dated variants (snapshots) of each AI model. */
export const AI_MODEL_VERSIONS = {
  'gpt-4.1': ['gpt-4.1-2025-04-14'],
  'gpt-4.1-mini': ['gpt-4.1-mini-2025-04-14'],
  'gpt-4.1-nano': ['gpt-4.1-nano-2025-04-14'],
  'o3-mini': ['o3-mini-2025-01-31'],
  'o4-mini': ['o4-mini-2025-04-16'],
} as const satisfies Record<AiModel, readonly string[]>;

/** Characters a name may be built from (admin-side naming rules). */
export const NAME_CHARACTER_RULES = [
  'UPPERCASE',
  'LOWERCASE',
  'NUMBERS',
  'HYPHENS',
  'UNDERSCORES',
  'SPACES',
  'ENGLISH_LETTERS',
  'CYRILLIC_LETTERS',
] as const;
export type NameCharacterRule = (typeof NAME_CHARACTER_RULES)[number];

export const IMAGE_POSITIONS = ['left', 'right', 'top', 'bottom', 'center'] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];

export const IMAGE_SIZINGS = ['full', 'fit'] as const;
export type ImageSizing = (typeof IMAGE_SIZINGS)[number];

export const NOTIFICATION_SOUNDS = [
  'groundhog',
  'rooster',
  'notification_1',
  'notification_2',
  'notification_3',
  'notification_4',
] as const;
export type NotificationSound = (typeof NOTIFICATION_SOUNDS)[number];

export const DISCREPANCY_TYPES = ['MISSING_TRANSLATIONS'] as const;
export type DiscrepancyType = (typeof DISCREPANCY_TYPES)[number];

export const NAME_SOURCES = ['FIELD_NAME', 'STORE_NAME'] as const;
export type NameSource = (typeof NAME_SOURCES)[number];

export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

import * as z from 'zod/mini';
import { PHONE_PATTERN, CONTACT_LIMITS } from '../contracts/contact';
import { COUNTRY_CODES, type CountryCode } from '../contracts/countries';
import { CURRENCIES, DELIVERY_METHODS, PAYMENT_METHODS } from '../contracts/enums';
import { LANGUAGES } from '../contracts/languages';
import {
  ADDRESS_DELIVERY_METHODS,
  ORDER_LIMITS,
  ORDER_STATUSES,
  POINT_DELIVERY_METHODS,
} from '../contracts/order';
import { normalizePostalCode, printedPostalCode } from './postal-code';
import { typedString } from './text';

/*
 * Checkout, validated with the same schemas in the browser and in the API. Messages are
 * translation keys of the `validation` group in the checkout namespace.
 */

const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  typedString(tooShort).check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

const country = z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]], 'country_required');
const street = text(3, ORDER_LIMITS.streetMax, 'street_required', 'street_too_long');
const city = text(2, ORDER_LIMITS.cityMax, 'city_required', 'city_too_long');

/** A postal code of any country: letters, digits, spaces and hyphens, 2 to 10 of them. */
const postalCode = typedString('postal_code_invalid').check(
  z.trim(),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'postal_code_invalid'),
);

/** The fields of a street address, whose postal code must be one of its country's. */
const addressFields = { street, city, postalCode, country };

/**
 * Checks an address's postal code against its country and writes it the country's way
 * ("00640" in Poland becomes "00-640"), so orders and saved addresses hold one spelling.
 */
export const postalCodeOfCountry = <T extends { postalCode: string; country: CountryCode }>() =>
  [
    z.refine<T>((address) => normalizePostalCode(address.country, address.postalCode) !== null, {
      path: ['postalCode'],
      message: 'postal_code_invalid',
    }),
    z.overwrite<T>((address) => ({
      ...address,
      postalCode: printedPostalCode(address.country, address.postalCode),
    })),
  ] as const;

/** A parcel locker or pickup point code as the carrier prints it (e.g. InPost's "WAW22A"). */
const pointCode = typedString('point_code_invalid').check(
  z.trim(),
  z.toUpperCase(),
  z.regex(/^[A-Z0-9][A-Z0-9_-]{2,19}$/, 'point_code_invalid'),
);

/** A street address a customer saves in the profile (`POST`/`PUT user/addresses`). */
export const savedAddressSchema = z.object(addressFields).check(...postalCodeOfCountry());
export type SavedAddressInput = z.input<typeof savedAddressSchema>;

/** Where the order goes: the fields depend on the method. */
export const deliveryDetailsSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('LOCAL_PICKUP') }),
  z.object({ method: z.literal('TAXI'), street, city }),
  z.object({ method: z.enum(POINT_DELIVERY_METHODS), pointCode, country }),
  z
    .object({ method: z.enum(ADDRESS_DELIVERY_METHODS), ...addressFields })
    .check(...postalCodeOfCountry()),
]);

export const orderContactSchema = z.object({
  firstName: text(1, ORDER_LIMITS.nameMax, 'first_name_required', 'first_name_too_long'),
  lastName: text(1, ORDER_LIMITS.nameMax, 'last_name_required', 'last_name_too_long'),
  email: z.pipe(
    typedString('email_invalid').check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(CONTACT_LIMITS.emailMax, 'email_invalid'),
    ),
    z.email('email_invalid'),
  ),
  phone: typedString('phone_invalid').check(z.trim(), z.regex(PHONE_PATTERN, 'phone_invalid')),
});

const orderLines = z
  .array(
    z.object({
      productId: z.uuid('product_invalid'),
      quantity: z
        .int('quantity_invalid')
        .check(
          z.minimum(1, 'quantity_invalid'),
          z.maximum(ORDER_LIMITS.maxQuantity, 'quantity_too_large'),
        ),
    }),
  )
  .check(
    z.minLength(1, 'cart_empty'),
    z.maxLength(ORDER_LIMITS.maxLines, 'cart_too_large'),
    z.refine(
      (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
      'lines_repeated',
    ),
  );

/** A promo code as typed: case does not matter, an empty field means none. */
const promoCode = z.optional(
  z.pipe(
    typedString().check(
      z.trim(),
      z.toUpperCase(),
      z.maxLength(ORDER_LIMITS.promoCodeMax, 'promo_code_too_long'),
    ),
    z.transform((value) => value || undefined),
  ),
);

/** `POST /api/v1/order/estimate`: the cart, the chosen method and the promo code. */
export const orderEstimateSchema = z.object({
  items: orderLines,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  promoCode,
});

/** `POST /api/v1/order`: everything the checkout form collects. */
export const orderSchema = z.object({
  items: orderLines,
  contact: orderContactSchema,
  delivery: deliveryDetailsSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, 'payment_method_required'),
  promoCode,
  comment: z.optional(
    z.pipe(
      typedString().check(z.trim(), z.maxLength(ORDER_LIMITS.commentMax, 'comment_too_long')),
      z.transform((value) => value || undefined),
    ),
  ),
  language: z._default(z.enum(LANGUAGES), 'en'),
  /**
   * The currency the checkout showed the order in; the API records it with the store's rate
   * when the store offers it (the main currency when absent).
   */
  shownCurrency: z.optional(z.enum(CURRENCIES, 'currency_invalid')),
});

/** Order tracking: the email or the phone given at checkout. */
export const orderTrackingSchema = z.object({
  contact: text(
    3,
    CONTACT_LIMITS.emailMax,
    'tracking_contact_required',
    'tracking_contact_invalid',
  ),
});

/** Staff changing an order's status. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.optional(typedString().check(z.trim(), z.maxLength(ORDER_LIMITS.commentMax))),
});

export type OrderEstimateInput = z.input<typeof orderEstimateSchema>;
export type OrderEstimateRequest = z.output<typeof orderEstimateSchema>;
export type OrderInput = z.input<typeof orderSchema>;
export type OrderRequest = z.output<typeof orderSchema>;
export type DeliveryDetailsInput = z.input<typeof deliveryDetailsSchema>;
export type OrderTrackingInput = z.input<typeof orderTrackingSchema>;
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeSchema>;

import * as z from 'zod/mini';
import { CONTACT_LIMITS } from '../contracts/contact';
import { COUNTRY_CODES, type CountryCode } from '../contracts/countries';
import { DELIVERY_METHODS } from '../contracts/enums';
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

/** A trimmed text of `min` to `max` characters. */
export const boundedText = (min: number, max: number, tooShort: string, tooLong: string) =>
  typedString(tooShort).check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

const country = z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]], 'country_required');
const street = boundedText(3, ORDER_LIMITS.streetMax, 'street_required', 'street_too_long');
const city = boundedText(2, ORDER_LIMITS.cityMax, 'city_required', 'city_too_long');

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

/** The cart's lines: products, each once, in quantities the shop sells. */
export const orderLines = z
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
export const promoCode = z.optional(
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

/** Order tracking: the email or the phone given at checkout. */
export const orderTrackingSchema = z.object({
  contact: boundedText(
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
export type DeliveryDetailsInput = z.input<typeof deliveryDetailsSchema>;
export type OrderTrackingInput = z.input<typeof orderTrackingSchema>;
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeSchema>;

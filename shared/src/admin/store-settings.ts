import * as z from 'zod/mini';
import { COUNTRY_CODES, type CountryCode } from '../contracts/countries';
import {
  COUNTRY_DELIVERY_METHODS,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  type CountryDeliveryMethod,
  type DeliveryMethod,
} from '../contracts/enums';
import type { StoreDelivery } from '../contracts/store';
import { parseAmount } from './amounts';

/*
 * The store's settings as the back office edits them, section by section. Each section is saved
 * against a version of its own, so two staff members changing different sections never refuse
 * each other's save. Messages are translation keys of the back office's `validation` texts.
 */

/** The store's sections the back office saves, each with its own version. */
export const STORE_SECTIONS = [
  'mainInfo',
  'delivery',
  'schedule',
  'contactInfo',
  'seo',
  'home',
] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];

/** A section's version before its first save. */
export const FIRST_SECTION_VERSION = 1;

/** A section's state as the back office reads it: the section and the version it is at. */
export interface StoreSectionView<T> {
  section: T;
  version: number;
}

/** `GET` and `PUT admin/settings/delivery`. */
export type DeliverySettingsView = StoreSectionView<StoreDelivery>;

/** The largest amount of minor units a price or a threshold may hold (PostgreSQL's integer). */
export const DELIVERY_AMOUNT_MAX = 2_147_483_647;

export const isCountryDeliveryMethod = (method: DeliveryMethod): method is CountryDeliveryMethod =>
  (COUNTRY_DELIVERY_METHODS as readonly string[]).includes(method);

const version = z
  .int('version_invalid')
  .check(
    z.minimum(FIRST_SECTION_VERSION, 'version_invalid'),
    z.maximum(2_147_483_647, 'version_invalid'),
  );

const minorUnits = (message: string) =>
  z.int(message).check(z.minimum(0, message), z.maximum(DELIVERY_AMOUNT_MAX, message));

const noRepeats = <T>(message: string) =>
  z.refine<T[]>((list) => new Set(list).size === list.length, message);

const methodFields = {
  active: z.boolean(),
  paymentOptions: z
    .array(z.enum(PAYMENT_METHODS, 'payment_unknown'))
    .check(noRepeats('payment_repeated')),
  price: minorUnits('delivery_price_invalid'),
  freeDelivery: z.boolean(),
  freeDeliveryFrom: minorUnits('threshold_invalid'),
  productDiscountWithFreeDelivery: z.boolean(),
  promoCodeWithFreeDelivery: z.boolean(),
  promotionWithFreeDelivery: z.boolean(),
};

/** A method on offer must be payable somehow: the checkout offers its payment options alone. */
const payable = z.refine<{ active: boolean; paymentOptions: unknown[] }>(
  (method) => !method.active || method.paymentOptions.length > 0,
  { message: 'payment_required', path: ['paymentOptions'] },
);

const countryFields = {
  ...methodFields,
  /** None named: the method delivers to every country of the list, as the checkout reads it. */
  countries: z
    .array(z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]], 'country_unknown'))
    .check(noRepeats('country_repeated')),
};

/** Every method's settings by their shape (countries for those that have them). */
const deliveryShape = <M extends z.ZodMiniType, C extends z.ZodMiniType>(method: M, country: C) =>
  z.strictObject(
    Object.fromEntries(
      DELIVERY_METHODS.map((name) => [name, isCountryDeliveryMethod(name) ? country : method]),
    ) as { [N in DeliveryMethod]: N extends CountryDeliveryMethod ? C : M },
  );

/** Every method's settings as a save sends them: each shape, and a method on offer payable. */
export const storeDeliverySchema = deliveryShape(
  z.object(methodFields).check(payable),
  z.object(countryFields).check(payable),
);

/** The delivery section as it is stored (what an answer carries). */
export const storedDeliverySchema = deliveryShape(z.object(methodFields), z.object(countryFields));

/** `PUT admin/settings/delivery`: every method's settings, with the version they were read at. */
export const deliverySettingsUpdateSchema = z.object({ section: storeDeliverySchema, version });

/** `GET` and `PUT admin/settings/delivery`'s answer. */
export const deliverySettingsViewSchema = z.object({ section: storedDeliverySchema, version });

export type DeliverySettingsUpdate = z.output<typeof deliverySettingsUpdateSchema>;

/** An amount as staff type it ("18,99", "0"), in minor units; nothing typed is refused. */
const typedAmount = (message: string) =>
  z.pipe(
    z.string(message).check(
      z.trim(),
      z.refine((text) => parseAmount(text) !== null, message),
    ),
    z.transform((text: string) => parseAmount(text) ?? 0),
  );

/** A method's amounts as the form holds them: typed in the main currency. */
const typedAmounts = {
  price: typedAmount('delivery_price_invalid'),
  freeDeliveryFrom: typedAmount('threshold_invalid'),
};

/**
 * The back office's delivery form: each method's amounts typed ("18,99"), then every rule the
 * API checks, by the same schema (its messages under the same fields: `TAXI.paymentOptions`).
 */
export const deliveryFormSchema = z.pipe(
  deliveryShape(
    z.object({ ...methodFields, ...typedAmounts }),
    z.object({ ...countryFields, ...typedAmounts }),
  ),
  storeDeliverySchema,
);

export type DeliveryFormValues = z.input<typeof deliveryFormSchema>;

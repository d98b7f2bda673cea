import * as z from 'zod/mini';
import { COUNTRY_CODES, type CountryCode } from '../contracts/countries';
import {
  COUNTRY_DELIVERY_METHODS,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  WEEKDAYS,
  type CountryDeliveryMethod,
  type DeliveryMethod,
} from '../contracts/enums';
import { MINUTES_PER_DAY, type StoreDelivery, type StoreSchedule } from '../contracts/store';
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

/** `GET` and `PUT admin/settings/schedule`. */
export type ScheduleSettingsView = StoreSectionView<StoreSchedule>;

/** The largest amount of minor units a price or a threshold may hold (PostgreSQL's integer). */
export const DELIVERY_AMOUNT_MAX = 2_147_483_647;

export const isCountryDeliveryMethod = (method: DeliveryMethod): method is CountryDeliveryMethod =>
  (COUNTRY_DELIVERY_METHODS as readonly string[]).includes(method);

/** The version a section was read at, as a save sends it. */
export const sectionVersionSchema = z
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
export const deliverySettingsUpdateSchema = z.object({
  section: storeDeliverySchema,
  version: sectionVersionSchema,
});

/** `GET` and `PUT admin/settings/delivery`'s answer. */
export const deliverySettingsViewSchema = z.object({
  section: storedDeliverySchema,
  version: sectionVersionSchema,
});

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

/** A time of day as staff type it, "09:30", in minutes from midnight; "24:00" is the day's end. */
export function parseTimeOfDay(typed: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** Minutes from midnight as a time of day: 540 → "09:00", 1440 → "24:00". */
export function formatTimeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const minuteOfDay = z
  .int('time_invalid')
  .check(z.minimum(0, 'time_invalid'), z.maximum(MINUTES_PER_DAY, 'time_invalid'));

/** A day's opening, from and to, in minutes from midnight in the shop's time zone. */
const interval = <T extends z.ZodMiniType>(time: T) => z.object({ startTime: time, endTime: time });

const closesAfterOpening = z.refine<{ timeInterval: { startTime: number; endTime: number } }>(
  (day) => day.timeInterval.startTime < day.timeInterval.endTime,
  { message: 'closes_before_opening', path: ['timeInterval', 'endTime'] },
);

const weekOf = <D extends z.ZodMiniType>(day: D) =>
  z.strictObject(
    Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as Record<
      (typeof WEEKDAYS)[number],
      D
    >,
  );

/** The week as a save sends it: every day, each closing after it opens (on the same day). */
export const storeScheduleSchema = weekOf(
  z
    .object({ isActive: z.boolean(), timeInterval: interval(minuteOfDay) })
    .check(closesAfterOpening),
);

/** `PUT admin/settings/schedule`: the week with the version it was read at. */
export const scheduleSettingsUpdateSchema = z.object({
  section: storeScheduleSchema,
  version: sectionVersionSchema,
});

export type ScheduleSettingsUpdate = z.output<typeof scheduleSettingsUpdateSchema>;

/** `GET` and `PUT admin/settings/schedule`'s answer. */
export const scheduleSettingsViewSchema = z.object({
  section: weekOf(z.object({ isActive: z.boolean(), timeInterval: interval(minuteOfDay) })),
  version: sectionVersionSchema,
});

const typedTime = z.pipe(
  z.string('time_invalid').check(z.refine((text) => parseTimeOfDay(text) !== null, 'time_invalid')),
  z.transform((text: string) => parseTimeOfDay(text) ?? 0),
);

/** The back office's schedule form: times typed ("09:00"), then the API's rules. */
export const scheduleFormSchema = z.pipe(
  weekOf(z.object({ isActive: z.boolean(), timeInterval: interval(typedTime) })),
  storeScheduleSchema,
);

export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;

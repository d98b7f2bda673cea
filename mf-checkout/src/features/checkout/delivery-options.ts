import {
  COUNTRY_CODES,
  DEFAULT_DELIVERY_COUNTRIES,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  type CountryCode,
  type DeliveryMethod,
  type PaymentMethod,
  type StoreDelivery,
} from '@storefront/shared';

/** The methods the shop offers now, in the usual order. */
export const activeDeliveryMethods = (delivery: StoreDelivery): DeliveryMethod[] =>
  DELIVERY_METHODS.filter((method) => delivery[method]?.active);

/** How an order sent with a method may be paid, in the usual order. */
export function paymentOptionsOf(
  delivery: StoreDelivery,
  method: DeliveryMethod | undefined,
): PaymentMethod[] {
  const allowed = (method && delivery[method]?.paymentOptions) || [];
  return PAYMENT_METHODS.filter((payment) => allowed.includes(payment));
}

/**
 * Where a method delivers: the countries the shop set for it, else the method's usual ones
 * (InPost's courier: Poland), else anywhere.
 */
export function countriesOf(
  delivery: StoreDelivery,
  method: DeliveryMethod,
): readonly CountryCode[] {
  const settings = delivery[method] as { countries?: CountryCode[] } | undefined;
  if (settings?.countries?.length) return settings.countries;
  return DEFAULT_DELIVERY_COUNTRIES[method] ?? COUNTRY_CODES;
}

/**
 * The country to preselect: the one chosen if the method delivers there, else the only one, else
 * the shopper's likely one (the page language's) when it is offered, else none.
 */
export function countryFor(
  countries: readonly CountryCode[],
  current: CountryCode | '',
  likely: CountryCode,
): CountryCode | '' {
  if (current && countries.includes(current)) return current;
  if (countries.length === 1) return countries[0]!;
  return countries.includes(likely) ? likely : '';
}

/** The payment to keep when the method changes: the one chosen if still allowed, else the only one. */
export function paymentFor(
  options: PaymentMethod[],
  current: PaymentMethod | '',
): PaymentMethod | '' {
  if (current && options.includes(current)) return current;
  return options.length === 1 ? options[0]! : '';
}

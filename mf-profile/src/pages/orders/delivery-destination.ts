import { LANGUAGE_LOCALES, type DeliveryDetails, type Language } from '@storefront/shared';
import { addressLine } from '@storefront/shared/schemas';

/**
 * Where an order went, as one line: the shop's pickup address, a pickup point and its country, or
 * a street address. Empty when the shop has not published its pickup address.
 */
export function deliveryDestination(
  delivery: DeliveryDetails,
  lang: Language,
  pickupAddress: string,
): string {
  const country =
    'country' in delivery
      ? (new Intl.DisplayNames([LANGUAGE_LOCALES[lang]], { type: 'region' }).of(delivery.country) ??
        delivery.country)
      : '';
  if (delivery.method === 'LOCAL_PICKUP') return pickupAddress;
  if ('pointCode' in delivery) return `${delivery.pointCode}, ${country}`;
  if (delivery.method === 'TAXI') return `${delivery.street}, ${delivery.city}`;
  return addressLine(delivery, country);
}

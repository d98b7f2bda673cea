import { PRICED_DELIVERY_METHODS, type StoreDelivery } from '@storefront/shared';

/**
 * The goods total from which some delivery costs nothing: the lowest `freeDeliveryFrom` of the
 * active priced methods whose free delivery is on (minor units of the main currency); null when
 * none offers it. The methods without a price of their own never cost anything and have no
 * threshold. Whether a discount or promo code keeps an order from free delivery is the
 * checkout's estimate to say; the cart knows neither.
 */
export function freeDeliveryThreshold(delivery: StoreDelivery): number | null {
  const thresholds = PRICED_DELIVERY_METHODS.map((method) => delivery[method])
    .filter((settings) => settings?.active && settings.freeDelivery)
    .map((settings) => settings.freeDeliveryFrom);
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

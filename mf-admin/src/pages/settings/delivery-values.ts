import { DELIVERY_METHODS, type Language, type StoreDelivery } from '@storefront/shared';
import { formatAmount, type DeliveryFormValues } from '@storefront/shared/admin';

/** The saved settings as the form holds them: each method's amounts typed in the main currency. */
export function deliveryFormValues(delivery: StoreDelivery, lang: Language): DeliveryFormValues {
  return Object.fromEntries(
    DELIVERY_METHODS.map((method) => {
      const settings = delivery[method];
      return [
        method,
        {
          ...settings,
          price: formatAmount(settings.price, lang),
          freeDeliveryFrom: formatAmount(settings.freeDeliveryFrom, lang),
        },
      ];
    }),
  ) as DeliveryFormValues;
}

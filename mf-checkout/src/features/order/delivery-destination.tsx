import {
  LANGUAGE_LOCALES,
  selectStore,
  useAppSelector,
  type DeliveryDetails,
  type Language,
} from '@storefront/shared';
import { addressLine } from '@storefront/shared/schemas';
import { useTranslation } from 'react-i18next';

/** Where an order goes, as one line: the shop, a point with its country, or an address. */
export function DeliveryDestination({
  delivery,
  lang,
}: {
  delivery: DeliveryDetails;
  lang: Language;
}) {
  const { t } = useTranslation('checkout');
  const { contactInfo } = useAppSelector(selectStore);
  const countries = new Intl.DisplayNames([LANGUAGE_LOCALES[lang]], { type: 'region' });
  const country = 'country' in delivery ? (countries.of(delivery.country) ?? delivery.country) : '';
  switch (delivery.method) {
    case 'LOCAL_PICKUP':
      return <>{contactInfo.pickupAddress || t('checkout.pickup_address_unknown')}</>;
    case 'TAXI':
      return <>{`${delivery.street}, ${delivery.city}`}</>;
    case 'INPOST_PARCEL_LOCKER':
    case 'INPOST_WEEKEND':
    case 'DPD_PICKUP_POINT':
    case 'DHL_PICKUP_POINT':
      return <>{t('order.point', { code: delivery.pointCode, country })}</>;
    default:
      return <>{addressLine(delivery, country)}</>;
  }
}

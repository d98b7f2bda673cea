import {
  DELIVERY_DESTINATIONS,
  LANGUAGE_LOCALES,
  selectStore,
  useAppSelector,
  type DeliveryMethod,
  type Language,
} from '@storefront/shared';
import { FieldColumns, useCountryOptions, type AddressLabels } from '@storefront/shared/forms';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';
import { countriesOf } from './delivery-options';
import { CountryFormField, StreetAndCityFields, TextField } from '../forms/form-fields';
import { PickupInfo } from './pickup-info';
import { StreetAddressFields } from './street-address-fields';

/** The countries a method delivers to, by their names in the page language. */
function useMethodCountries(method: DeliveryMethod, lang: Language) {
  const { delivery } = useAppSelector(selectStore);
  const allowed = new Set(countriesOf(delivery, method));
  return useCountryOptions(LANGUAGE_LOCALES[lang]).filter((option) => allowed.has(option.code));
}

function useAddressLabels(): AddressLabels {
  const { t } = useTranslation('checkout');
  return {
    street: t('checkout.street'),
    city: t('checkout.city'),
    postalCode: t('checkout.postal_code'),
    postalCodeHint: (example) => t('checkout.postal_code_hint', { example }),
    country: t('checkout.country'),
    countryPlaceholder: t('checkout.country_choose'),
  };
}

/** What the chosen method needs: nothing but the shop's address, a point, or an address. */
export function DestinationFields({ method, lang }: { method: DeliveryMethod; lang: Language }) {
  const { t } = useTranslation('checkout');
  const labels = useAddressLabels();
  const countries = useMethodCountries(method, lang);
  switch (DELIVERY_DESTINATIONS[method]) {
    case 'shop':
      return <PickupInfo lang={lang} />;
    case 'local-address':
      return (
        <StreetAndCityFields<CheckoutValues>
          names={{ street: 'delivery.street', city: 'delivery.city' }}
          labels={labels}
          testIdPrefix="delivery"
        />
      );
    case 'point':
      return (
        <FieldColumns>
          <TextField<CheckoutValues>
            name="delivery.pointCode"
            label={t('checkout.point_code')}
            hint={t('checkout.point_code_hint')}
            autoCapitalize="characters"
            testId="point-code"
          />
          <CountryFormField<CheckoutValues>
            name="delivery.country"
            label={labels.country}
            placeholder={labels.countryPlaceholder}
            countries={countries}
            testId="delivery-country"
          />
        </FieldColumns>
      );
    case 'address':
      return <StreetAddressFields labels={labels} countries={countries} />;
  }
}

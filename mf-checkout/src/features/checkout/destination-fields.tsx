import {
  DELIVERY_DESTINATIONS,
  LANGUAGE_LOCALES,
  ORDER_LIMITS,
  selectStore,
  useAppSelector,
  type DeliveryMethod,
  type Language,
} from '@storefront/shared';
import { Field, FieldColumns, Select, useCountryOptions } from '@storefront/shared/forms';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';
import { countriesOf } from './delivery-options';
import { PostalCodeFormField, TextField, useFieldError } from '../forms/form-fields';
import { PickupInfo } from './pickup-info';

/** The countries a method delivers to, by their names in the page language. */
function CountryField({ method, lang }: { method: DeliveryMethod; lang: Language }) {
  const { t } = useTranslation('checkout');
  const { delivery } = useAppSelector(selectStore);
  const { register } = useFormContext<CheckoutValues>();
  const error = useFieldError<CheckoutValues>('delivery.country');
  const allowed = new Set(countriesOf(delivery, method));
  const options = useCountryOptions(LANGUAGE_LOCALES[lang]).filter((option) =>
    allowed.has(option.code),
  );
  return (
    <Field label={t('checkout.country')} error={error}>
      {(ids) => (
        <Select {...ids} data-testid="delivery-country" {...register('delivery.country')}>
          <option value="">{t('checkout.country_choose')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function StreetAndCity() {
  const { t } = useTranslation('checkout');
  return (
    <FieldColumns>
      <TextField<CheckoutValues>
        name="delivery.street"
        label={t('checkout.street')}
        autoComplete="street-address"
        maxLength={ORDER_LIMITS.streetMax}
        testId="delivery-street"
      />
      <TextField<CheckoutValues>
        name="delivery.city"
        label={t('checkout.city')}
        autoComplete="address-level2"
        maxLength={ORDER_LIMITS.cityMax}
        testId="delivery-city"
      />
    </FieldColumns>
  );
}

/** What the chosen method needs: nothing but the shop's address, a point, or an address. */
export function DestinationFields({ method, lang }: { method: DeliveryMethod; lang: Language }) {
  const { t } = useTranslation('checkout');
  switch (DELIVERY_DESTINATIONS[method]) {
    case 'shop':
      return <PickupInfo lang={lang} />;
    case 'local-address':
      return <StreetAndCity />;
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
          <CountryField method={method} lang={lang} />
        </FieldColumns>
      );
    case 'address':
      return (
        <>
          <StreetAndCity />
          <FieldColumns>
            <PostalCodeFormField<CheckoutValues>
              name="delivery.postalCode"
              countryName="delivery.country"
              label={t('checkout.postal_code')}
              hint={(example) => t('checkout.postal_code_hint', { example })}
              testId="delivery-postal-code"
            />
            <CountryField method={method} lang={lang} />
          </FieldColumns>
        </>
      );
  }
}

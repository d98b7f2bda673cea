import { useCurrentUser, type CountryCode, type SavedAddress } from '@storefront/shared';
import type { AddressLabels } from '@storefront/shared/forms';
import { addressLine } from '@storefront/shared/schemas';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCustomerSavedAddressesQuery } from '../../api/order-api';
import type { CheckoutValues } from './checkout-values';
import { Choices } from './checkout-layout';
import { AddressFields } from '../forms/form-fields';

const NEW_ADDRESS = 'new';

interface StreetAddressFieldsProps {
  labels: AddressLabels;
  /** The countries the method delivers to, by their names in the page language. */
  countries: readonly { code: CountryCode; name: string }[];
}

/**
 * A courier's address. A signed-in customer with saved addresses in the method's countries picks
 * one of them, which fills the address, or "a new address", typed in the fields.
 */
export function StreetAddressFields({ labels, countries }: StreetAddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const { user } = useCurrentUser();
  const { data: saved = [] } = useCustomerSavedAddressesQuery(undefined, { skip: !user });
  const { setValue } = useFormContext<CheckoutValues>();
  const [choice, setChoice] = useState(NEW_ADDRESS);
  const group = useId();
  const nameOf = new Map(countries.map((country) => [country.code, country.name]));
  const offered = user ? saved.filter((address) => nameOf.has(address.country)) : [];
  const chosen = offered.find((address) => address.id === choice);

  const choose = (address: SavedAddress | undefined) => {
    setChoice(address?.id ?? NEW_ADDRESS);
    const fill = { shouldDirty: true, shouldValidate: Boolean(address) };
    setValue('delivery.street', address?.street ?? '', fill);
    setValue('delivery.city', address?.city ?? '', fill);
    setValue('delivery.postalCode', address?.postalCode ?? '', fill);
    if (address) setValue('delivery.country', address.country, fill);
  };

  const fields = (
    <AddressFields<CheckoutValues>
      names={{
        street: 'delivery.street',
        city: 'delivery.city',
        postalCode: 'delivery.postalCode',
        country: 'delivery.country',
      }}
      labels={labels}
      countries={countries}
      testIdPrefix="delivery"
    />
  );
  if (offered.length === 0) return fields;
  return (
    <>
      <Choices data-testid="saved-address-choice">
        <legend>{t('checkout.saved_addresses')}</legend>
        {offered.map((address) => (
          <label key={address.id}>
            <input
              type="radio"
              name={group}
              checked={chosen === address}
              onChange={() => choose(address)}
              data-testid="saved-address-option"
            />
            {addressLine(address, nameOf.get(address.country) ?? address.country)}
          </label>
        ))}
        <label>
          <input
            type="radio"
            name={group}
            checked={!chosen}
            onChange={() => choose(undefined)}
            data-testid="saved-address-new"
          />
          {t('checkout.new_address')}
        </label>
      </Choices>
      {!chosen && fields}
    </>
  );
}

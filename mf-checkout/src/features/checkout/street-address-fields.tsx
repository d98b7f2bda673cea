import {
  useCurrentUser,
  type CountryCode,
  type DeliveryDetails,
  type SavedAddress,
} from '@storefront/shared';
import type { AddressLabels } from '@storefront/shared/forms';
import { addressLine } from '@storefront/shared/schemas';
import { useEffect, useId, useState } from 'react';
import { useFormContext, useFormState, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCustomerLastOrderQuery, useCustomerSavedAddressesQuery } from '../../api/order-api';
import type { CheckoutValues } from './checkout-values';
import { Choices } from './checkout-layout';
import { AddressFields } from '../forms/form-fields';

const NEW_ADDRESS = 'new';

const ADDRESS_FIELDS = ['street', 'city', 'postalCode'] as const;

type Address = Pick<SavedAddress, 'street' | 'city' | 'postalCode' | 'country'>;

const sameAddress = (saved: SavedAddress, other: Address) =>
  saved.street === other.street &&
  saved.city === other.city &&
  saved.postalCode === other.postalCode &&
  saved.country === other.country;

/**
 * The saved address a checkout starts with (undefined: a new address): the one the last delivery
 * went to; none when the last delivery went to another address (the account prefill puts that
 * one in the fields) or the shopper has typed one; else the most recently saved.
 */
function startingAddress(
  offered: readonly SavedAddress[],
  lastDelivery: DeliveryDetails | undefined,
  typed: boolean,
): SavedAddress | undefined {
  const last = lastDelivery && 'street' in lastDelivery && 'postalCode' in lastDelivery;
  if (last) return offered.find((address) => sameAddress(address, lastDelivery));
  // Saved in order, oldest first: the last is the most recent.
  return typed ? undefined : offered.at(-1);
}

/** Puts a saved address in the fields, or empties them for a new one. */
function fillAddress(
  setValue: UseFormSetValue<CheckoutValues>,
  address: SavedAddress | undefined,
  byShopper: boolean,
) {
  const options = { shouldDirty: byShopper, shouldValidate: Boolean(address) };
  setValue('delivery.street', address?.street ?? '', options);
  setValue('delivery.city', address?.city ?? '', options);
  setValue('delivery.postalCode', address?.postalCode ?? '', options);
  if (address) setValue('delivery.country', address.country, options);
}

interface StreetAddressFieldsProps {
  labels: AddressLabels;
  /** The countries the method delivers to, by their names in the page language. */
  countries: readonly { code: CountryCode; name: string }[];
}

/**
 * A courier's address. A signed-in customer with saved addresses in the method's countries picks
 * one of them, which fills the address, or "a new address", typed in the fields. Until they pick,
 * the checkout starts from one (see startingAddress), once the latest order has been read.
 */
export function StreetAddressFields({ labels, countries }: StreetAddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const { user } = useCurrentUser();
  const { data: saved = [] } = useCustomerSavedAddressesQuery(undefined, { skip: !user });
  const { data: lastOrder, isFetching: lastOrderPending } = useCustomerLastOrderQuery(undefined, {
    skip: !user,
  });
  const { control, setValue } = useFormContext<CheckoutValues>();
  const { dirtyFields } = useFormState({ control, name: 'delivery' });
  const typed = ADDRESS_FIELDS.some((name) => dirtyFields.delivery?.[name]);
  // The shopper's own pick (an address's id, or NEW_ADDRESS); null until they make one.
  const [picked, setPicked] = useState<string | null>(null);
  const group = useId();
  const nameOf = new Map(countries.map((country) => [country.code, country.name]));
  const offered = user ? saved.filter((address) => nameOf.has(address.country)) : [];
  const starting =
    picked === null && !lastOrderPending
      ? startingAddress(offered, lastOrder?.delivery, typed)
      : undefined;
  const chosen = starting ?? offered.find((address) => address.id === picked);

  // The starting address goes into the fields the order is made from.
  useEffect(() => {
    if (starting) fillAddress(setValue, starting, false);
  }, [starting, setValue]);

  const choose = (address: SavedAddress | undefined) => {
    setPicked(address?.id ?? NEW_ADDRESS);
    fillAddress(setValue, address, true);
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

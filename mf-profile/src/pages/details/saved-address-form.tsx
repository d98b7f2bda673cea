import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  LANGUAGE_LOCALES,
  Spinner,
  type CountryCode,
  type Language,
  type SavedAddress,
} from '@storefront/shared';
import { serverErrorsInForm, useCountryOptions } from '@storefront/shared/forms';
import { savedAddressSchema, type SavedAddressInput } from '@storefront/shared/schemas';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ADDRESS_FORM_ERRORS,
  useAddSavedAddressMutation,
  useUpdateSavedAddressMutation,
} from '../../api/addresses-api';
import { AddressFields } from '../../features/profile/form-fields';
import { Form } from './form-layout';

/** The form's values: no country until one is chosen. */
type AddressValues = Omit<SavedAddressInput, 'country'> & { country: CountryCode | '' };

const addressErrors = serverErrorsInForm<AddressValues>(ADDRESS_FORM_ERRORS);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The customer's likely country for a new address. */
const likelyCountry = (lang: Language): CountryCode => (lang === 'ua' ? 'UA' : 'PL');

/**
 * A saved address, new or changed: the checkout's fields, the postal code masked and checked for
 * the chosen country.
 */
export function SavedAddressForm({
  address,
  lang,
  onDone,
}: {
  /** The address to change; none for a new one. */
  address?: SavedAddress;
  lang: Language;
  /** The form is done with: `saved` when the shop took the address, else the customer cancelled. */
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const [add, adding] = useAddSavedAddressMutation();
  const [update, updating] = useUpdateSavedAddressMutation();
  const countries = useCountryOptions(LANGUAGE_LOCALES[lang]);
  const form = useForm<AddressValues, unknown, SavedAddressInput>({
    resolver: zodResolver(savedAddressSchema) as Resolver<
      AddressValues,
      unknown,
      SavedAddressInput
    >,
    defaultValues: address
      ? {
          street: address.street,
          city: address.city,
          postalCode: address.postalCode,
          country: address.country,
        }
      : { street: '', city: '', postalCode: '', country: likelyCountry(lang) },
  });
  const busy = adding.isLoading || updating.isLoading;
  const title = t(address ? 'addresses.edit_title' : 'addresses.add_title');

  const onSubmit = form.handleSubmit(async (values) => {
    const result = address ? await update({ id: address.id, address: values }) : await add(values);
    if (result.error) {
      addressErrors.show(form, result.error);
      return;
    }
    onDone(true);
  });

  return (
    <FormProvider {...form}>
      <Form onSubmit={onSubmit} noValidate aria-label={title} data-testid="saved-address-form">
        <AddressFields<AddressValues>
          names={{ street: 'street', city: 'city', postalCode: 'postalCode', country: 'country' }}
          labels={{
            street: t('addresses.street'),
            city: t('addresses.city'),
            postalCode: t('addresses.postal_code'),
            postalCodeHint: (example) => t('addresses.postal_code_hint', { example }),
            country: t('addresses.country'),
            countryPlaceholder: t('addresses.country_choose'),
          }}
          countries={countries}
          testIdPrefix="address"
        />
        <Actions>
          <Button type="submit" disabled={busy} data-testid="address-save">
            {busy && <Spinner aria-hidden="true" />}
            {t('addresses.save')}
          </Button>
          <Button
            type="button"
            $variant="ghost"
            onClick={() => onDone(false)}
            data-testid="address-cancel"
          >
            {t('addresses.cancel')}
          </Button>
        </Actions>
      </Form>
    </FormProvider>
  );
}

import { createFormFields } from '@storefront/shared/forms';

/** The checkout's form fields; an error without a text of its own reads "Check this field." */
export const {
  TextField,
  PhoneFormField,
  PostalCodeFormField,
  CountryFormField,
  StreetAndCityFields,
  AddressFields,
  PersonFields,
  useFieldError,
} = createFormFields({
  namespace: 'checkout',
  fallbackKey: 'validation.invalid',
});

import { createFormFields } from '@storefront/shared/forms';

/** The profile's form fields; an error without a text of its own reads "Check this field." */
export const { TextField, PhoneFormField, AddressFields, NameFields, PersonFields } =
  createFormFields({
    namespace: 'profile',
    fallbackKey: 'details.invalid',
  });

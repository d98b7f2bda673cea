import { createFormFields } from '@storefront/shared/forms';

/** The back office's form fields; an error without a text of its own reads "Check this field." */
export const { TextField, PhoneFormField, useFieldError } = createFormFields({
  namespace: 'admin',
  fallbackKey: 'validation.invalid',
});

import { createFormFields } from '@storefront/shared/forms';

/** The content forms' fields; an error without a text of its own reads "Check this field." */
export const { TextField, PhoneFormField, useFieldError } = createFormFields({
  namespace: 'content',
  fallbackKey: 'validation.invalid',
});

import { get, useFormState, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductFormInput } from './form-values';

/**
 * A product form field's error in the page language: the schema's and the API's messages are
 * keys of `products.validation` (an unknown one reads "Check this field").
 */
export function useProductFieldError(name: string): string | undefined {
  const { t, i18n } = useTranslation('admin');
  const { errors } = useFormState<ProductFormInput>();
  const message = (get(errors, name) as FieldError | undefined)?.message;
  if (!message) return undefined;
  const key = `products.validation.${message}`;
  return t(i18n.exists(key, { ns: 'admin' }) ? key : 'products.validation.invalid');
}

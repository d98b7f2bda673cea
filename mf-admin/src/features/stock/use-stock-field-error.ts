import {
  get,
  useFormState,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A field's error of the surrounding form in the page language: the schemas' messages (the
 * shared stock schemas', and the API's own for a field it refused) are keys of
 * `stock.validation` in the admin namespace; one it has no text for reads "Check this field".
 */
export function useStockFieldError<T extends FieldValues>(name: FieldPath<T>): string | undefined {
  const { t, i18n } = useTranslation('admin');
  const { errors } = useFormState<T>({ name, exact: true });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  if (!message) return undefined;
  const key = `stock.validation.${message}`;
  return t(i18n.exists(`admin:${key}`) ? key : 'stock.validation.invalid');
}

import type { TextFieldProps } from '@storefront/shared/forms';
import type { FieldValues } from 'react-hook-form';
import { TextField } from './form-fields';

type NewPasswordFieldProps<T extends FieldValues> = Pick<
  TextFieldProps<T>,
  'name' | 'label' | 'hint' | 'testId'
>;

/** A password the customer chooses (registration, a reset, a change): password managers offer one. */
export function NewPasswordField<T extends FieldValues>(props: NewPasswordFieldProps<T>) {
  return <TextField<T> {...props} type="password" autoComplete="new-password" />;
}

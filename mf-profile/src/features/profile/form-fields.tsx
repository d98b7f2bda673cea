import { Field, Input } from '@storefront/shared/forms';
import type { InputHTMLAttributes } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A field's error in the page language: the schemas' messages are keys of `validation`. */
function useFieldError<T extends FieldValues>(name: FieldPath<T>): string | undefined {
  const { t, i18n } = useTranslation('profile');
  const { errors } = useFormState<T>({ name });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  if (!message) return undefined;
  return t(
    i18n.exists(`profile:validation.${message}`) ? `validation.${message}` : 'details.invalid',
  );
}

type TextFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: string;
  hint?: string;
  testId?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** A labelled input of the surrounding form, with its translated error. */
export function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  testId,
  ...input
}: TextFieldProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <Input {...ids} {...input} data-testid={testId} {...register(name)} />}
    </Field>
  );
}

import { Field, Select, TextArea } from '@storefront/shared/forms';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldError } from '../discounts/form-fields';

interface Labelled<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  hint?: string;
  testId?: string;
}

/** A choice among options of the surrounding form, with its translated error. */
export function SelectField<T extends FieldValues>({
  name,
  label,
  hint,
  testId,
  children,
}: Labelled<T> & { children: ReactNode }) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => (
        <Select {...ids} data-testid={testId} {...register(name)}>
          {children}
        </Select>
      )}
    </Field>
  );
}

/** A longer text of the surrounding form (a description), with its translated error. */
export function TextAreaField<T extends FieldValues>({
  name,
  label,
  hint,
  testId,
  ...input
}: Labelled<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <TextArea {...ids} rows={4} {...input} data-testid={testId} {...register(name)} />}
    </Field>
  );
}

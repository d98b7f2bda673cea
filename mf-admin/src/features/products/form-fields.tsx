import { Field, Input, Select, TextArea } from '@storefront/shared/forms';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { useProductFieldError } from './field-error';
import type { ProductFormInput } from './form-values';

type Name = FieldPath<ProductFormInput>;

interface Labelled {
  name: Name;
  label: string;
  hint?: string;
  testId?: string;
}

/** A text input of the product form, with its translated error. */
export function TextInput({
  name,
  label,
  hint,
  testId,
  ...input
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { register } = useFormContext<ProductFormInput>();
  const error = useProductFieldError(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <Input {...ids} {...input} data-testid={testId} {...register(name)} />}
    </Field>
  );
}

/** A longer text of the product form (a description). */
export function TextAreaInput({
  name,
  label,
  hint,
  testId,
  ...input
}: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { register } = useFormContext<ProductFormInput>();
  const error = useProductFieldError(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => <TextArea {...ids} rows={5} {...input} data-testid={testId} {...register(name)} />}
    </Field>
  );
}

/** A choice of the product form among options. */
export function SelectInput({
  name,
  label,
  hint,
  testId,
  disabled,
  children,
}: Labelled & { disabled?: boolean; children: ReactNode }) {
  const { register } = useFormContext<ProductFormInput>();
  const error = useProductFieldError(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => (
        <Select {...ids} disabled={disabled} data-testid={testId} {...register(name)}>
          {children}
        </Select>
      )}
    </Field>
  );
}

const Check = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .error {
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** A yes-or-no field of the product form, its hint and error tied to the box. */
export function CheckboxInput({
  name,
  label,
  hint,
  testId,
  disabled,
}: Labelled & { disabled?: boolean }) {
  const { register } = useFormContext<ProductFormInput>();
  const error = useProductFieldError(name);
  const id = `product-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Check>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={described || undefined}
          data-testid={testId}
          {...register(name)}
        />
        {label}
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </Check>
  );
}

import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutValues } from './checkout-values';
import { Choices, Notice } from './checkout-layout';
import { useFieldError } from '../forms/form-fields';

interface RadioChoicesProps<T extends string> {
  name: 'delivery.method' | 'paymentMethod';
  legend: string;
  options: readonly T[];
  /** Stable hooks for tests: `${testIdPrefix}-${option}`. */
  testIdPrefix: string;
  labelOf: (option: T) => ReactNode;
  /** Said instead when there is nothing to choose from. */
  empty: string;
}

/** One choice of a few, as radio buttons, with the field's translated error. */
export function RadioChoices<T extends string>({
  name,
  legend,
  options,
  testIdPrefix,
  labelOf,
  empty,
}: RadioChoicesProps<T>) {
  const { register } = useFormContext<CheckoutValues>();
  const error = useFieldError<CheckoutValues>(name);
  const errorId = useId();
  if (options.length === 0) return <Notice $tone="error">{empty}</Notice>;
  return (
    <>
      <Choices aria-describedby={error ? errorId : undefined}>
        <legend>{legend}</legend>
        {options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              value={option}
              data-testid={`${testIdPrefix}-${option}`}
              aria-invalid={Boolean(error)}
              {...register(name)}
            />
            {labelOf(option)}
          </label>
        ))}
      </Choices>
      {error && (
        <Notice $tone="error" id={errorId} role="alert">
          {error}
        </Notice>
      )}
    </>
  );
}

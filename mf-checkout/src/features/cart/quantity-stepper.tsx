import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@storefront/shared/kit';
import styled from 'styled-components';

const Stepper = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  button {
    min-width: 2.5rem;
    border: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.125rem;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  input {
    width: 3.25rem;
    min-height: 2.5rem;
    border: 0;
    text-align: center;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    appearance: textfield;
  }
  input::-webkit-inner-spin-button {
    appearance: none;
  }
`;

interface QuantityStepperProps {
  value: number;
  /** The largest quantity allowed (the stock within the order limit). */
  max: number;
  onChange: (quantity: number) => void;
  /** Names the product, for the accessible names of the controls. */
  productName: string;
}

/** − [n] +, bounded to 1…max; a typed number takes effect once it is a whole number. */
export function QuantityStepper({ value, max, onChange, productName }: QuantityStepperProps) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useState<string | null>(null);
  const change = (quantity: number) => onChange(Math.min(Math.max(1, quantity), max));
  const decrease = t('cart.decrease', { name: productName });
  const increase = t('cart.increase', { name: productName });
  // The − and + buttons say what they do in a tooltip too: a sign alone is no label.
  return (
    <Stepper>
      <Tooltip content={decrease}>
        <button
          type="button"
          aria-label={decrease}
          data-testid="quantity-decrease"
          disabled={value <= 1}
          onClick={() => change(value - 1)}
        >
          −
        </button>
      </Tooltip>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={t('cart.quantity_of', { name: productName })}
        data-testid="quantity-input"
        value={draft ?? String(value)}
        onChange={(event) => {
          const typed = Number.parseInt(event.target.value, 10);
          // Half-typed text (an empty field) stays until it is a number or the field is left.
          setDraft(Number.isInteger(typed) ? null : event.target.value);
          if (Number.isInteger(typed)) change(typed);
        }}
        onBlur={() => setDraft(null)}
      />
      <Tooltip content={increase}>
        <button
          type="button"
          aria-label={increase}
          data-testid="quantity-increase"
          disabled={value >= max}
          onClick={() => change(value + 1)}
        >
          +
        </button>
      </Tooltip>
    </Stepper>
  );
}

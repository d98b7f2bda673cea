import { Button, ORDER_LIMITS, type ErrorCode } from '@storefront/shared';
import { Field, Input } from '@storefront/shared/forms';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    text-transform: uppercase;
  }
`;

interface PromoCodeFieldProps {
  /** The code the estimate was asked with, if any. */
  applied: string | undefined;
  /** Why the shop refused the applied code, if it did. */
  refusal: ErrorCode | null;
  onApply: (code: string | undefined) => void;
}

/** A promo code: applied with the button (or Enter), refused codes explained beside it. */
export function PromoCodeField({ applied, refusal, onApply }: PromoCodeFieldProps) {
  const { t } = useTranslation('checkout');
  const [text, setText] = useState(applied ?? '');
  const code = text.trim().toUpperCase() || undefined;
  const apply = () => onApply(code);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code rather than placing the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const hint =
    applied && !refusal && applied === code
      ? t('promo.accepted', { code: applied })
      : code && code !== applied
        ? t('promo.not_applied')
        : undefined;
  return (
    <Field
      label={t('promo.label')}
      hint={hint}
      error={refusal && applied === code ? t(`server_error:${refusal}`) : undefined}
    >
      {(ids) => (
        <Row>
          <Input
            {...ids}
            value={text}
            maxLength={ORDER_LIMITS.promoCodeMax}
            autoComplete="off"
            data-testid="promo-code-input"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button
            type="button"
            $variant="secondary"
            onClick={apply}
            disabled={code === applied}
            data-testid="promo-code-apply"
          >
            {applied && !code ? t('promo.remove') : t('promo.apply')}
          </Button>
        </Row>
      )}
    </Field>
  );
}

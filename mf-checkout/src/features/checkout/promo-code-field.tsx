import { Button, ORDER_LIMITS, type ErrorCode } from '@storefront/shared';
import { Field, Input } from '@storefront/shared/forms';
import { useRef, useState, type KeyboardEvent } from 'react';
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

/**
 * A promo code: applied with the button (or Enter), refused codes explained beside it. A code
 * asked for (applied or refused) has its own Remove button, which takes it out of the estimate and
 * empties the field; the focus goes back to the field, ready for another code.
 */
export function PromoCodeField({ applied, refusal, onApply }: PromoCodeFieldProps) {
  const { t } = useTranslation('checkout');
  const [text, setText] = useState(applied ?? '');
  const input = useRef<HTMLInputElement>(null);
  const code = text.trim().toUpperCase() || undefined;
  const apply = () => onApply(code);
  const remove = () => {
    setText('');
    onApply(undefined);
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code rather than placing the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const asked = applied !== undefined && applied === code;
  const hint =
    asked && !refusal
      ? t('promo.accepted', { code: applied })
      : code && code !== applied
        ? t('promo.not_applied')
        : undefined;
  return (
    <Field
      label={t('promo.label')}
      hint={hint}
      error={refusal && asked ? t(`server_error:${refusal}`) : undefined}
    >
      {(ids) => (
        <Row>
          <Input
            {...ids}
            ref={input}
            value={text}
            maxLength={ORDER_LIMITS.promoCodeMax}
            autoComplete="off"
            data-testid="promo-code-input"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {asked ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={remove}
              aria-label={t('promo.remove_named', { code: applied })}
              data-testid="promo-code-remove"
            >
              {t('promo.remove')}
            </Button>
          ) : (
            <Button
              type="button"
              $variant="secondary"
              onClick={apply}
              disabled={code === applied}
              data-testid="promo-code-apply"
            >
              {applied && !code ? t('promo.remove') : t('promo.apply')}
            </Button>
          )}
        </Row>
      )}
    </Field>
  );
}

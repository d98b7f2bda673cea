import { Button, ORDER_LIMITS, type ErrorCode } from '@storefront/shared';
import { Field, Input } from '@storefront/shared/forms';
import { ActionResult, type ActionResultText } from '@storefront/shared/kit';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

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
  /** The code the shown estimate took (it discounts), if any. */
  accepted: string | undefined;
  /** True while the estimate is older than the code asked for: no outcome to tell yet. */
  checking: boolean;
  onApply: (code: string | undefined) => void;
}

/**
 * A promo code: applied with the button (or Enter). The shop's answer, taken or refused and why,
 * is said in a status region under the field once the estimate has it; applied with the button
 * (it gives way to the code's Remove, so it would drop the focus to the page's body), the focus
 * goes to that answer. A code asked for (applied or refused) has its own Remove button, which
 * takes it out of the estimate and empties the field; the focus goes back to the field, ready for
 * another code.
 */
export function PromoCodeField({
  applied,
  refusal,
  accepted,
  checking,
  onApply,
}: PromoCodeFieldProps) {
  const { t } = useTranslation('checkout');
  const [text, setText] = useState(applied ?? '');
  const resultId = useId();
  const resultRef = useRef<HTMLParagraphElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusOutcome = useRef(false);
  const code = text.trim().toUpperCase() || undefined;
  const apply = (fromButton: boolean) => {
    focusOutcome.current = fromButton && code !== undefined;
    // The button is disabled under the focus once an emptied field removed the code.
    if (fromButton && code === undefined) input.current?.focus();
    onApply(code);
  };
  const remove = () => {
    focusOutcome.current = false;
    setText('');
    onApply(undefined);
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code rather than placing the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply(false);
  };
  const asked = applied !== undefined && applied === code;
  const outcome = useMemo<ActionResultText | null>(
    () =>
      !asked || checking
        ? null
        : refusal
          ? { text: t(`server_error:${refusal}`), tone: 'error' }
          : accepted === applied
            ? { text: t('promo.accepted', { code: applied }) }
            : null,
    [asked, checking, refusal, accepted, applied, t],
  );
  useEffect(() => {
    if (!outcome || !focusOutcome.current) return;
    focusOutcome.current = false;
    resultRef.current?.focus();
  }, [outcome]);
  return (
    <Box>
      <Field
        label={t('promo.label')}
        hint={code && code !== applied ? t('promo.not_applied') : undefined}
      >
        {(ids) => (
          <Row>
            <Input
              {...ids}
              ref={input}
              aria-invalid={outcome?.tone === 'error'}
              aria-describedby={
                [ids['aria-describedby'], outcome && resultId].filter(Boolean).join(' ') ||
                undefined
              }
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
                onClick={() => apply(true)}
                disabled={code === applied}
                data-testid="promo-code-apply"
              >
                {applied && !code ? t('promo.remove') : t('promo.apply')}
              </Button>
            )}
          </Row>
        )}
      </Field>
      <ActionResult ref={resultRef} id={resultId} result={outcome} testId="promo-code-result" />
    </Box>
  );
}

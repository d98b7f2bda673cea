import {
  LANGUAGE_LOCALES,
  shownAndCharged,
  type Language,
  type PaymentInstructions,
} from '@storefront/shared';
import { Card } from '@storefront/shared/kit';
import { paymentDetailRows } from '@storefront/shared/orders';
import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CopyDetailButton } from './copy-detail-button';
import { Facts } from './facts';
import { SmallPrint } from './small-print';

// On a phone each label stands above its value, which gets the card's whole width; an account
// number breaks only between its groups of four, never inside one.
const Details = styled(Facts)`
  margin: 0;
  grid-template-columns: minmax(0, 1fr);
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    margin-bottom: 0.5rem;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
    dd {
      margin-bottom: 0;
    }
  }
`;

const Group = styled.span`
  white-space: nowrap;
`;

/** The details a shopper pastes into a bank's form, and what each puts on the clipboard. */
const COPIED: Partial<Record<string, (value: string) => string>> = {
  // The bank's form takes the IBAN without the spaces it is shown with.
  iban: (value) => value.replace(/\s/g, ''),
  recipient: (value) => value,
  reference: (value) => value,
};

/** How long the sentence of a copy stays. */
const COPY_MESSAGE_MS = 4000;

/** An account number in its groups of four, each kept on one line. */
function Grouped({ value }: { value: string }) {
  const groups = value.split(' ');
  return groups.map((group, index) => (
    <Fragment key={index}>
      <Group>{group}</Group>
      {index < groups.length - 1 && ' '}
    </Fragment>
  ));
}

/**
 * What to pay, to whom and with which reference, for an order paid ahead: the amount as the
 * shopper saw it and, in another currency, what the order is charged in the shop's currency, the
 * store's account for the method, the order's number as the payment's title.
 */
export function PaymentInstructionsCard({
  instructions,
  lang,
}: {
  instructions: PaymentInstructions;
  lang: Language;
}) {
  const { t } = useTranslation('checkout');
  // Unique: the customer's orders page may show several orders' instructions.
  const titleId = useId();
  // The total as the shopper saw it, with the amount charged beside it in another currency.
  const amount = shownAndCharged(
    { ...instructions, total: instructions.amount },
    LANGUAGE_LOCALES[lang],
    (amounts) => t('money.shown_and_charged', amounts),
  );
  // What the last copy button did, said in a live region the card always has (so it is heard).
  const [copyMessage, setCopyMessage] = useState('');
  useEffect(() => {
    if (!copyMessage) return;
    const timer = setTimeout(() => setCopyMessage(''), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copyMessage]);
  return (
    <Card aria-labelledby={titleId} data-testid="payment-instructions">
      <h2 id={titleId}>
        {t('payment_details.title')} ({t(`payment_methods.${instructions.method}`)})
      </h2>
      <Details>
        {paymentDetailRows(instructions, amount).map(([label, value]) => {
          const copied = COPIED[label];
          return (
            <Fragment key={label}>
              <dt>{t(`payment_details.${label}`)}</dt>
              <dd>
                <span data-testid={`payment-${label}`}>
                  {label === 'link' ? (
                    <a href={value} target="_blank" rel="noopener noreferrer">
                      {value}
                    </a>
                  ) : label === 'iban' || label === 'card_number' ? (
                    <Grouped value={value} />
                  ) : (
                    value
                  )}
                </span>
                {copied && (
                  <CopyDetailButton
                    what={t(`payment_details.${label}`)}
                    value={copied(value)}
                    onDone={setCopyMessage}
                    testId={`payment-copy-${label}`}
                  />
                )}
              </dd>
            </Fragment>
          );
        })}
      </Details>
      <p role="status" data-testid="payment-copy-status">
        {copyMessage}
      </p>
      <SmallPrint>{t('payment_details.hint')}</SmallPrint>
    </Card>
  );
}

import {
  LANGUAGE_LOCALES,
  shownAndCharged,
  type Language,
  type PaymentInstructions,
} from '@storefront/shared';
import { Card } from '@storefront/shared/kit';
import { paymentDetailRows } from '@storefront/shared/orders';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts } from './facts';
import { SmallPrint } from './small-print';

const Details = styled(Facts)`
  margin: 0;
  dd {
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

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
  return (
    <Card aria-labelledby={titleId} data-testid="payment-instructions">
      <h2 id={titleId}>
        {t('payment_details.title')} ({t(`payment_methods.${instructions.method}`)})
      </h2>
      <Details>
        {paymentDetailRows(instructions, amount).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{t(`payment_details.${label}`)}</dt>
            <dd data-testid={`payment-${label}`}>
              {label === 'link' ? (
                <a href={value} target="_blank" rel="noopener noreferrer">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </Fragment>
        ))}
      </Details>
      <SmallPrint>{t('payment_details.hint')}</SmallPrint>
    </Card>
  );
}

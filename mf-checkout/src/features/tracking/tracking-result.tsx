import {
  LANGUAGE_LOCALES,
  shownAndCharged,
  type Language,
  type OrderTracking,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts } from '../order/facts';
import { OrderLines } from '../order/order-lines';
import { PaymentInstructionsCard } from '../order/payment-instructions';
import { StatusTimeline } from './status-timeline';

const Result = styled.section`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  margin-top: 2rem;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;

/**
 * A tracked order: where it stands, its history, how it travels and is paid, its total and
 * products, and how to pay it while it waits for its payment.
 */
export function TrackingResult({ tracking, lang }: { tracking: OrderTracking; lang: Language }) {
  const { t } = useTranslation('checkout');
  return (
    <Result aria-labelledby="tracking-result" data-testid="tracking-result">
      <div>
        <h2 id="tracking-result">
          {t('tracking.result', { number: tracking.number })}{' '}
          <span data-testid="tracking-status">{t(`statuses.${tracking.status}`)}</span>
        </h2>
        <StatusTimeline history={tracking.history} lang={lang} />
      </div>
      <div>
        <Facts>
          <dt>{t('order.delivery')}</dt>
          <dd data-testid="tracking-delivery">
            {t(`delivery_methods.${tracking.deliveryMethod}`)}
          </dd>
          <dt>{t('order.payment')}</dt>
          <dd data-testid="tracking-payment">{t(`payment_methods.${tracking.paymentMethod}`)}</dd>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="tracking-total">
            {shownAndCharged(tracking, LANGUAGE_LOCALES[lang], (amounts) =>
              t('money.shown_and_charged', amounts),
            )}
          </dd>
        </Facts>
        <OrderLines lines={tracking.lines} lang={lang} />
      </div>
      {tracking.paymentInstructions && (
        <PaymentInstructionsCard instructions={tracking.paymentInstructions} lang={lang} />
      )}
    </Result>
  );
}

import { shownCurrencyOf, type Language, type Order } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DeliveryDestination } from './delivery-destination';
import { Facts } from './facts';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { PaymentInstructionsCard } from './payment-instructions';

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

/**
 * A placed order as the shop tells it wherever it appears (the completion page, the customer's
 * orders): its products, how it goes and is paid, its amounts, and how to pay an order paid ahead
 * while it waits for its payment.
 */
export function OrderSummary({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation('checkout');
  return (
    <Summary data-boundary="checkout" data-testid="order-summary">
      <OrderLines lines={order.lines} lang={lang} shown={shownCurrencyOf(order)} />
      <Facts>
        <dt>{t('order.delivery')}</dt>
        <dd data-testid="order-delivery">
          {t(`delivery_methods.${order.delivery.method}`)}:{' '}
          <DeliveryDestination delivery={order.delivery} lang={lang} />
        </dd>
        <dt>{t('order.payment')}</dt>
        <dd data-testid="order-payment">{t(`payment_methods.${order.paymentMethod}`)}</dd>
      </Facts>
      <OrderTotals
        lang={lang}
        totals={{ ...order, deliveryMethod: order.delivery.method }}
        placed
      />
      {order.paymentInstructions && (
        <PaymentInstructionsCard instructions={order.paymentInstructions} lang={lang} />
      )}
    </Summary>
  );
}

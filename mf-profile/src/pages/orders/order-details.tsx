import { selectStore, useAppSelector, type Language, type Order } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatCharged, useDateFormat } from '../../features/profile/formats';
import { deliveryDestination } from './delivery-destination';

const Details = styled.div`
  display: grid;
  &[hidden] {
    display: none;
  }
  gap: 1.25rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  ul,
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.25rem 0;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** What an order held, how it went and was paid, what it cost, and its statuses so far. */
export function OrderDetails({
  id,
  order,
  lang,
  hidden,
}: {
  id: string;
  order: Order;
  lang: Language;
  hidden: boolean;
}) {
  const { t } = useTranslation('profile');
  const { contactInfo } = useAppSelector(selectStore);
  const dateTime = useDateFormat(lang, true);
  const money = (amount: number) => formatCharged(amount, order.currency, lang);
  const destination = deliveryDestination(order.delivery, lang, contactInfo.pickupAddress);
  const history = [...order.history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Details id={id} hidden={hidden} data-testid="order-details">
      <section>
        <h3>{t('orders.lines')}</h3>
        <ul>
          {order.lines.map((line) => (
            <li key={line.productId} data-testid="order-line">
              <span>{t('orders.line', { name: line.name, quantity: line.quantity })}</span>
              <span>{money(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('orders.summary')}</h3>
        <Facts>
          <dt>{t('orders.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
          {order.promotion && (
            <>
              <dt>{t('orders.promotion', { name: order.promotion.name })}</dt>
              <dd>−{money(order.promotion.discount)}</dd>
            </>
          )}
          {order.promoCode && (
            <>
              <dt>{t('orders.promo_code', { code: order.promoCode.code })}</dt>
              <dd>−{money(order.promoCode.discount)}</dd>
            </>
          )}
          <dt>{t('orders.delivery_price')}</dt>
          <dd>{order.deliveryPrice === 0 ? t('orders.free') : money(order.deliveryPrice)}</dd>
          <dt>{t('orders.total')}</dt>
          <dd>
            <strong>{money(order.total)}</strong>
          </dd>
        </Facts>
      </section>
      <section>
        <h3>{t('orders.delivery_and_payment')}</h3>
        <Facts>
          <dt>{t('orders.delivery')}</dt>
          <dd data-testid="order-delivery">
            {t(`orders.delivery_methods.${order.delivery.method}`)}
            {destination && `: ${destination}`}
          </dd>
          <dt>{t('orders.payment')}</dt>
          <dd data-testid="order-payment">{t(`orders.payment_methods.${order.paymentMethod}`)}</dd>
        </Facts>
      </section>
      <section>
        <h3>{t('orders.history')}</h3>
        <ol data-testid="order-history">
          {history.map((change) => (
            <li key={`${change.status}-${change.at}`} data-status={change.status}>
              <span>{t(`orders.statuses.${change.status}`)}</span>
              <time dateTime={change.at}>{dateTime(change.at)}</time>
            </li>
          ))}
        </ol>
      </section>
    </Details>
  );
}

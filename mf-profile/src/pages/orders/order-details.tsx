import { RemoteFragment, type Language, type Order } from '@storefront/shared';
import { historyStepName } from '@storefront/shared/orders';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDateFormat } from '../../features/profile/formats';

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
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 3fr 2fr;
  }
`;

/** Keeps the place of the checkout's summary while it loads: about its products and amounts. */
const SummarySlot = styled.div`
  min-height: 18rem;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Each status and its time in two columns. */
const History = styled.ol`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
  }
`;

/**
 * What an order held, how it went and was paid and what it cost (the checkout's OrderSummary),
 * and its statuses so far.
 */
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
  const dateTime = useDateFormat(lang, true);
  const history = [...order.history].sort((a, b) => a.at.localeCompare(b.at));
  const unavailable = (
    <Note data-testid="order-summary-unavailable">{t('orders.unavailable')}</Note>
  );
  return (
    <Details id={id} hidden={hidden} data-testid="order-details">
      <RemoteFragment
        name="OrderSummary"
        lang={lang}
        order={order}
        placeholder={<SummarySlot aria-busy="true" />}
        fallback={unavailable}
      />
      <section>
        <h3>{t('orders.history')}</h3>
        <History data-testid="order-history">
          {history.map((change, index) => (
            <li key={`${change.status}-${change.at}`} data-status={change.status}>
              <span>{t(`orders.statuses.${historyStepName(change.status, index)}`)}</span>
              <time dateTime={change.at}>{dateTime(change.at)}</time>
            </li>
          ))}
        </History>
      </section>
    </Details>
  );
}

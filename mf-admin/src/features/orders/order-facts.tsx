import type { Language } from '@storefront/shared';
import type { AdminOrderDetail, AdminStatusEntry } from '@storefront/shared/admin';
import { historyStepName } from '@storefront/shared/orders';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateTime } from './formats';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  li {
    padding-inline-start: 0.75rem;
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
  }
  .meta {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Who the customer is and how to reach them. */
export function CustomerCard({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const { order } = detail;
  return (
    <Card aria-labelledby="order-customer" data-testid="order-customer">
      <h2 id="order-customer">{t('orders.order.customer')}</h2>
      <Facts>
        <dt>{t('orders.order.name')}</dt>
        <dd>
          {order.contact.firstName} {order.contact.lastName}
        </dd>
        <dt>{t('orders.order.email')}</dt>
        <dd>
          <a href={`mailto:${order.contact.email}`}>{order.contact.email}</a>
        </dd>
        <dt>{t('orders.order.phone')}</dt>
        <dd>
          <a href={`tel:${order.contact.phone.replace(/\s/g, '')}`}>{order.contact.phone}</a>
        </dd>
        <dt>{t('orders.order.type')}</dt>
        <dd>{t(`orders.customer_types.${order.customerType}`)}</dd>
        <dt>{t('orders.order.language')}</dt>
        <dd>{t(`orders.languages.${order.language}`)}</dd>
        {order.comment && (
          <>
            <dt>{t('orders.order.comment')}</dt>
            <dd data-testid="order-comment">{order.comment}</dd>
          </>
        )}
      </Facts>
    </Card>
  );
}

function Author({ entry }: { entry: AdminStatusEntry }) {
  const { t } = useTranslation('admin');
  if (!entry.by) return <>{t('orders.order.by_unknown')}</>;
  if (entry.by.kind === 'customer') return <>{t('orders.order.by_customer')}</>;
  return <>{entry.by.name ? `${entry.by.name} (${entry.by.email})` : entry.by.email}</>;
}

/** Every status the order went through, oldest first: when, who, and why. */
export function StatusHistory({ detail, lang }: { detail: AdminOrderDetail; lang: Language }) {
  const { t } = useTranslation('admin');
  return (
    <Card aria-labelledby="order-history">
      <h2 id="order-history">{t('orders.order.history')}</h2>
      <Steps data-testid="order-history-list">
        {detail.history.map((entry, index) => (
          <li
            key={`${entry.status}-${entry.at}`}
            data-status={entry.status}
            data-testid="history-entry"
          >
            <p>
              <strong>{t(`orders.names.statuses.${historyStepName(entry.status, index)}`)}</strong>
            </p>
            <p className="meta">
              <time dateTime={entry.at}>{dateTime(lang, entry.at)}</time>
              {' · '}
              <Author entry={entry} />
            </p>
            {entry.note && <p data-testid="history-note">{entry.note}</p>}
          </li>
        ))}
      </Steps>
    </Card>
  );
}

import {
  Button,
  Container,
  PageTitle,
  RouteLink,
  localePath,
  type PageModule,
  type PageProps,
} from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '../../features/order/empty-state';
import { readLastOrder } from '../../features/order/last-order';
import { OrderSummary } from '../../features/order/order-summary';

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 40rem;
  margin-bottom: 2rem;
`;

function CompletePage({ lang }: PageProps) {
  const { t } = useTranslation('checkout');
  // Read once: the order placed last in this tab.
  const [order] = useState(readLastOrder);
  if (!order) {
    return (
      <Container data-boundary="checkout">
        <PageTitle>{t('complete.empty_title')}</PageTitle>
        <EmptyState lang={lang} action={t('checkout.browse')} testId="complete-empty">
          {t('complete.empty')}
        </EmptyState>
      </Container>
    );
  }
  const trackingPath = `${localePath('order-tracking', {}, lang)}?number=${order.number}`;
  return (
    <Container data-boundary="checkout">
      <PageTitle>{t('complete.title')}</PageTitle>
      <Summary aria-label={t('complete.summary')}>
        <p role="status">
          {t('complete.thanks', { name: order.contact.firstName })} {t('complete.number')}{' '}
          <strong data-testid="order-number">{order.number}</strong>
        </p>
        <OrderSummary order={order} lang={lang} />
        <div>
          <Button as={RouteLink} to={trackingPath} data-testid="track-order-link">
            {t('complete.track')}
          </Button>
        </div>
      </Summary>
    </Container>
  );
}

/**
 * The order just placed: its number, what it holds, how it goes and is paid (for an order paid
 * ahead: what to pay, to whom, with which reference), and its tracking.
 * It reads the order from this tab's storage, so its route is declared private (TEAMS) and only
 * the browser renders it.
 */
export const completePage: PageModule = {
  Component: CompletePage,
  head: ({ t }) => ({ title: t('complete.title'), websitePrefix: true }),
};

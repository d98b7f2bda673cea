import { Button, RemoteFragment, RouteLink, localePath, type PageProps } from '@storefront/shared';
import type { AdminOrderDetail } from '@storefront/shared/admin';
import type { OrderStatus } from '@storefront/shared';
import { Card } from '@storefront/shared/kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ordersApi, useGetAdminOrderQuery } from '../../api/orders-api';
import { useStaff } from '../../features/access/use-staff';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { Facts, CustomerCard, StatusHistory } from '../../features/orders/order-facts';
import { Hint } from '../../features/orders/controls';
import { dateTime } from '../../features/orders/formats';
import { StatusDialog } from '../../features/orders/status-dialog';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-orders');

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** Keeps the place of the checkout's summary while it loads. */
const SummarySlot = styled.div`
  min-height: 18rem;
`;

const Changed = styled.p`
  margin: 0;
  font-weight: 600;
`;

function OrderView({ detail, lang }: { detail: AdminOrderDetail; lang: PageProps['lang'] }) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const { order } = detail;
  const [moving, setMoving] = useState<{ to: OrderStatus; from: OrderStatus; version: number }>();
  const [changed, setChanged] = useState<OrderStatus | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const status = (value: OrderStatus) => t(`orders.names.statuses.${value}`);
  return (
    <Columns>
      <Side>
        <Card aria-labelledby="order-state" data-testid="order-state">
          <h2 id="order-state">{t('orders.order.state')}</h2>
          <Facts>
            <dt>{t('orders.table.status')}</dt>
            <dd data-testid="order-status">{status(order.status)}</dd>
            <dt>{t('orders.table.placed')}</dt>
            <dd>
              <time dateTime={order.createdAt}>{dateTime(lang, order.createdAt)}</time>
            </dd>
          </Facts>
          <Changed ref={said} tabIndex={-1} role="status" data-testid="order-changed">
            {changed &&
              t('orders.order.changed', { number: order.number, status: status(changed) })}
          </Changed>
          {may('orders.process') &&
            (detail.next.length > 0 ? (
              <Buttons role="group" aria-label={t('orders.order.actions')}>
                {detail.next.map((to) => (
                  <Button
                    key={to}
                    type="button"
                    $variant={to === 'CANCELLED' ? 'ghost' : 'primary'}
                    data-testid={`move-${to}`}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setMoving({ to, from: order.status, version: detail.version });
                    }}
                  >
                    {order.status === 'CANCELLED' && to === 'NEW'
                      ? t('orders.order.restore')
                      : t('orders.order.move_to', { status: status(to) })}
                  </Button>
                ))}
              </Buttons>
            ) : (
              <Hint>{t('orders.order.final')}</Hint>
            ))}
        </Card>
        <RemoteFragment
          name="OrderSummary"
          lang={lang}
          order={order}
          placeholder={<SummarySlot aria-busy="true" />}
          fallback={
            <Hint data-testid="order-summary-unavailable">
              {t('orders.order.summary_unavailable')}
            </Hint>
          }
        />
      </Side>
      <Side>
        <CustomerCard detail={detail} />
        <StatusHistory detail={detail} lang={lang} />
      </Side>
      {moving && (
        <StatusDialog
          orderId={order.id}
          number={order.number}
          from={moving.from}
          to={moving.to}
          version={moving.version}
          lang={lang}
          onClose={(done) => {
            if (done) setChanged(moving.to);
            setMoving(undefined);
          }}
          focusAfter={() => {
            // After a change, the message saying it; else back to the button that opened it.
            if (said.current?.textContent) said.current.focus();
            else if (opener.current?.isConnected) opener.current.focus();
            else said.current?.focus();
          }}
        />
      )}
    </Columns>
  );
}

/** One order (`/{lang}/admin/orders/:orderId`): what it holds, who ordered, its history, its next steps. */
function OrderPage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const orderId = params.orderId ?? '';
  const query = useGetAdminOrderQuery({ orderId, lang });
  const number = query.data?.order.number;
  return (
    <AdminFrame
      section={section}
      lang={lang}
      title={number ? t('orders.order.title', { number }) : t('nav.orders')}
      actions={
        <RouteLink to={localePath('admin-orders', {}, lang)} data-testid="back-to-orders">
          {t('orders.order.all')}
        </RouteLink>
      }
    >
      <AdminQueryState query={query}>
        {(detail) => <OrderView key={detail.order.id} detail={detail} lang={lang} />}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** An order's page in the back office. */
export const orderPage = adminPage(section, OrderPage, ({ dispatch, params, lang }) =>
  dispatch(ordersApi.util.prefetch('getAdminOrder', { orderId: params.orderId ?? '', lang }, {})),
);

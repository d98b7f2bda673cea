import type { PageProps } from '@storefront/shared';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { adminApi, useGetOverviewQuery, type BackOfficeOverview } from '../../api/admin-api';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin');

const Figures = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.25rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
  }
`;

/** The order statuses that still need a staff member's work, in the order they come. */
const TO_PROCESS = ['NEW', 'CONFIRMED', 'PACKED', 'SHIPPED'] as const;

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function OverviewFigures({ overview }: { overview: BackOfficeOverview }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Card aria-labelledby="overview-orders">
        <h2 id="overview-orders">{t('overview.orders')}</h2>
        <Figures>
          <Figure
            label={t('overview.orders_today')}
            value={overview.ordersToday}
            testId="overview-today"
          />
          {TO_PROCESS.map((status) => (
            <Figure
              key={status}
              label={t(`overview.status.${status}`)}
              value={overview.orders[status] ?? 0}
              testId={`overview-${status}`}
            />
          ))}
        </Figures>
      </Card>
      <Card aria-labelledby="overview-stock">
        <h2 id="overview-stock">{t('overview.stock')}</h2>
        <Figures>
          <Figure
            label={t('overview.out_of_stock')}
            value={overview.outOfStock}
            testId="overview-out-of-stock"
          />
          <Figure
            label={t('overview.low_stock')}
            value={overview.lowStock}
            testId="overview-low-stock"
          />
        </Figures>
      </Card>
    </>
  );
}

function OverviewPage({ lang }: PageProps) {
  const overview = useGetOverviewQuery();
  return (
    <AdminFrame section={section} lang={lang}>
      <AdminQueryState query={overview}>
        {(data) => <OverviewFigures overview={data} />}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The back office's first page: what is waiting to be done, at a glance. */
export const overviewPage = adminPage(section, OverviewPage, ({ dispatch }) =>
  dispatch(adminApi.util.prefetch('getOverview', undefined, {})),
);

import { RouteLink, localePath, type Language, type PageProps } from '@storefront/shared';
import type { StockLevelFilter } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { adminApi, useGetOverviewQuery, type BackOfficeOverview } from '../../api/admin-api';
import { useStaff } from '../../features/access/use-staff';
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

interface FigureProps {
  label: string;
  value: number;
  testId: string;
  /** The list of what the figure counts, when there is one to open. */
  to?: string;
}

function Figure({ label, value, testId, to }: FigureProps) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>{to ? <RouteLink to={to}>{value}</RouteLink> : value}</dd>
    </div>
  );
}

function OverviewFigures({ overview, lang }: { overview: BackOfficeOverview; lang: Language }) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  // The stock list filtered as the figures count: visible products sold out, or running low.
  const stockList = (level: StockLevelFilter) =>
    may('stock.read') ? `${localePath('admin-stock', {}, lang)}?level=${level}` : undefined;
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
            to={stockList('sold-out')}
          />
          <Figure
            label={t('overview.low_stock')}
            value={overview.lowStock}
            testId="overview-low-stock"
            to={stockList('low')}
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
        {(data) => <OverviewFigures overview={data} lang={lang} />}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The back office's first page: what is waiting to be done, at a glance. */
export const overviewPage = adminPage(section, OverviewPage, ({ dispatch }) =>
  dispatch(adminApi.util.prefetch('getOverview', undefined, {})),
);

import { Button, RouteLink, localePath, type Language, type PageProps } from '@storefront/shared';
import {
  SUPPLY_STATUSES,
  type StockPage,
  type SupplyStatus,
  type SupplySummary,
} from '@storefront/shared/admin';
import { QueryStateBox } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { stockApi, useGetSuppliesQuery } from '../../api/stock-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { formatMoment, useMainMoney } from '../../features/stock/formats';
import { ListPagination, pageOf } from '../../features/stock/list-pagination';
import { FilterLinks, SupplyStatusBadge } from '../../features/stock/supply-status';
import { ColumnHeads, Table, TableBox } from '../../features/stock/table';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-supplies');

const statusOf = (search: URLSearchParams): SupplyStatus | undefined =>
  SUPPLY_STATUSES.find((status) => status === search.get('status'));

const argsOf = (search: URLSearchParams) => ({
  page: pageOf(search),
  status: statusOf(search),
});

/** The statuses to list by, as links (each a filtered list's address). */
function StatusFilter({ status }: { status?: SupplyStatus }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const options: (SupplyStatus | undefined)[] = [undefined, ...SUPPLY_STATUSES];
  return (
    <FilterLinks aria-label={t('supplies.filter')} data-testid="supplies-filter">
      <ul>
        {options.map((option) => (
          <li key={option ?? 'all'}>
            <RouteLink
              to={option ? `${pathname}?status=${option}` : pathname}
              aria-current={option === status ? 'page' : undefined}
            >
              {option ? t(`supplies.status.${option}`) : t('supplies.all')}
            </RouteLink>
          </li>
        ))}
      </ul>
    </FilterLinks>
  );
}

function SuppliesTable({ supplies, lang }: { supplies: StockPage<SupplySummary>; lang: Language }) {
  const { t } = useTranslation('admin');
  const money = useMainMoney(lang);
  return (
    <TableBox>
      <Table data-testid="supplies-table">
        <caption>{t('supplies.caption', { total: supplies.total })}</caption>
        <ColumnHeads
          columns={[
            { label: t('supplies.number') },
            { label: t('supplies.status_label') },
            { label: t('supplies.supplier') },
            { label: t('supplies.lines'), numeric: true },
            { label: t('supplies.units'), numeric: true },
            { label: t('supplies.cost'), numeric: true },
            { label: t('supplies.created') },
            { label: t('supplies.received') },
          ]}
        />
        <tbody>
          {supplies.items.map((supply) => (
            <tr key={supply.id} data-testid="supply-row">
              <th scope="row">
                <RouteLink to={localePath('admin-supply', { supplyId: supply.id }, lang)}>
                  {t('supplies.title', { number: supply.number })}
                </RouteLink>
              </th>
              <td>
                <SupplyStatusBadge status={supply.status} />
              </td>
              <td>{supply.supplier}</td>
              <td data-numeric>{supply.lineCount}</td>
              <td data-numeric>{supply.units}</td>
              <td data-numeric>{money(supply.cost)}</td>
              <td>
                {formatMoment(supply.createdAt, lang)}
                {supply.createdBy && (
                  <>
                    <br />
                    <small>{supply.createdBy.name || supply.createdBy.email}</small>
                  </>
                )}
              </td>
              <td>{supply.receivedAt ? formatMoment(supply.receivedAt, lang) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

function SuppliesPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const [search] = useSearchParams();
  const args = argsOf(search);
  const supplies = useGetSuppliesQuery(args);
  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        may('stock.write') && (
          <Button
            as={RouteLink}
            to={localePath('admin-supply-new', {}, lang)}
            data-testid="new-supply"
          >
            {t('supplies.new')}
          </Button>
        )
      }
    >
      <StatusFilter status={args.status} />
      <AdminQueryState query={supplies} testId="supplies-load-error">
        {(data) =>
          data.items.length === 0 ? (
            <QueryStateBox data-testid="supplies-empty">
              <p>{t(data.total > 0 ? 'stock.page_empty' : 'supplies.empty')}</p>
            </QueryStateBox>
          ) : (
            <>
              <SuppliesTable supplies={data} lang={lang} />
              <ListPagination page={data.page} pages={data.pages} testId="supplies-pagination" />
            </>
          )
        }
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The deliveries, newest first, by status: drafts to receive, received, cancelled. */
export const suppliesPage = adminPage(section, SuppliesPage, ({ dispatch, search }) =>
  dispatch(stockApi.util.prefetch('getSupplies', argsOf(search), {})),
);

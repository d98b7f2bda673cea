import { RouteLink, localePath, type Language, type PageProps } from '@storefront/shared';
import type { StockHistory, StockMovement } from '@storefront/shared/admin';
import { Card, QueryStateBox } from '@storefront/shared/kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { stockApi, useGetStockHistoryQuery } from '../../api/stock-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { pageIn } from '../../features/frame/sections';
import { CorrectButton, CorrectionDialog } from '../../features/stock/correction-dialog';
import { formatMoment, signed } from '../../features/stock/formats';
import { ListPagination, pageOf } from '../../features/stock/list-pagination';
import { Badge, ColumnHeads, Table, TableBox } from '../../features/stock/table';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = pageIn('admin-stock-product', 'stock_history', 'stock.read');

const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0;
  div {
    display: flex;
    gap: 0.5rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** The record a movement points at: a delivery (linked), an order. */
function Record({ movement, lang }: { movement: StockMovement; lang: Language }) {
  const { t } = useTranslation('admin');
  if (movement.supply)
    return (
      <RouteLink to={localePath('admin-supply', { supplyId: movement.supply.id }, lang)}>
        {t('stock.history.supply', { number: movement.supply.number })}
      </RouteLink>
    );
  if (movement.order) return <>{t('stock.history.order', { number: movement.order.number })}</>;
  return <>—</>;
}

function Who({ movement }: { movement: StockMovement }) {
  const { t } = useTranslation('admin');
  const person = movement.staff ?? movement.customer;
  if (!person) return <>—</>;
  const name = person.name || person.email;
  return (
    <>
      {movement.customer ? t('stock.history.customer', { name }) : name}
      {person.name && (
        <>
          <br />
          <small>{person.email}</small>
        </>
      )}
    </>
  );
}

function MovementsTable({ history, lang }: { history: StockHistory; lang: Language }) {
  const { t } = useTranslation('admin');
  return (
    <TableBox>
      <Table data-testid="history-table">
        <caption>{t('stock.history.caption', { name: history.product.name })}</caption>
        <ColumnHeads
          columns={[
            { label: t('stock.history.when') },
            { label: t('stock.history.what') },
            { label: t('stock.history.change'), numeric: true },
            { label: t('stock.history.after'), numeric: true },
            { label: t('stock.history.record') },
            { label: t('stock.history.by') },
            { label: t('stock.history.reason') },
          ]}
        />
        <tbody>
          {history.items.map((movement) => (
            <tr key={movement.id} data-testid="history-row" data-kind={movement.kind}>
              <td>{formatMoment(movement.createdAt, lang)}</td>
              <th scope="row">{t(`stock.history.kind.${movement.kind}`)}</th>
              <td data-numeric>{signed(movement.quantity)}</td>
              <td data-numeric>{movement.stockAfter}</td>
              <td>
                <Record movement={movement} lang={lang} />
              </td>
              <td>
                <Who movement={movement} />
              </td>
              <td>{movement.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

function StockProductPage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const [search] = useSearchParams();
  const productId = params.productId!;
  const history = useGetStockHistoryQuery({ productId, lang, page: pageOf(search) });
  const [correcting, setCorrecting] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const product = history.data?.product;
  return (
    <AdminFrame
      section={section}
      lang={lang}
      title={product ? t('stock.history.title', { name: product.name }) : undefined}
      actions={
        product &&
        may('stock.write') && (
          <CorrectButton
            product={product}
            onOpen={(button) => {
              opener.current = button;
              setCorrecting(true);
            }}
          />
        )
      }
    >
      <RouteLink to={localePath('admin-stock', {}, lang)}>{t('stock.history.back')}</RouteLink>
      <AdminQueryState query={history} testId="history-load-error">
        {(data) => (
          <>
            <Card aria-label={t('stock.history.summary')}>
              <Summary>
                <div>
                  <dt>{t('stock.in_stock')}</dt>
                  <dd data-testid="history-stock">{data.product.stock}</dd>
                </div>
                <div>
                  <dt>{t('stock.slug')}</dt>
                  <dd>{data.product.slug}</dd>
                </div>
                <div>
                  <dt>{t('stock.visibility')}</dt>
                  <dd>
                    {data.product.visible ? t('stock.visible') : <Badge>{t('stock.hidden')}</Badge>}
                  </dd>
                </div>
              </Summary>
            </Card>
            {data.items.length === 0 ? (
              <QueryStateBox data-testid="history-empty">
                <p>{t('stock.page_empty')}</p>
              </QueryStateBox>
            ) : (
              <MovementsTable history={data} lang={lang} />
            )}
            <ListPagination page={data.page} pages={data.pages} testId="history-pagination" />
          </>
        )}
      </AdminQueryState>
      <CorrectionDialog
        product={correcting && product ? product : null}
        lang={lang}
        onClose={() => setCorrecting(false)}
        afterSave={() => history.refetch()}
        returnFocus={() => opener.current}
      />
    </AdminFrame>
  );
}

/** One product's stock history: every delivery, correction and order that moved it. */
export const stockProductPage = adminPage(
  section,
  StockProductPage,
  ({ dispatch, lang, params, search }) =>
    dispatch(
      stockApi.util.prefetch(
        'getStockHistory',
        { productId: params.productId!, lang, page: pageOf(search) },
        {},
      ),
    ),
);

import { Button, RouteLink, localePath, type Language, type PageProps } from '@storefront/shared';
import type { StockLevel, StockPage as Page } from '@storefront/shared/admin';
import { QueryStateBox } from '@storefront/shared/kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { stockApi, useGetStockLevelsQuery } from '../../api/stock-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { CorrectButton, CorrectionDialog } from '../../features/stock/correction-dialog';
import { ListPagination, pageOf } from '../../features/stock/list-pagination';
import { StockFiltersForm, stockFiltersOf } from '../../features/stock/stock-filters';
import { Badge, ColumnHeads, Table, TableBox } from '../../features/stock/table';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-stock');

const argsOf = (search: URLSearchParams, lang: Language) => {
  const { q, ...filters } = stockFiltersOf(search);
  return { lang, page: pageOf(search), ...filters, q: q || undefined };
};

interface LevelsTableProps {
  levels: Page<StockLevel>;
  lang: Language;
  onCorrect?: (product: StockLevel, button: HTMLButtonElement) => void;
}

function LevelsTable({ levels, lang, onCorrect }: LevelsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <TableBox>
      <Table data-testid="stock-table">
        <caption>{t('stock.caption', { total: levels.total })}</caption>
        <ColumnHeads
          columns={[
            { label: t('stock.product') },
            { label: t('stock.slug') },
            { label: t('stock.in_stock'), numeric: true },
            { label: t('stock.visibility') },
            Boolean(onCorrect) && { label: t('stock.actions') },
          ]}
        />
        <tbody>
          {levels.items.map((product) => (
            <tr key={product.id} data-testid="stock-row" data-slug={product.slug}>
              <th scope="row">
                <RouteLink
                  to={localePath('admin-stock-product', { productId: product.id }, lang)}
                  aria-label={t('stock.history_of', { name: product.name })}
                >
                  {product.name}
                </RouteLink>
              </th>
              <td>{product.slug}</td>
              <td data-numeric data-testid="stock-level">
                {product.stock === 0 ? (
                  <Badge $tone="error">{t('stock.sold_out', { stock: 0 })}</Badge>
                ) : (
                  product.stock
                )}
              </td>
              <td>{product.visible ? t('stock.visible') : <Badge>{t('stock.hidden')}</Badge>}</td>
              {onCorrect && (
                <td>
                  <CorrectButton
                    product={product}
                    onOpen={(button) => onCorrect(product, button)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

function StockListPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const [search] = useSearchParams();
  const args = argsOf(search, lang);
  const levels = useGetStockLevelsQuery(args);
  const [correcting, setCorrecting] = useState<StockLevel | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const results = useRef<HTMLDivElement>(null);
  // The row's own figures as the list has them now (the dialog shows the stock there is).
  const current = correcting
    ? (levels.data?.items.find((item) => item.id === correcting.id) ?? correcting)
    : null;

  return (
    <AdminFrame section={section} lang={lang}>
      <StockFiltersForm />
      <div ref={results} tabIndex={-1} aria-label={t('stock.results')}>
        <AdminQueryState query={levels} testId="stock-load-error">
          {(data) =>
            data.items.length === 0 ? (
              <QueryStateBox data-testid="stock-empty">
                <p>{t(data.total > 0 ? 'stock.page_empty' : 'stock.empty')}</p>
                {data.total > 0 && (
                  <Button as={RouteLink} $variant="ghost" to={localePath('admin-stock', {}, lang)}>
                    {t('stock.first_page')}
                  </Button>
                )}
              </QueryStateBox>
            ) : (
              <>
                <LevelsTable
                  levels={data}
                  lang={lang}
                  onCorrect={
                    may('stock.write')
                      ? (product, button) => {
                          opener.current = button;
                          setCorrecting(product);
                        }
                      : undefined
                  }
                />
                <ListPagination page={data.page} pages={data.pages} testId="stock-pagination" />
              </>
            )
          }
        </AdminQueryState>
      </div>
      <CorrectionDialog
        product={current}
        lang={lang}
        onClose={() => setCorrecting(null)}
        afterSave={() => levels.refetch()}
        // Back to the row's button; to the results when the correction took the row out of a
        // filtered list (a sold-out product that has stock again).
        returnFocus={() => (opener.current?.isConnected ? opener.current : results.current)}
      />
    </AdminFrame>
  );
}

/** The products with their stock: searched and filtered, corrected from their rows. */
export const stockPage = adminPage(section, StockListPage, ({ dispatch, lang, search }) =>
  dispatch(stockApi.util.prefetch('getStockLevels', argsOf(search, lang), {})),
);

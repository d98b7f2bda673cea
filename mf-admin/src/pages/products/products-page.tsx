import { Button, RouteLink, localePath, type PageProps } from '@storefront/shared';
import { QueryStateBox } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { productsApi, useGetAdminProductsQuery } from '../../api/products-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { ListFilters } from '../../features/products/list-filters';
import { ListPagination } from '../../features/products/list-pagination';
import {
  filtersOf,
  readListParams,
  writeListParams,
  type ProductListState,
} from '../../features/products/list-params';
import { ProductsTable } from '../../features/products/products-table';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-products');

/** Every product, hidden ones too, newest first: searched and filtered by the address. */
function ProductsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const [params, setParams] = useSearchParams();
  const state = readListParams(params);
  const list = useGetAdminProductsQuery({ lang, page: state.page, ...filtersOf(state) });
  const base = localePath('admin-products', {}, lang);
  const hrefOf = (next: ProductListState) => {
    const query = writeListParams(next).toString();
    return query ? `${base}?${query}` : base;
  };

  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        may('products.write') && (
          <Button
            as={RouteLink}
            to={localePath('admin-product-new', {}, lang)}
            data-testid="product-new-link"
          >
            {t('products.list.new')}
          </Button>
        )
      }
    >
      <ListFilters
        lang={lang}
        state={state}
        onChange={(next) => setParams(writeListParams(next))}
        clearHref={base}
      />
      <AdminQueryState query={list} testId="products-load-error">
        {(page) =>
          page.items.length === 0 ? (
            <QueryStateBox role="status" data-testid="products-empty">
              {page.total > 0 ? (
                <>
                  <p>{t('products.list.past_end', { page: state.page, last: page.pages })}</p>
                  <RouteLink to={hrefOf({ ...state, page: page.pages })}>
                    {t('products.list.last_page')}
                  </RouteLink>
                </>
              ) : (
                <p>{t('products.list.empty')}</p>
              )}
            </QueryStateBox>
          ) : (
            <>
              <ProductsTable
                lang={lang}
                items={page.items}
                caption={t('products.list.caption', {
                  from: (page.page - 1) * page.limit + 1,
                  to: (page.page - 1) * page.limit + page.items.length,
                  total: page.total,
                })}
              />
              <ListPagination
                page={page.page}
                pages={page.pages}
                hrefOf={(target) => hrefOf({ ...state, page: target })}
                label={t('products.list.pages')}
              />
            </>
          )
        }
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The back office's product list. */
export const productsPage = adminPage(section, ProductsPage, ({ dispatch, lang, search }) => {
  const state = readListParams(search);
  return dispatch(
    productsApi.util.prefetch(
      'getAdminProducts',
      { lang, page: state.page, ...filtersOf(state) },
      {},
    ),
  );
});

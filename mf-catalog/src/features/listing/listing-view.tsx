import {
  Button,
  Container,
  PageTitle,
  RouteLink,
  selectCurrency,
  selectStore,
  useAppSelector,
  useSite,
  type Language,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useGetProductsQuery } from '../../api/catalog-api';
import { JsonLd } from '../seo/json-ld';
import { itemListJsonLd } from '../seo/structured-data';
import { Filters } from './filters';
import { FiltersDisclosure } from './filters-disclosure';
import {
  activeFilterCount,
  readListingParams,
  writeListingParams,
  type ListingState,
} from './listing-params';
import { productsQueryOf, type ListingKind } from './listing-prefetch';
import { Pagination, listingPageHref } from './pagination';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const Summary = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.div`
  padding: 3rem 1rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export interface ListingViewProps extends ListingKind {
  lang: Language;
  title: string;
  intro?: string;
}

/** A product listing whose filters, sort and page live in the URL. */
export function ListingView({
  lang,
  title,
  intro,
  category,
  preset,
  defaultSort,
  withCategory = false,
}: ListingViewProps) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const currency = useAppSelector(selectCurrency);
  const { currency: currencies } = useAppSelector(selectStore);
  const state = readListingParams(params, defaultSort);
  const query = productsQueryOf(
    params,
    { category, preset, defaultSort },
    { lang, currency, currencies },
  );
  const { data, error, isLoading, isFetching, refetch } = useGetProductsQuery(query);
  const { origin } = useSite();

  const change = (next: ListingState) => setParams(writeListingParams(next, defaultSort));

  return (
    <Container data-boundary="catalog">
      <PageTitle>{title}</PageTitle>
      {intro && <p>{intro}</p>}
      <FiltersDisclosure active={activeFilterCount(state)}>
        <Filters
          lang={lang}
          state={state}
          onChange={change}
          category={category}
          withCategory={withCategory}
        />
      </FiltersDisclosure>
      {!data && error ? (
        <Empty role="alert">
          <p>{t('listing.failed')}</p>
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            {t('listing.retry')}
          </Button>
        </Empty>
      ) : isLoading || !data ? (
        <ProductGridSkeleton />
      ) : data.items.length === 0 && data.total > 0 ? (
        <Empty role="status">
          <p>{t('listing.past_end', { page: state.page, last: data.pages })}</p>
          <RouteLink to={listingPageHref(pathname, state, data.pages)}>
            {t('listing.last_page')}
          </RouteLink>
        </Empty>
      ) : data.total === 0 ? (
        <Empty role="status">
          <p>{t('listing.empty')}</p>
          <RouteLink to={pathname}>{t('listing.clear')}</RouteLink>
        </Empty>
      ) : (
        <>
          <Summary role="status">{t('listing.count', { count: data.total })}</Summary>
          <ProductGrid
            products={data.items}
            lang={lang}
            label={title}
            busy={isFetching}
            headingLevel={2}
          />
          <Pagination state={state} pages={data.pages} />
          <JsonLd
            data={itemListJsonLd(
              data.items,
              { name: title, page: data.page, limit: data.limit },
              lang,
              origin,
            )}
          />
        </>
      )}
    </Container>
  );
}

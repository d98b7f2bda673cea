import { RouteLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { writeListingParams, type ListingState } from './listing-params';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.375rem;
  margin: 2rem 0;
  a,
  span {
    min-width: 2.5rem;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The pages around the current one, the first and the last: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) =>
    index > 0 && page - sorted[index - 1]! > 1 ? [null, page] : [page],
  );
}

/** The address of another page of a listing, with the same filters. */
export function listingPageHref(pathname: string, state: ListingState, page: number): string {
  const query = writeListingParams({ ...state, page }).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Links to the pages of a listing; each keeps the filters, so it can be shared or reloaded. */
export function Pagination({ state, pages }: { state: ListingState; pages: number }) {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  const href = (page: number) => listingPageHref(pathname, state, page);
  return (
    <Nav aria-label={t('listing.pages')}>
      {state.page > 1 && (
        <RouteLink to={href(state.page - 1)} rel="prev">
          {t('listing.previous')}
        </RouteLink>
      )}
      {pageWindow(state.page, pages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <RouteLink
            key={page}
            to={href(page)}
            aria-current={page === state.page ? 'page' : undefined}
            aria-label={t('listing.page', { page })}
          >
            {page}
          </RouteLink>
        ),
      )}
      {state.page < pages && (
        <RouteLink to={href(state.page + 1)} rel="next">
          {t('listing.next')}
        </RouteLink>
      )}
    </Nav>
  );
}

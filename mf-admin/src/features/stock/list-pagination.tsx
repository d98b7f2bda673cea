import { RouteLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 1rem;
  a {
    font-weight: 600;
  }
`;

/** The page a list's address asks for (`?page=`), 1 when it names none or none that is. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Earlier and later pages of a back-office list, kept in the address (`?page=`) with the list's
 * other filters.
 */
export function ListPagination({
  page,
  pages,
  testId,
}: {
  page: number;
  pages: number;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(search);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <Nav aria-label={t('stock.pages')} data-testid={testId}>
      {page > 1 && (
        <RouteLink to={to(Math.min(page - 1, pages))} rel="prev">
          {t('stock.previous')}
        </RouteLink>
      )}
      <span aria-current="page">{t('stock.page_of', { page, pages })}</span>
      {page < pages && (
        <RouteLink to={to(page + 1)} rel="next">
          {t('stock.next')}
        </RouteLink>
      )}
    </Nav>
  );
}

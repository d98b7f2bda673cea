import { RouteLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  a {
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
    min-height: 2.75rem;
    display: inline-flex;
    align-items: center;
  }
`;

/** Links to the list's previous and next pages (the filters kept), and where this one is. */
export function Pagination({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1 && page === 1) return null;
  return (
    <Nav aria-label={t('orders.paging.label')}>
      {page > 1 && (
        <RouteLink to={hrefOf(Math.min(page - 1, Math.max(pages, 1)))} rel="prev">
          {t('orders.paging.previous')}
        </RouteLink>
      )}
      <span aria-current="page">
        {t('orders.paging.page', { page, pages: Math.max(pages, 1) })}
      </span>
      {page < pages && (
        <RouteLink to={hrefOf(page + 1)} rel="next">
          {t('orders.paging.next')}
        </RouteLink>
      )}
    </Nav>
  );
}

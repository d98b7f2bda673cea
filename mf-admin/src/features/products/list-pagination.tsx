import { RouteLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  a {
    font-weight: 600;
  }
`;

/** Earlier and later pages of a back-office list, kept in the address (`?page=`). */
export function ListPagination({
  page,
  pages,
  hrefOf,
  label,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label} data-testid="list-pagination">
      {page > 1 && (
        <RouteLink to={hrefOf(page - 1)} rel="prev" data-testid="list-previous">
          {t('products.list.previous')}
        </RouteLink>
      )}
      <span aria-current="page">{t('products.list.page_of', { page, pages })}</span>
      {page < pages && (
        <RouteLink to={hrefOf(page + 1)} rel="next" data-testid="list-next">
          {t('products.list.next')}
        </RouteLink>
      )}
    </Nav>
  );
}

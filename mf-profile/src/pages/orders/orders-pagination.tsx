import { RouteLink, localePath, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 1rem;
  a {
    font-weight: 600;
  }
`;

/** Earlier and later pages of the orders, kept in the address (`?page=`). */
export function OrdersPagination({
  page,
  pages,
  lang,
}: {
  page: number;
  pages: number;
  lang: Language;
}) {
  const { t } = useTranslation('profile');
  if (pages <= 1) return null;
  const to = (target: number) =>
    `${localePath('profile-orders', {}, lang)}${target > 1 ? `?page=${target}` : ''}`;
  return (
    <Nav aria-label={t('orders.pages')} data-testid="orders-pagination">
      {page > 1 && (
        <RouteLink to={to(page - 1)} rel="prev" data-testid="orders-previous">
          {t('orders.previous')}
        </RouteLink>
      )}
      <span aria-current="page">{t('orders.page_of', { page, pages })}</span>
      {page < pages && (
        <RouteLink to={to(page + 1)} rel="next" data-testid="orders-next">
          {t('orders.next')}
        </RouteLink>
      )}
    </Nav>
  );
}

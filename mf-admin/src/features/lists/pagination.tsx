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

/**
 * The pages of a list: earlier and later, the filters kept (`pageQuery`). A page past the last
 * offers the way back to the first.
 */
export function Pagination({
  page,
  total,
  limit,
  path,
  pageQuery,
  testId,
}: {
  page: number;
  total: number;
  limit: number;
  /** The list's own path. */
  path: string;
  pageQuery: (page: number) => string;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Nav aria-label={t('lists.pages')} data-testid={testId}>
      {page > pages ? (
        <RouteLink to={`${path}${pageQuery(1)}`}>{t('lists.first_page')}</RouteLink>
      ) : (
        <>
          {page > 1 && (
            <RouteLink to={`${path}${pageQuery(page - 1)}`} rel="prev">
              {t('lists.previous')}
            </RouteLink>
          )}
          <span aria-current="page">{t('lists.page_of', { page, pages })}</span>
          {page < pages && (
            <RouteLink to={`${path}${pageQuery(page + 1)}`} rel="next">
              {t('lists.next')}
            </RouteLink>
          )}
        </>
      )}
    </Nav>
  );
}

import { RouteLink, localePath, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Trail = styled.nav`
  margin: 1.25rem 0 1rem;
  font-size: 0.875rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-right: 0.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Home › Catalog › Category › Product. */
export function Breadcrumbs({
  lang,
  category,
  product,
}: {
  lang: Language;
  category: { slug: string; name: string };
  product: string;
}) {
  const { t } = useTranslation();
  return (
    <Trail aria-label={t('catalog:product.breadcrumbs')}>
      <ol>
        <li>
          <RouteLink to={localePath('home', {}, lang)}>{t('routes.home')}</RouteLink>
        </li>
        <li>
          <RouteLink to={localePath('catalog', {}, lang)}>{t('routes.catalog')}</RouteLink>
        </li>
        <li>
          <RouteLink to={localePath('catalog-category', { category: category.slug }, lang)}>
            {category.name}
          </RouteLink>
        </li>
        <li aria-current="page">{product}</li>
      </ol>
    </Trail>
  );
}

import { RouteLink, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { breadcrumbTrail, type TrailStep } from '../seo/structured-data';

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

/** The trail of a category's or a product's page, in the page's language. */
export function useBreadcrumbTrail(
  lang: Language,
  category: { slug: string; name: string },
  product?: { slug: string; name: string },
): TrailStep[] {
  const { t } = useTranslation();
  return breadcrumbTrail(
    { home: t('routes.home'), catalog: t('routes.catalog') },
    lang,
    category,
    product,
  );
}

/** Home › Catalog › Category › Product: links, the last one the page itself. */
export function Breadcrumbs({ trail }: { trail: TrailStep[] }) {
  const { t } = useTranslation('catalog');
  const last = trail.length - 1;
  return (
    <Trail aria-label={t('product.breadcrumbs')}>
      <ol>
        {trail.map((step, index) =>
          index === last ? (
            <li key={step.path} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.path}>
              <RouteLink to={step.path}>{step.name}</RouteLink>
            </li>
          ),
        )}
      </ol>
    </Trail>
  );
}

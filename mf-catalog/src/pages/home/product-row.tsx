import {
  RouteLink,
  laidOutWhenNear,
  localePath,
  localizedText,
  type Language,
  type RouteName,
  type StoreActionBlock,
} from '@storefront/shared';
import styled from 'styled-components';
import { useGetProductListQuery, type ProductList } from '../../api/catalog-api';
import { ProductGrid, ProductGridSkeleton } from '../../features/listing/product-grid';

export const HOME_ROW_SIZE = 8;

const Section = styled.section`
  ${laidOutWhenNear('40rem')}
  margin: 3rem 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    margin-bottom: 1rem;
  }
  h2 {
    margin: 0;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A row of products on the home page (latest arrivals, favorites), from the store's block texts. */
export function ProductRow({
  block,
  list,
  route,
  lang,
  fallbackLang,
}: {
  block: StoreActionBlock;
  list: ProductList;
  route: RouteName;
  lang: Language;
  fallbackLang: string;
}) {
  const { data } = useGetProductListQuery({ list, lang, limit: HOME_ROW_SIZE });
  const title = localizedText(block.title, lang, fallbackLang);
  const id = `home-${list}`;
  return (
    <Section aria-labelledby={id} data-testid={id}>
      <header>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{localizedText(block.description, lang, fallbackLang)}</p>
        </div>
        <RouteLink to={localePath(route, {}, lang)}>
          {localizedText(block.actionText, lang, fallbackLang)}
        </RouteLink>
      </header>
      {data ? (
        <ProductGrid products={data.items} lang={lang} label={title} leads={false} />
      ) : (
        <ProductGridSkeleton count={4} />
      )}
    </Section>
  );
}

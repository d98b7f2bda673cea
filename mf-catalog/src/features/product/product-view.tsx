import {
  Container,
  laidOutWhenNear,
  NeedsJavaScript,
  RemoteFragment,
  localePath,
  selectStore,
  useAppSelector,
  useHydrated,
  useSite,
  type Language,
  type ProductDetail,
} from '@storefront/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ProductGrid } from '../listing/product-grid';
import { PriceTag } from '../price/price-tag';
import { StockBadge } from '../price/stock-badge';
import { productJsonLd } from '../seo/catalog-seo';
import { JsonLd } from '../seo/json-ld';
import { breadcrumbJsonLd } from '../seo/structured-data';
import { Breadcrumbs, useBreadcrumbTrail } from './breadcrumbs';
import { Gallery } from './gallery';
import { StickyAddToCart } from './sticky-add-to-cart';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2.25rem);
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.375rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Unavailable = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Keeps a fragment's place while it loads, so the text below does not move when it comes. */
const FragmentSlot = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;

const Related = styled.section`
  ${laidOutWhenNear('40rem')}
  margin-top: 3rem;
`;

/** The product page: pictures, name, price, stock, the cart and favorite fragments, details, related products. */
export function ProductView({ product, lang }: { product: ProductDetail; lang: Language }) {
  const { t } = useTranslation('catalog');
  const store = useAppSelector(selectStore);
  const path = localePath('product', { category: product.category.slug, slug: product.slug }, lang);
  const { origin } = useSite();
  const jsonLd = productJsonLd(store, product, origin + path, origin);
  const trail = useBreadcrumbTrail(lang, product.category, product);
  const addToCart = useRef<HTMLDivElement>(null);
  // The page's main action loads as soon as the page is hydrated, not once the page has shown
  // and the browser is idle as other teams' fragments do. Not before: it depends on the cart the
  // browser keeps, which the server's page cannot know.
  const hydrated = useHydrated();
  const end = useRef<HTMLDivElement>(null);
  return (
    <Container data-boundary="catalog">
      <Breadcrumbs trail={trail} />
      <Layout>
        <Gallery images={product.images} alts={product.imageAlts} name={product.name} />
        <Info>
          {product.brand && <p>{product.brand.name}</p>}
          <h1>{product.name}</h1>
          <PriceTag price={product.price} discountPrice={product.discountPrice} lang={lang} large />
          <StockBadge availability={product.availability} />
          <div ref={addToCart}>
            <RemoteFragment
              name="AddToCart"
              lang={lang}
              product={product}
              eager={hydrated}
              placeholder={<FragmentSlot $height="2.75rem" aria-busy="true" />}
              fallback={
                <Unavailable data-testid="add-to-cart-fallback">
                  {t('product.cart_unavailable')}
                </Unavailable>
              }
            />
          </div>
          <NeedsJavaScript>{t('product.needs_javascript')}</NeedsJavaScript>
          <RemoteFragment
            name="FavoriteToggle"
            lang={lang}
            productId={product.id}
            productName={product.name}
            placeholder={<FragmentSlot $height="2.5rem" aria-busy="true" />}
          />
          <p>{product.description}</p>
          {product.attributes.length > 0 && (
            <section aria-label={t('product.details')}>
              <dl>
                {product.attributes.map((attribute) => (
                  <div key={attribute.name} style={{ display: 'contents' }}>
                    <dt>{attribute.name}</dt>
                    <dd>{attribute.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </Info>
      </Layout>
      {product.related.length > 0 && (
        <Related aria-labelledby="related-title">
          <h2 id="related-title">{t('product.related')}</h2>
          <ProductGrid
            products={product.related}
            lang={lang}
            label={t('product.related')}
            leads={false}
            buy={false}
          />
        </Related>
      )}
      <JsonLd data={jsonLd} />
      <JsonLd data={breadcrumbJsonLd(trail, origin)} />
      <div ref={end} />
      <StickyAddToCart product={product} lang={lang} button={addToCart} end={end} />
    </Container>
  );
}

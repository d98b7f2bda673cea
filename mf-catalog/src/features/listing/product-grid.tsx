import { RemoteFragment, type Language, type ProductSummary } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { ProductCard } from './product-card';

/** Keeps the place of the cart's button while it loads, so the card does not grow when it comes. */
const CartSlot = styled.div`
  min-height: 2.75rem;
`;

/**
 * The checkout's Add to cart at a card's foot (its button alone, named with the product), as the
 * profile's favorites have it; a product out of stock has none (the card says so).
 */
function CardAddToCart({ product, lang }: { product: ProductSummary; lang: Language }) {
  if (product.availability === 'out_of_stock') return null;
  return (
    <RemoteFragment
      name="AddToCart"
      lang={lang}
      product={product}
      compact
      placeholder={<CartSlot aria-busy="true" />}
      fallback={null}
    />
  );
}

export const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * Products in a grid, each card with its Add to cart unless `buy` is false (the related products
 * under a product, whose page has its own). On a listing the first card's image is the page's
 * largest, so it loads at once; a grid lower on a page (`leads` false: the home's rows, related
 * products) leaves the bandwidth to the page's own largest image.
 */
export function ProductGrid({
  products,
  lang,
  label,
  busy = false,
  leads = true,
  buy = true,
  headingLevel = 3,
}: {
  products: ProductSummary[];
  lang: Language;
  label: string;
  busy?: boolean;
  leads?: boolean;
  buy?: boolean;
  /** The cards' heading level: 2 when the grid sits right under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  return (
    <Grid aria-label={label} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            lang={lang}
            priority={leads && index === 0}
            headingLevel={headingLevel}
          >
            {buy && <CardAddToCart product={product} lang={lang} />}
          </ProductCard>
        </li>
      ))}
    </Grid>
  );
}

const shimmer = keyframes`from { opacity: 0.5; } to { opacity: 1; }`;

const SkeletonCard = styled.li`
  height: 0;
  padding-bottom: 150%;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${shimmer} 900ms ease-in-out infinite alternate;
`;

/** Placeholders of the cards while the first page of a listing loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('catalog');
  return (
    <Grid aria-busy="true" aria-label={t('listing.loading')} data-testid="listing-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </Grid>
  );
}

import {
  RemoteFragment,
  RouteLink,
  imageSources,
  localePath,
  type Language,
  type ProductSummary,
} from '@storefront/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PriceTag } from '../price/price-tag';
import { StockBadge } from '../price/stock-badge';

/** Card images are at most about this wide on any screen (a column of the grid). */
const CARD_IMAGE_WIDTH = 320;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.35;
  }
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a::after,
  h3 a::after {
    /* The whole card opens the product. */
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Picture = styled.div`
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Brand = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the page embedding the card does with the product, at the card's foot, above its link. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-top: auto;
`;

const Favorite = styled.div`
  position: absolute;
  top: 1rem;
  right: 1rem;
  z-index: 1;
`;

/**
 * A product in a listing: picture, name, brand, price and stock, and the favorite toggle; a page
 * that embeds it (the profile's favorites) may add its own actions at its foot.
 */
export function ProductCard({
  product,
  lang,
  priority = false,
  headingLevel = 3,
  children,
}: {
  product: ProductSummary;
  lang: Language;
  /** The largest image on screen: loaded at once, not lazily. */
  priority?: boolean;
  /** 2 where the cards sit right under the page's h1 (a listing), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localePath('product', { category: product.category.slug, slug: product.slug }, lang);
  const image = product.image ? imageSources(product.image, CARD_IMAGE_WIDTH) : null;
  return (
    <Card data-testid="product-card">
      <Picture>
        {image && (
          <img
            {...image}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_WIDTH}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        )}
      </Picture>
      {product.brand && <Brand>{product.brand.name}</Brand>}
      <Heading>
        <RouteLink to={href}>{product.name}</RouteLink>
      </Heading>
      <PriceTag price={product.price} discountPrice={product.discountPrice} lang={lang} />
      <StockBadge availability={product.availability} />
      {children && <Actions>{children}</Actions>}
      <Favorite>
        <RemoteFragment
          name="FavoriteToggle"
          lang={lang}
          productId={product.id}
          productName={product.name}
        />
      </Favorite>
    </Card>
  );
}

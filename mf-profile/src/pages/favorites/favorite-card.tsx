import {
  Button,
  RemoteFragment,
  RouteLink,
  imageSources,
  localePath,
  usePriceFormatter,
  type Language,
  type ProductSummary,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRemoveFavoriteMutation } from '../../api/profile-api';

/** Card images are at most about this wide (a column of the grid). */
const IMAGE_WIDTH = 320;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.35;
  }
  h2 a {
    color: inherit;
  }
  > button {
    margin-top: auto;
  }
`;

/** Keeps the place of the cart's button while it loads. */
const CartSlot = styled.div`
  min-height: 2.75rem;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
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

const Price = styled.p`
  display: flex;
  gap: 0.5rem;
  align-items: baseline;
  margin: 0;
  font-weight: 700;
  del {
    font-weight: 400;
    font-size: 0.875em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A favorite product: picture, name (to its page), price, the checkout's Add to cart (or that it
 * is out of stock), and a way to let it go.
 */
export function FavoriteCard({ product, lang }: { product: ProductSummary; lang: Language }) {
  const { t } = useTranslation('profile');
  const format = usePriceFormatter(lang);
  const [remove, { isLoading }] = useRemoveFavoriteMutation();
  const href = localePath('product', { category: product.category.slug, slug: product.slug }, lang);
  const image = product.image ? imageSources(product.image, IMAGE_WIDTH) : null;
  return (
    <Card data-testid="favorite-card" data-product-id={product.id}>
      <Picture>
        {image && (
          <img
            {...image}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_WIDTH}
            loading="lazy"
            decoding="async"
          />
        )}
      </Picture>
      <h2>
        <RouteLink to={href}>{product.name}</RouteLink>
      </h2>
      <Price data-testid="favorite-price">
        <span>{format(product.discountPrice ?? product.price)}</span>
        {product.discountPrice !== null && (
          <del aria-label={t('favorites.was', { price: format(product.price) })}>
            {format(product.price)}
          </del>
        )}
      </Price>
      {product.availability === 'out_of_stock' ? (
        <Note data-testid="favorite-out-of-stock">{t('favorites.out_of_stock')}</Note>
      ) : (
        <RemoteFragment
          name="AddToCart"
          lang={lang}
          product={product}
          placeholder={<CartSlot aria-busy="true" />}
          fallback={<Note>{t('favorites.cart_unavailable')}</Note>}
        />
      )}
      <Button
        type="button"
        $variant="ghost"
        disabled={isLoading}
        aria-label={t('favorites.remove_named', { name: product.name })}
        data-testid="favorite-remove"
        onClick={() => void remove(product.id)}
      >
        {t('favorites.remove')}
      </Button>
    </Card>
  );
}

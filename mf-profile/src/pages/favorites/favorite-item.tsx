import {
  Button,
  RemoteFragment,
  RouteLink,
  localePath,
  type Language,
  type ProductSummary,
} from '@storefront/shared';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * Stands in for the catalog's card while it loads (or when it cannot): the picture's square, the
 * name with room for the brand, price and stock below it, and the actions, about the card's size
 * so the grid does not jump when the card comes.
 */
const StandIn = styled(Card)`
  gap: 0.5rem;
  height: 100%;
  padding: 0.75rem;
  &::before {
    content: '';
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  h3 {
    margin: 0 0 7.5rem;
    font-size: 1rem;
    line-height: 1.35;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
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

interface FavoriteItemProps {
  product: ProductSummary;
  lang: Language;
  /** Lets the product go: from the account, or from the device's list for a guest. */
  onRemove: (product: ProductSummary) => void;
}

/** The checkout's Add to cart for a product in stock (the card tells when one is not), and Remove. */
function FavoriteActions({ product, lang, onRemove }: FavoriteItemProps) {
  const { t } = useTranslation('profile');
  return (
    <>
      {product.availability !== 'out_of_stock' && (
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
        aria-label={t('favorites.remove_named', { name: product.name })}
        data-testid="favorite-remove"
        onClick={() => onRemove(product)}
      >
        {t('favorites.remove')}
      </Button>
    </>
  );
}

/**
 * A favorite product: the catalog's product card (picture, name, price, stock, the heart), with
 * the checkout's Add to cart and a way to let it go at its foot.
 */
export function FavoriteItem({ product, lang, onRemove }: FavoriteItemProps) {
  const actions = <FavoriteActions product={product} lang={lang} onRemove={onRemove} />;
  const href = localePath('product', { category: product.category.slug, slug: product.slug }, lang);
  const standIn = (busy: boolean) => (
    <StandIn as="article" aria-busy={busy}>
      <h3>
        <RouteLink to={href}>{product.name}</RouteLink>
      </h3>
      <div>{actions}</div>
    </StandIn>
  );
  return (
    <li data-testid="favorite-card" data-product-id={product.id}>
      <RemoteFragment
        name="ProductCard"
        lang={lang}
        product={product}
        placeholder={standIn(true)}
        fallback={standIn(false)}
      >
        {actions}
      </RemoteFragment>
    </li>
  );
}

import {
  Button,
  ORDER_LIMITS,
  localePath,
  toast,
  useAppDispatch,
  useAppSelector,
  type CartProduct,
  type FragmentProps,
  type Language,
} from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { cartLineOf } from '../cart/cart-product';
import { itemAdded, selectCartLines, selectQuantityInCart } from '../cart/cart-slice';
import { QuantityStepper } from '../cart/quantity-stepper';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Note = styled.p`
  margin: 0;
  width: 100%;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AddToCartFormProps {
  lang: Language;
  product: CartProduct;
  /** The button alone (one at a time), for a bar with little room. */
  compact: boolean;
}

function AddToCartForm({ lang, product, compact }: AddToCartFormProps) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inCart = useAppSelector((state) => selectQuantityInCart(state, product.id));
  const cartFull = useAppSelector(
    (state) => selectCartLines(state).length >= ORDER_LIMITS.maxLines,
  );
  const [quantity, setQuantity] = useState(1);
  // What may still be added: the stock within the order limit, less what the cart holds.
  const room = Math.min(product.stock, ORDER_LIMITS.maxQuantity) - inCart;
  const amount = Math.min(quantity, Math.max(room, 1));
  const checkoutPath = localePath('checkout', {}, lang);
  // Among many buttons (a listing, the favorites), each says which product it is for; its name
  // starts with what it shows.
  const named = (action: string) => t('cart.button_named', { action, name: product.name });

  if (product.stock <= 0) {
    return (
      <Row data-boundary="checkout">
        <Button
          type="button"
          disabled
          aria-label={named(t('cart.out_of_stock'))}
          data-testid="add-to-cart"
        >
          {t('cart.out_of_stock')}
        </Button>
      </Row>
    );
  }

  const add = () => {
    if (inCart === 0 && cartFull) {
      toast.add({
        title: t('cart.full_title'),
        description: t('cart.full_description', { max: ORDER_LIMITS.maxLines }),
        tone: 'error',
      });
      return;
    }
    dispatch(itemAdded(cartLineOf(product, amount)));
    setQuantity(1);
    toast.add({
      title: t('cart.added_title'),
      description: t('cart.added_description', { name: product.name, quantity: amount }),
      tone: 'success',
      action: {
        label: t('cart.go_to_checkout'),
        altText: t('cart.go_to_checkout_alt'),
        onClick: () => navigate(checkoutPath),
      },
    });
  };

  return (
    <Row data-boundary="checkout">
      {!compact && (
        <QuantityStepper
          value={amount}
          max={Math.max(room, 1)}
          onChange={setQuantity}
          productName={product.name}
        />
      )}
      <Button
        type="button"
        onClick={add}
        disabled={room <= 0}
        aria-label={named(room <= 0 ? t('cart.all_in_cart') : t('cart.add'))}
        data-testid="add-to-cart"
      >
        {room <= 0 ? t('cart.all_in_cart') : t('cart.add')}
      </Button>
      {inCart > 0 && !compact && (
        <Note data-testid="in-cart">{t('cart.in_cart', { count: inCart })}</Note>
      )}
    </Row>
  );
}

/**
 * The product page's fragment: a quantity within the stock and a button that adds it to the cart;
 * `compact`: the button alone, adding one.
 */
export default function AddToCart({ lang, product, compact = false }: FragmentProps<'AddToCart'>) {
  return <AddToCartForm lang={lang} product={product} compact={compact} />;
}

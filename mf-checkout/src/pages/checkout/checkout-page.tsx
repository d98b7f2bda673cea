import {
  Container,
  PageTitle,
  localePath,
  useAppDispatch,
  useAppSelector,
  type Order,
  type PageModule,
  type PageProps,
} from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cartCleared, selectCartLines } from '../../features/cart/cart-slice';
import { CheckoutForm } from '../../features/checkout/checkout-form';
import { EmptyState } from '../../features/order/empty-state';

function CheckoutPage({ lang }: PageProps) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const empty = useAppSelector((state) => selectCartLines(state).length === 0);
  const [placed, setPlaced] = useState<Order | null>(null);

  const onPlaced = (order: Order) => {
    // The page says the order is placed until the completion page replaces it, then the cart
    // empties (so the empty cart never flashes).
    setPlaced(order);
    void navigate(localePath('checkout-complete', {}, lang));
    dispatch(cartCleared());
  };

  return (
    <Container data-boundary="checkout">
      <PageTitle>{t('checkout.title')}</PageTitle>
      {placed ? (
        <p role="status">{t('checkout.placed', { number: placed.number })}</p>
      ) : empty ? (
        <EmptyState lang={lang} action={t('checkout.browse')} testId="checkout-empty">
          {t('checkout.empty')}
        </EmptyState>
      ) : (
        <CheckoutForm lang={lang} onPlaced={onPlaced} />
      )}
    </Container>
  );
}

/**
 * Checkout: the cart's lines, contact, delivery, payment, a promo code and placing the order. The
 * cart lives in the browser, so its route is declared private (TEAMS) and only the browser renders
 * it.
 */
export const checkoutPage: PageModule = {
  Component: CheckoutPage,
  head: ({ t }) => ({ title: t('checkout.title'), websitePrefix: true }),
};

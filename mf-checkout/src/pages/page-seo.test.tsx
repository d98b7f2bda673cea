import { PRIVATE_ROUTES, type PageModule } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderCheckout } from '../testing/render-checkout';
import { checkoutPage } from './checkout/checkout-page';
import { completePage } from './checkout-complete/checkout-complete-page';
import { trackingPage } from './order-tracking/order-tracking-page';

function SeoOf({ page }: { page: PageModule }) {
  const { t } = useTranslation('checkout');
  const seo = page.head!({ lang: 'ru', params: {}, state: {} as never, origin: '', t });
  return <output>{`${seo.title} | ${seo.robots}`}</output>;
}

describe('the checkout pages in the head', () => {
  it('leave the cart and the order just placed to the browser', () => {
    // Their routes are declared private: the shell renders only the layout around them.
    expect(PRIVATE_ROUTES.has('checkout')).toBe(true);
    expect(PRIVATE_ROUTES.has('checkout-complete')).toBe(true);
    expect(PRIVATE_ROUTES.has('order-tracking')).toBe(false);
  });

  it.each([
    [checkoutPage, 'Оформление заказа | noindex, nofollow'],
    [completePage, 'Спасибо за заказ | noindex, nofollow'],
    [trackingPage, 'Отслеживание заказа | undefined'],
  ])(
    'have a translated title; checkout and completion stay out of search results',
    async (page, head) => {
      await renderCheckout(<SeoOf page={page} />, { lang: 'ru' });
      expect(screen.getByRole('status')).toHaveTextContent(head);
    },
  );
});

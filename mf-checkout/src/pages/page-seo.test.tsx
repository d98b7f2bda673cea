import { PRIVATE_ROUTES, pageSeo, type PageModule, type RouteName } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderCheckout } from '../testing/render-checkout';
import { checkoutPage } from './checkout/checkout-page';
import { completePage } from './checkout-complete/checkout-complete-page';
import { trackingPage } from './order-tracking/order-tracking-page';

/** The head the shell makes of the page's own (no store texts): its title and robots rule. */
function SeoOf({ page, route }: { page: PageModule; route: RouteName }) {
  const { t } = useTranslation('checkout');
  const own = page.head!({ lang: 'ru', params: {}, state: {} as never, origin: '', t });
  const seo = pageSeo({ route, lang: 'ru', store: null, own });
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
    [checkoutPage, 'checkout', 'Оформление заказа | noindex, nofollow'],
    [completePage, 'checkout-complete', 'Спасибо за заказ | noindex, nofollow'],
    [trackingPage, 'order-tracking', 'Отслеживание заказа | undefined'],
  ] as const)(
    'have a translated title; checkout and completion stay out of search results',
    async (page, route, head) => {
      await renderCheckout(<SeoOf page={page} route={route} />, { lang: 'ru' });
      expect(screen.getByRole('status')).toHaveTextContent(head);
    },
  );
});

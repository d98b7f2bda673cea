import type { PageModule } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { renderCheckout } from '../testing/render-checkout';
import { checkoutPage } from './checkout/checkout-page';
import { completePage } from './checkout-complete/checkout-complete-page';
import { trackingPage } from './order-tracking/order-tracking-page';

function SeoOf({ page }: { page: PageModule }) {
  const seo = page.useSeo!({ lang: 'ru', params: {} });
  return <output>{`${seo.title} | ${seo.robots}`}</output>;
}

describe('the checkout pages in the head', () => {
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

import type { OrderEstimateRequest } from '@storefront/shared/schemas';
import { apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { checkoutPage } from '../../pages/checkout/checkout-page';
import { checkoutHandlers } from '../../testing/checkout-api';
import { estimateOf } from '../../testing/order-fixtures';
import { KETTLE, SENCHA, renderCheckout } from '../../testing/render-checkout';

const Page = checkoutPage.Component;

/** The estimate of a cart a promotion applies to, which InPost's courier excludes from free delivery. */
const withPromotion = http.post(apiPath('order/estimate'), async ({ request }) => {
  const estimate = estimateOf((await request.json()) as OrderEstimateRequest);
  return HttpResponse.json({
    ...estimate,
    pricedDelivery: estimate.pricedDelivery.map((quote) => ({
      ...quote,
      free: false,
      price: quote.basePrice,
      withdrawnBy: ['PROMOTION'],
    })),
  });
});

setUpFakeApi();
beforeEach(() => apiServer.use(...checkoutHandlers));
afterEach(() => localStorage.clear());

const hint = () => screen.getByTestId('delivery-method-INPOST_COURIER').closest('label')!;

describe("a delivery method's promise of free delivery", () => {
  it('names its threshold while nothing withdraws it', async () => {
    await renderCheckout(<Page lang="en" params={{}} />, {
      lines: [SENCHA, KETTLE],
      route: '/en/checkout',
    });
    await screen.findByTestId('estimate-total');
    expect(hint()).toHaveTextContent('PLN 15.00, free from PLN 200.00');
    expect(hint()).not.toHaveTextContent('but not');
  });

  it('says beside the method, in the page language, that the promotion withdraws it', async () => {
    apiServer.use(withPromotion);
    await renderCheckout(<Page lang="ru" params={{}} />, {
      lang: 'ru',
      lines: [SENCHA, KETTLE],
      route: '/ru/checkout',
    });
    await screen.findByTestId('estimate-total');
    expect(hint()).toHaveTextContent(/15,00.*бесплатно от 200,00.*но не вместе с акцией/);
  });
});

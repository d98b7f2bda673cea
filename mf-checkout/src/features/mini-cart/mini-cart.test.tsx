import type { OrderEstimateRequest } from '@storefront/shared/schemas';
import { apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { checkoutHandlers } from '../../testing/checkout-api';
import { estimateOf } from '../../testing/order-fixtures';
import { KETTLE, SENCHA, renderCheckout } from '../../testing/render-checkout';
import { selectCartLines } from '../cart/cart-slice';
import MiniCart from './mini-cart';

setUpFakeApi();
beforeEach(() => apiServer.use(...checkoutHandlers));
afterEach(() => localStorage.clear());

async function openCart() {
  await userEvent.click(screen.getByTestId('mini-cart-trigger'));
  return screen.findByRole('dialog', { name: 'Your cart' });
}

describe('the mini cart', () => {
  it('names the number of items in the page language', async () => {
    await renderCheckout(<MiniCart lang="en" />, { lines: [SENCHA, KETTLE] });
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3');
  });

  it('uses the plural forms of Polish', async () => {
    await renderCheckout(<MiniCart lang="pl" />, {
      lang: 'pl',
      lines: [{ ...SENCHA, quantity: 5 }],
    });
    expect(screen.getByRole('button', { name: 'Koszyk, 5 produktów' })).toBeVisible();
  });

  it('lists the lines with their prices, the subtotal and the way to checkout', async () => {
    await renderCheckout(<MiniCart lang="en" />, { lines: [SENCHA, KETTLE] });
    const panel = await openCart();
    const lines = within(panel).getAllByTestId('mini-cart-line');
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual([
      SENCHA.name,
      KETTLE.name,
    ]);
    expect(within(lines[0]!).getByTestId('line-total')).toHaveTextContent('PLN 99.80');
    expect(within(panel).getByTestId('mini-cart-subtotal')).toHaveTextContent('PLN 288.80');
    expect(within(panel).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/en/checkout',
    );
  });

  it('changes quantities and removes lines', async () => {
    const { store } = await renderCheckout(<MiniCart lang="en" />, { lines: [SENCHA, KETTLE] });
    const panel = await openCart();
    await userEvent.click(within(panel).getByRole('button', { name: `One more ${SENCHA.name}` }));
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
    await userEvent.click(
      within(panel).getByRole('button', { name: `Remove ${KETTLE.name} from the cart` }),
    );
    expect(selectCartLines(store.getState())).toEqual([{ ...SENCHA, quantity: 3 }]);
    await userEvent.click(
      within(panel).getByRole('button', { name: `Remove ${SENCHA.name} from the cart` }),
    );
    expect(within(panel).getByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    await renderCheckout(<MiniCart lang="en" />, { lines: [SENCHA] });
    await openCart();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('mini-cart-trigger')).toHaveFocus();
    expect(screen.getByTestId('mini-cart-trigger')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the shopper follows one of its links', async () => {
    await renderCheckout(<MiniCart lang="en" />, { lines: [SENCHA] });
    const panel = await openCart();
    await userEvent.click(within(panel).getByTestId('mini-cart-checkout'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows how far the cart is from free delivery, and when it is reached', async () => {
    await renderCheckout(<MiniCart lang="en" />, { lines: [SENCHA] });
    const panel = await openCart();
    const freeDelivery = await within(panel).findByTestId('free-delivery');
    expect(freeDelivery).toHaveTextContent(/^PLN 100\.20 to free delivery with \S/);
    const bar = within(panel).getByRole('progressbar', { name: 'Progress to free delivery' });
    expect(bar).toHaveAttribute('aria-valuenow', '49.9');
    const more = within(panel).getByRole('button', { name: `One more ${SENCHA.name}` });
    for (let n = 0; n < 3; n += 1) await userEvent.click(more);
    await waitFor(() =>
      expect(within(panel).getByTestId('free-delivery')).toHaveTextContent(
        'Your order qualifies for free delivery',
      ),
    );
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  /** Two gift sets' estimate: InPost's courier free, Taxi's free delivery taken by `rules`. */
  const taxiWithdrawnBy = (rules: string[]) => {
    const quote = { price: 2500, basePrice: 2500, free: false, freeFrom: 30000 };
    apiServer.use(
      http.post(apiPath('order/estimate'), async ({ request }) => {
        const body = (await request.json()) as OrderEstimateRequest;
        return HttpResponse.json({
          ...estimateOf(body),
          subtotal: 59800,
          discount: 5980,
          pricedDelivery: [
            { ...quote, method: 'TAXI', withdrawnBy: rules },
            { ...quote, method: 'INPOST_COURIER', free: true, price: 0, withdrawnBy: [] },
          ],
        });
      }),
    );
  };

  it('says which method the promotion takes free delivery from, as the checkout charges it', async () => {
    // Two gift sets: the promotion takes 10%, InPost's courier stays free, Taxi's does not.
    taxiWithdrawnBy(['PROMOTION']);
    await renderCheckout(<MiniCart lang="pl" />, { lang: 'pl', lines: [SENCHA] });
    await userEvent.click(screen.getByTestId('mini-cart-trigger'));
    const freeDelivery = await screen.findByTestId('free-delivery');
    expect(freeDelivery).toHaveTextContent('Darmowa dostawa: Kurier InPost');
    expect(within(freeDelivery).getByTestId('free-delivery-withdrawn')).toHaveTextContent(
      'Kurier taksówką: darmowa dostawa nie obowiązuje z promocją',
    );
    expect(freeDelivery).not.toHaveTextContent('Twoje zamówienie kwalifikuje się');
  });

  it('names a method once, whatever the rules that take its free delivery away (Ukrainian)', async () => {
    // A discounted product and the promotion: Taxi loses free delivery for both reasons.
    taxiWithdrawnBy(['PRODUCT_DISCOUNT', 'PROMOTION']);
    await renderCheckout(<MiniCart lang="ua" />, { lang: 'ua', lines: [SENCHA] });
    await userEvent.click(screen.getByTestId('mini-cart-trigger'));
    const freeDelivery = await screen.findByTestId('free-delivery');
    const withdrawn = within(freeDelivery).getByTestId('free-delivery-withdrawn');
    expect(withdrawn).toHaveTextContent(
      /^Курʼєр на таксі: безкоштовна доставка не діє для товарів зі знижкою або разом з акцією$/,
    );
  });
});

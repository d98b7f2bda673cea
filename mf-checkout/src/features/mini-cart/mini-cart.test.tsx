import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KETTLE, SENCHA, renderCheckout } from '../../testing/render-checkout';
import { selectCartLines } from '../cart/cart-slice';
import MiniCart from './mini-cart';

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
    expect(within(panel).getByTestId('free-delivery')).toHaveTextContent(
      'PLN 100.20 to free delivery',
    );
    const bar = within(panel).getByRole('progressbar', { name: 'Progress to free delivery' });
    expect(bar).toHaveAttribute('aria-valuenow', '49.9');
    const more = within(panel).getByRole('button', { name: `One more ${SENCHA.name}` });
    for (let n = 0; n < 3; n += 1) await userEvent.click(more);
    expect(within(panel).getByTestId('free-delivery')).toHaveTextContent(
      'Your order qualifies for free delivery',
    );
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});

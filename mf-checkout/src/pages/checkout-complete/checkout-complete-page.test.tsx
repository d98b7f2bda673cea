import { screen } from '@testing-library/react';
import { LAST_ORDER_STORAGE_KEY, saveLastOrder } from '../../features/order/last-order';
import { PLACED_ORDER } from '../../testing/order-fixtures';
import { renderCheckout } from '../../testing/render-checkout';
import { completePage } from './checkout-complete-page';

const Page = completePage.Component;

afterEach(() => sessionStorage.clear());

describe('the completion page', () => {
  it('shows the order placed in this tab and the way to track it', async () => {
    saveLastOrder(PLACED_ORDER);
    await renderCheckout(<Page lang="en" params={{}} />);
    expect(screen.getByTestId('order-number')).toHaveTextContent('1042');
    expect(screen.getByText('Sencha Kyoto 100 g × 2')).toBeVisible();
    expect(screen.getByTestId('order-delivery')).toHaveTextContent(
      'InPost parcel locker: point WAW22A, Poland',
    );
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Revolut');
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('PLN 99.80');
    expect(screen.getByRole('link', { name: 'Track this order' })).toHaveAttribute(
      'href',
      '/en/order-tracking?number=1042',
    );
  });

  it('explains that there is no order when none was placed or it cannot be read', async () => {
    sessionStorage.setItem(LAST_ORDER_STORAGE_KEY, '{"number":"x"}');
    await renderCheckout(<Page lang="ua" params={{}} />, { lang: 'ua' });
    expect(screen.getByRole('heading', { name: 'Немає нещодавнього замовлення' })).toBeVisible();
    expect(screen.getByTestId('complete-empty')).toBeVisible();
  });
});

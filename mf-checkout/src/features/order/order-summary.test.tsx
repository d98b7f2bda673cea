import { screen, within } from '@testing-library/react';
import { PLACED_ORDER } from '../../testing/order-fixtures';
import { renderCheckout } from '../../testing/render-checkout';
import OrderSummaryFragment from './order-summary-fragment';

describe("the OrderSummary fragment (the customer's orders)", () => {
  it('shows the products, delivery, payment and amounts of a placed order', async () => {
    await renderCheckout(
      <OrderSummaryFragment
        lang="en"
        order={{
          ...PLACED_ORDER,
          paymentMethod: 'BANK_TRANSFER',
          promoCode: { code: 'K7QM-2XPA-9RTE', type: 'AMOUNT', value: 1000, discount: 1000 },
          discount: 1000,
          total: 8980,
        }}
      />,
    );
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByTestId('order-line')).toHaveTextContent(
      'Sencha Kyoto 100 g × 2PLN 99.80',
    );
    expect(within(summary).getByTestId('order-delivery')).toHaveTextContent(
      'InPost parcel locker: point WAW22A, Poland',
    );
    expect(within(summary).getByTestId('order-payment')).toHaveTextContent('Bank transfer');
    expect(within(summary).getByTestId('estimate-discount')).toHaveTextContent('−PLN 10.00');
    expect(summary).toHaveTextContent('Promo code K7QM-2XPA-9RTE');
    expect(within(summary).getByTestId('estimate-total')).toHaveTextContent('PLN 89.80');
  });

  it("names the shop's pickup address in the page language", async () => {
    await renderCheckout(
      <OrderSummaryFragment
        lang="pl"
        order={{ ...PLACED_ORDER, delivery: { method: 'LOCAL_PICKUP' }, paymentMethod: 'CASH' }}
      />,
      { lang: 'pl' },
    );
    expect(screen.getByTestId('order-delivery')).toHaveTextContent(
      'Odbiór osobisty w sklepie: ul. Zielona 5, Warszawa',
    );
  });
});

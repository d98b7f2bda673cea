import { currencyChosen, type OrderEstimate } from '@storefront/shared';
import { act, screen } from '@testing-library/react';
import { renderCheckout } from '../../testing/render-checkout';
import { EstimateSummary } from './estimate-summary';

/** Two gift sets at PLN 299.00: the promotion from PLN 500 takes 10%, and with it Taxi's free delivery. */
const giftSets: OrderEstimate = {
  currency: 'PLN',
  lines: [
    {
      productId: 'gift-set',
      slug: 'gift-set',
      name: 'Gift set',
      image: null,
      quantity: 2,
      unitPrice: 29900,
      regularPrice: 29900,
      lineTotal: 59800,
      stock: 10,
    },
  ],
  leftOut: [],
  subtotal: 59800,
  promotion: { name: 'Big basket', type: 'PERCENT', value: 10, minSubtotal: 50000, discount: 5980 },
  promoCode: null,
  discount: 5980,
  delivery: {
    method: 'TAXI',
    price: 2500,
    basePrice: 2500,
    free: false,
    freeFrom: 30000,
    withdrawnBy: ['PROMOTION'],
  },
  pricedDelivery: [],
  total: 56320,
};

async function renderSummary(lang: 'en' | 'ua', estimate = giftSets) {
  const view = await renderCheckout(
    <EstimateSummary estimate={estimate} lang={lang} updating={false} />,
    { lang },
  );
  act(() => void view.store.dispatch(currencyChosen('EUR')));
  return view;
}

describe('the estimate of a cart the promotion applies to', () => {
  it("writes the promotion's rule in the visitor's currency, with the shop's price formatter", async () => {
    await renderSummary('en');
    expect(screen.getByTestId('estimate-promotion')).toHaveTextContent('−€14.95');
    expect(screen.getByText('Promotion: Big basket, 10% off orders from €125.00')).toBeVisible();
    expect(screen.queryByText(/zł|PLN 500/)).toBeNull();
  });

  it('says the promotion withdraws free delivery, instead of promising it from a threshold', async () => {
    await renderSummary('ua');
    expect(screen.getByTestId('estimate-delivery')).toHaveTextContent('6,25');
    expect(screen.getByTestId('estimate-free-withdrawn')).toHaveTextContent(
      'Безкоштовна доставка не діє разом з акцією.',
    );
    expect(screen.queryByTestId('estimate-free-from')).toBeNull();
  });

  it('still names the threshold when no rule withdraws it', async () => {
    const small = {
      ...giftSets,
      lines: [{ ...giftSets.lines[0]!, quantity: 1, lineTotal: 29900 }],
      promotion: null,
      discount: 0,
      subtotal: 29900,
      total: 32400,
    };
    await renderSummary('en', { ...small, delivery: { ...giftSets.delivery, withdrawnBy: [] } });
    expect(screen.getByTestId('estimate-free-from')).toHaveTextContent(
      'Free delivery for orders from €75.00.',
    );
    expect(screen.queryByTestId('estimate-free-withdrawn')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAST_ORDER_STORAGE_KEY, saveLastOrder } from '../../features/order/last-order';
import { PLACED_ORDER } from '../../testing/order-fixtures';
import { renderCheckout } from '../../testing/render-checkout';
import { completePage } from './checkout-complete-page';

const Page = completePage.Component;

afterEach(() => sessionStorage.clear());

/** The last order, paid by bank transfer. */
const saveBankTransfer = () =>
  saveLastOrder({
    ...PLACED_ORDER,
    paymentMethod: 'BANK_TRANSFER',
    paymentInstructions: {
      method: 'BANK_TRANSFER',
      details: {
        recipient: 'Verde Market sp. z o.o.',
        iban: 'PL61109010140000071219812874',
        bankName: 'Santander Bank Polska',
        bic: 'WBKPPLPP',
      },
      amount: 9980,
      currency: 'PLN',
      reference: '1042',
    },
  });

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

  it('tells how to pay an order paid ahead: amount, account and the number as reference', async () => {
    saveBankTransfer();
    await renderCheckout(<Page lang="pl" params={{}} />, { lang: 'pl' });
    const card = screen.getByRole('region', { name: 'Jak zapłacić (Przelew bankowy)' });
    expect(within(card).getByTestId('payment-amount')).toHaveTextContent('99,80 zł');
    expect(within(card).getByTestId('payment-recipient')).toHaveTextContent(
      'Verde Market sp. z o.o.',
    );
    expect(within(card).getByTestId('payment-iban')).toHaveTextContent(
      'PL61 1090 1014 0000 0712 1981 2874',
    );
    expect(within(card).getByTestId('payment-reference')).toHaveTextContent('1042');
    expect(within(card).getByText('Tytuł przelewu')).toBeVisible();
  });

  it('copies the IBAN without its spaces, the recipient and the title, and says so (Ukrainian)', async () => {
    saveBankTransfer();
    const user = userEvent.setup();
    await renderCheckout(<Page lang="ua" params={{}} />, { lang: 'ua' });
    const card = screen.getByTestId('payment-instructions');
    const status = within(card).getByRole('status');
    await user.click(within(card).getByRole('button', { name: 'Копіювати: IBAN' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('PL61109010140000071219812874');
    expect(status).toHaveTextContent('IBAN: скопійовано.');
    await user.click(within(card).getByRole('button', { name: 'Копіювати: Отримувач' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Verde Market sp. z o.o.');
    // By the keyboard too: the title's button is reached with Tab and pressed with Enter.
    within(card).getByRole('button', { name: 'Копіювати: Отримувач' }).focus();
    await user.tab();
    await user.tab();
    expect(within(card).getByRole('button', { name: /^Копіювати: Призначення/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(navigator.clipboard.readText()).resolves.toBe('1042');
  });

  it('gives no instructions for an order paid on delivery', async () => {
    saveLastOrder({ ...PLACED_ORDER, paymentMethod: 'CASH', paymentInstructions: null });
    await renderCheckout(<Page lang="en" params={{}} />);
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Cash on pickup or delivery');
    expect(screen.queryByTestId('payment-instructions')).toBeNull();
  });

  it('explains that there is no order when none was placed or it cannot be read', async () => {
    sessionStorage.setItem(LAST_ORDER_STORAGE_KEY, '{"number":"x"}');
    await renderCheckout(<Page lang="ua" params={{}} />, { lang: 'ua' });
    expect(screen.getByRole('heading', { name: 'Немає нещодавнього замовлення' })).toBeVisible();
    expect(screen.getByTestId('complete-empty')).toBeVisible();
  });
});

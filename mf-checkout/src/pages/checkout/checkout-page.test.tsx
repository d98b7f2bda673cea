import { currencyChosen, toast } from '@storefront/shared';
import { apiError, apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { selectCartLines } from '../../features/cart/cart-slice';
import { LAST_ORDER_STORAGE_KEY } from '../../features/order/last-order';
import { checkoutHandlers, orderRequests } from '../../testing/checkout-api';
import { PLACED_ORDER } from '../../testing/order-fixtures';
import { KETTLE, SENCHA, renderCheckout } from '../../testing/render-checkout';
import { checkoutPage } from './checkout-page';

const Page = checkoutPage.Component;

async function renderPage(options: Parameters<typeof renderCheckout>[1] = {}) {
  const lang = options.lang ?? 'en';
  return renderCheckout(
    <Routes>
      <Route path={`/${lang}/checkout`} element={<Page lang={lang} params={{}} />} />
      <Route path={`/${lang}/checkout-complete`} element={<p>Completion page</p>} />
    </Routes>,
    { lines: [SENCHA, KETTLE], route: `/${lang}/checkout`, ...options },
  );
}

async function fillContact() {
  await userEvent.type(screen.getByLabelText('First name'), 'Anna');
  await userEvent.type(screen.getByLabelText('Last name'), 'Nowak');
  await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '600100200');
}

setUpFakeApi();
beforeEach(() => apiServer.use(...checkoutHandlers));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  toast.clear();
});

describe('the checkout page', () => {
  it('sends an empty cart to the catalog', async () => {
    await renderPage({ lines: [] });
    expect(screen.getByTestId('checkout-empty')).toHaveTextContent('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
      'href',
      '/en/catalog',
    );
  });

  it('explains in the page language what is missing, and sends no order', async () => {
    await renderPage({ lang: 'pl' });
    await userEvent.click(screen.getByRole('button', { name: 'Złóż zamówienie' }));
    expect(await screen.findByText('Podaj imię.')).toBeVisible();
    expect(screen.getByText('Podaj nazwisko.')).toBeVisible();
    expect(screen.getByText('Podaj poprawny adres e-mail.')).toBeVisible();
    expect(screen.getByText('Wybierz sposób płatności.')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(orderRequests()).toHaveLength(0);
  });

  it('offers the payments and fields of the chosen delivery method', async () => {
    await renderPage();
    const payments = () =>
      within(screen.getByRole('group', { name: 'Payment method' }))
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).checked]);
    expect(screen.getByTestId('pickup-info')).toHaveTextContent('ul. Zielona 5, Warszawa');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash on pickup or delivery' }));

    await userEvent.click(screen.getByTestId('delivery-method-INPOST_PARCEL_LOCKER'));
    expect(payments()).toEqual([
      ['BANK_TRANSFER', false],
      ['REVOLUT', false],
    ]);
    expect(screen.getByTestId('point-code')).toBeVisible();
    const countries = within(screen.getByLabelText('Country')).getAllByRole('option');
    expect(countries.map((option) => option.textContent)).toEqual([
      'Choose a country',
      'Czechia',
      'Poland',
    ]);
    expect(screen.getByLabelText('Country')).toHaveValue('PL');

    await userEvent.click(screen.getByTestId('delivery-method-INPOST_COURIER'));
    expect(payments()).toEqual([['BANK_TRANSFER', true]]);
    expect(screen.getByLabelText('Postal code')).toBeVisible();
  });

  it("shows the live estimate in the visitor's currency and what the shop charges", async () => {
    const { store } = await renderPage();
    act(() => {
      store.dispatch(currencyChosen('EUR'));
    });
    await userEvent.click(screen.getByTestId('delivery-method-INPOST_COURIER'));
    await waitFor(() => expect(screen.getByTestId('estimate-delivery')).toHaveTextContent('€3.75'));
    // Each unit converted once (49.90 zł is €12.48 at 0.25): 2 × €12.48 + €47.25, plus €3.75.
    expect(screen.getAllByTestId('line-total').map((line) => line.textContent)).toEqual([
      '€24.96',
      '€47.25',
    ]);
    expect(screen.getByTestId('estimate-subtotal')).toHaveTextContent('€72.21');
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('€75.96');
    expect(screen.getByTestId('estimate-free-from')).toHaveTextContent('€50.00');
    expect(screen.getByTestId('estimate-charged')).toHaveTextContent('PLN 303.80');
  });

  it('keeps the estimate when a promo code is refused, and says why beside the code', async () => {
    await renderPage();
    await screen.findByTestId('estimate-total');
    await userEvent.type(screen.getByTestId('promo-code-input'), 'nope');
    await userEvent.click(screen.getByTestId('promo-code-apply'));
    expect(await screen.findByText(/This promo code is invalid/)).toBeVisible();
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('PLN 288.80');
    expect(screen.queryByTestId('estimate-discount')).toBeNull();

    await userEvent.clear(screen.getByTestId('promo-code-input'));
    await userEvent.type(screen.getByTestId('promo-code-input'), 'welcome10{Enter}');
    await waitFor(() => expect(screen.getByTestId('estimate-discount')).toHaveTextContent('28.88'));
    expect(screen.getByText('Code WELCOME10 is applied.')).toBeVisible();
    expect(orderRequests()).toHaveLength(0);
  });

  it('removes an applied promo code with its own button, back to the full price', async () => {
    await renderPage();
    await screen.findByTestId('estimate-total');
    await userEvent.type(screen.getByTestId('promo-code-input'), 'welcome10{Enter}');
    await waitFor(() => expect(screen.getByTestId('estimate-discount')).toHaveTextContent('28.88'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove code WELCOME10' }));
    await waitFor(() => expect(screen.queryByTestId('estimate-discount')).toBeNull());
    expect(screen.getByTestId('estimate-total')).toHaveTextContent('PLN 288.80');
    expect(screen.getByTestId('promo-code-input')).toHaveValue('');
    expect(screen.getByTestId('promo-code-input')).toHaveFocus();
    expect(screen.queryByText('Code WELCOME10 is applied.')).toBeNull();
  });

  it('places the order, keeps it for the completion page and empties the cart', async () => {
    const { store } = await renderPage();
    await fillContact();
    await userEvent.click(screen.getByTestId('delivery-method-INPOST_PARCEL_LOCKER'));
    await userEvent.type(screen.getByTestId('point-code'), 'waw22a');
    await userEvent.click(screen.getByTestId('payment-method-REVOLUT'));
    await userEvent.click(screen.getByTestId('place-order'));

    expect(await screen.findByText('Completion page')).toBeVisible();
    const [request] = orderRequests();
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request!.json()).toEqual({
      items: [
        { productId: SENCHA.productId, quantity: 2 },
        { productId: KETTLE.productId, quantity: 1 },
      ],
      contact: PLACED_ORDER.contact,
      delivery: { method: 'INPOST_PARCEL_LOCKER', pointCode: 'WAW22A', country: 'PL' },
      paymentMethod: 'REVOLUT',
      language: 'en',
      // The currency the page showed it in, which the order records.
      shownCurrency: 'PLN',
    });
    expect(JSON.parse(sessionStorage.getItem(LAST_ORDER_STORAGE_KEY)!)).toEqual(PLACED_ORDER);
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('says a lost order may be placed, retries it with the same key, and keeps what was typed', async () => {
    let attempts = 0;
    apiServer.use(
      http.post(apiPath('order'), () => {
        attempts += 1;
        // The first answer is lost: the connection fails.
        if (attempts === 1) return HttpResponse.error();
        return HttpResponse.json(PLACED_ORDER, { status: 201 });
      }),
    );
    await renderPage();
    await fillContact();
    await userEvent.click(screen.getByTestId('payment-method-CASH'));
    await userEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection failed before the shop answered, so your order may already be placed.',
    );
    expect(toast.getSnapshot()).toEqual([]);
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');

    await userEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Completion page')).toBeVisible();
    const keys = orderRequests().map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('marks the products the shop ran out of, named in the error toast', async () => {
    apiServer.use(
      http.post(apiPath('order'), () =>
        apiError(409, 'PRODUCTS_OUT_OF_STOCK', {
          products: [{ id: KETTLE.productId, name: { en: KETTLE.name, pl: 'Czajnik' } }],
        }),
      ),
    );
    await renderPage();
    await fillContact();
    await userEvent.click(screen.getByTestId('payment-method-CASH'));
    await userEvent.click(screen.getByTestId('place-order'));

    await waitFor(() => expect(toast.getSnapshot()).toHaveLength(1));
    expect(toast.getSnapshot()[0]!.description).toMatch(/Gooseneck kettle/);
    const kettle = screen
      .getAllByTestId('checkout-line')
      .find((line) => line.dataset.productId === KETTLE.productId)!;
    expect(within(kettle).getByTestId('line-unavailable')).toBeVisible();
    expect(screen.getByTestId('place-order')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });
});

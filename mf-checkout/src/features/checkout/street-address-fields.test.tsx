import { toast, userSet, type SavedAddress } from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { checkoutPage } from '../../pages/checkout/checkout-page';
import { checkoutHandlers, orderRequests } from '../../testing/checkout-api';
import { KETTLE, renderCheckout } from '../../testing/render-checkout';

const Page = checkoutPage.Component;

const home: SavedAddress = {
  id: 'a-1',
  street: 'ul. Długa 1',
  city: 'Warszawa',
  postalCode: '00-640',
  country: 'PL',
};
const berlin: SavedAddress = {
  id: 'a-2',
  street: 'Unter den Linden 5',
  city: 'Berlin',
  postalCode: '10117',
  country: 'DE',
};

/** A signed-in customer's checkout: two saved addresses, no earlier order. */
async function renderSignedIn() {
  apiServer.use(
    ...checkoutHandlers,
    http.get(apiPath('user/addresses'), () => HttpResponse.json([home, berlin])),
  );
  const rendered = await renderCheckout(
    <Routes>
      <Route path="/en/checkout" element={<Page lang="en" params={{}} />} />
      <Route path="/en/checkout-complete" element={<p>Completion page</p>} />
    </Routes>,
    { lines: [KETTLE], route: '/en/checkout' },
  );
  act(() => {
    rendered.store.dispatch(userSet(testUser({ phone: '+48 600 100 200' })));
  });
  return rendered;
}

setUpFakeApi();
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  toast.clear();
});

describe('saved addresses at checkout', () => {
  it("offers a courier the customer's addresses in its countries, and sends the one chosen", async () => {
    await renderSignedIn();
    await userEvent.click(await screen.findByTestId('delivery-method-INPOST_COURIER'));
    const choice = within(await screen.findByRole('group', { name: 'Your saved addresses' }));
    // The courier delivers in Poland only: the Berlin address is not offered.
    expect(
      choice.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['ul. Długa 1, 00-640 Warszawa, Poland', 'A new address']);
    expect(choice.getByRole('radio', { name: 'A new address' })).toBeChecked();
    expect(screen.getByTestId('delivery-street')).toBeVisible();

    await userEvent.click(choice.getByRole('radio', { name: /Długa/ }));
    expect(screen.queryByTestId('delivery-street')).toBeNull();
    await userEvent.click(screen.getByTestId('payment-method-BANK_TRANSFER'));
    await userEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Completion page')).toBeVisible();
    const [order] = orderRequests();
    expect(await order!.json()).toMatchObject({
      delivery: {
        method: 'INPOST_COURIER',
        street: home.street,
        city: home.city,
        postalCode: home.postalCode,
        country: 'PL',
      },
    });
  });

  it('gives back empty fields for a new address, and offers nothing for a pickup', async () => {
    await renderSignedIn();
    await userEvent.click(await screen.findByTestId('delivery-method-INPOST_COURIER'));
    const choice = within(await screen.findByRole('group', { name: 'Your saved addresses' }));
    await userEvent.click(choice.getByRole('radio', { name: /Długa/ }));
    await userEvent.click(choice.getByRole('radio', { name: 'A new address' }));
    expect(screen.getByTestId('delivery-street')).toHaveValue('');
    expect(screen.getByTestId('delivery-postal-code')).toHaveValue('');
    await userEvent.click(screen.getByTestId('delivery-method-LOCAL_PICKUP'));
    expect(screen.queryByRole('group', { name: 'Your saved addresses' })).toBeNull();
  });
});

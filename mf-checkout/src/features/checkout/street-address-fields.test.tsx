import { toast, userSet, type Order, type SavedAddress } from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { checkoutPage } from '../../pages/checkout/checkout-page';
import { checkoutHandlers, orderRequests } from '../../testing/checkout-api';
import { PLACED_ORDER } from '../../testing/order-fixtures';
import { KETTLE, renderCheckout } from '../../testing/render-checkout';

const Page = checkoutPage.Component;

const home: SavedAddress = {
  id: 'a-1',
  street: 'ul. Długa 1',
  city: 'Warszawa',
  postalCode: '00-640',
  country: 'PL',
};
const krakow: SavedAddress = {
  id: 'a-3',
  street: 'Floriańska 3',
  city: 'Kraków',
  postalCode: '31-019',
  country: 'PL',
};
const berlin: SavedAddress = {
  id: 'a-2',
  street: 'Unter den Linden 5',
  city: 'Berlin',
  postalCode: '10117',
  country: 'DE',
};

/**
 * A signed-in customer's checkout: by default two saved addresses (oldest first) and no earlier
 * order.
 */
async function renderSignedIn({
  saved = [home, berlin],
  lastOrder = null,
}: { saved?: SavedAddress[]; lastOrder?: Order | null } = {}) {
  apiServer.use(
    ...checkoutHandlers,
    http.get(apiPath('user/addresses'), () => HttpResponse.json(saved)),
    http.get(apiPath('order'), () =>
      HttpResponse.json({
        items: lastOrder ? [lastOrder] : [],
        total: lastOrder ? 1 : 0,
        page: 1,
        limit: 1,
        pages: lastOrder ? 1 : 0,
      }),
    ),
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
    // A first checkout: the saved address is chosen, no empty fields to fill.
    expect(choice.getByRole('radio', { name: /Długa/ })).toBeChecked();
    expect(screen.queryByTestId('delivery-street')).toBeNull();

    await userEvent.click(choice.getByRole('radio', { name: 'A new address' }));
    expect(screen.getByTestId('delivery-street')).toHaveValue('');
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

  it('chooses the most recently saved address at a first checkout', async () => {
    await renderSignedIn({ saved: [home, krakow, berlin] });
    await userEvent.click(await screen.findByTestId('delivery-method-INPOST_COURIER'));
    const choice = within(await screen.findByRole('group', { name: 'Your saved addresses' }));
    expect(await choice.findByRole('radio', { name: /Kraków/ })).toBeChecked();
    expect(choice.getByRole('radio', { name: /Długa/ })).not.toBeChecked();
    await userEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('Completion page')).toBeVisible();
    const [order] = orderRequests();
    expect(await order!.json()).toMatchObject({
      delivery: { method: 'INPOST_COURIER', street: krakow.street, city: krakow.city },
      paymentMethod: 'BANK_TRANSFER',
    });
  });

  it('chooses the saved address the last order went to, with its courier', async () => {
    const { id: _id, ...address } = home;
    await renderSignedIn({
      saved: [home, krakow],
      lastOrder: { ...PLACED_ORDER, delivery: { method: 'INPOST_COURIER', ...address } },
    });
    const choice = within(await screen.findByRole('group', { name: 'Your saved addresses' }));
    expect(await choice.findByRole('radio', { name: /Długa/ })).toBeChecked();
    expect(screen.getByTestId('delivery-method-INPOST_COURIER')).toBeChecked();
  });

  it("starts a returning customer's checkout from the last order's payment", async () => {
    // The last order went to a parcel locker, paid with Revolut (one of the locker's two ways).
    await renderSignedIn({ lastOrder: PLACED_ORDER });
    expect(await screen.findByTestId('point-code')).toHaveValue('WAW22A');
    expect(screen.getByTestId('delivery-method-INPOST_PARCEL_LOCKER')).toBeChecked();
    expect(await screen.findByTestId('payment-method-REVOLUT')).toBeChecked();
  });
});

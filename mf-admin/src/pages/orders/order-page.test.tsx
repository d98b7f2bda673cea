import type { AnyRemoteFragmentProps } from '@storefront/shared';
import { withFragments } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetEventStream } from '../../features/live/event-source';
import { clearUnseen } from '../../features/live/unseen';
import { renderAdmin } from '../../testing/render-admin';
import { FakeEventSource, testAdminOrder, testOrderDetail } from '../../testing/orders';
import { orderPage } from './order-page';

setUpFakeApi();

beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  resetEventStream();
  clearUnseen();
});

const { Component } = orderPage;
const params = { orderId: 'order-1042' };

function orderIs(detail = testOrderDetail()) {
  apiServer.use(http.get(apiPath('admin/orders/order-1042'), () => HttpResponse.json(detail)));
}

describe("an order's page", () => {
  it('shows the summary, the customer, the history with who, when and why, and the next steps', async () => {
    orderIs(
      testOrderDetail({
        order: testAdminOrder({ status: 'CONFIRMED' }),
        history: [
          { status: 'NEW', at: '2026-11-20T09:15:00.000Z', note: null, by: { kind: 'customer' } },
          {
            status: 'CONFIRMED',
            at: '2026-11-20T10:00:00.000Z',
            note: 'Zadzwoniłam do klientki',
            by: { kind: 'staff', email: 'ewa@shop.example', name: 'Ewa Nowak', role: 'MANAGER' },
          },
        ],
        next: ['PACKED', 'CANCELLED'],
        version: 2,
      }),
    );
    const summaries: AnyRemoteFragmentProps[] = [];
    const page = withFragments(<Component lang="pl" params={params} />, (props) => {
      summaries.push(props);
      return <p data-testid="order-summary">{props.name}</p>;
    });
    await renderAdmin(page, { lang: 'pl', route: '/pl/admin/orders/order-1042' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zamówienie nr 1042' }),
    ).toBeVisible();
    expect(summaries.at(-1)).toMatchObject({ name: 'OrderSummary', lang: 'pl' });
    expect(screen.getByTestId('order-customer')).toHaveTextContent('zofia@example.com');
    expect(screen.getByTestId('order-customer')).toHaveTextContent('Please call before');
    const history = screen.getAllByTestId('history-entry');
    expect(history[0]).toHaveTextContent('Złożone');
    expect(history[0]).toHaveTextContent('klient');
    expect(history[1]).toHaveTextContent('Potwierdzone');
    expect(history[1]).toHaveTextContent('Ewa Nowak (ewa@shop.example)');
    expect(history[1]).toHaveTextContent('Zadzwoniłam do klientki');
    const actions = screen.getByRole('group', { name: 'Następny status' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Przenieś do „Spakowane”', 'Przenieś do „Anulowane”']);
  });

  it('moves the order on with a note from its dialog, and says it did', async () => {
    orderIs();
    apiServer.use(
      http.patch(apiPath('admin/orders/order-1042/status'), () =>
        HttpResponse.json(
          testOrderDetail({
            order: testAdminOrder({ status: 'CONFIRMED' }),
            next: ['PACKED', 'CANCELLED'],
            version: 2,
          }),
        ),
      ),
    );
    await renderAdmin(<Component lang="en" params={params} />, {
      route: '/en/admin/orders/order-1042',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move to “Confirmed”' }));
    const dialog = screen.getByRole('dialog', { name: 'Move order 1042 to “Confirmed”' });
    const note = within(dialog).getByRole('textbox', { name: 'Note for the history (optional)' });
    expect(note).toHaveFocus();
    await userEvent.type(note, 'Paid at the counter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sent.body('PATCH admin/orders/order-1042/status?lang=en')).toEqual({
      status: 'CONFIRMED',
      version: 1,
      note: 'Paid at the counter',
    });
    const said = screen.getByTestId('order-changed');
    expect(said).toHaveTextContent('Order 1042 is now “Confirmed”.');
    await waitFor(() => expect(said).toHaveFocus());
  });

  it('says, in the dialog, that someone else changed the order first', async () => {
    orderIs();
    apiServer.use(
      http.patch(apiPath('admin/orders/order-1042/status'), () =>
        apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
          conflict: {
            version: 2,
            fields: ['status'],
            changedBy: { email: 'ewa@shop.example', role: 'MANAGER' },
            changedAt: '2026-11-20T10:00:00.000Z',
          },
        } as never),
      ),
    );
    await renderAdmin(<Component lang="ua" params={params} />, {
      lang: 'ua',
      route: '/ua/admin/orders/order-1042',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Перевести в «Скасовано»' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Підтвердити' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Хтось інший змінив це замовлення раніше (ewa@shop.example,',
    );
  });

  it('restores a cancelled order, or names the products short of stock', async () => {
    orderIs(
      testOrderDetail({
        order: testAdminOrder({ status: 'CANCELLED' }),
        next: ['NEW'],
        version: 3,
      }),
    );
    apiServer.use(
      http.patch(apiPath('admin/orders/order-1042/status'), () =>
        apiError(409, 'ORDER_RESTORE_CANNOT_BE_PROCESSED', {
          products: [{ id: 'p-1', name: { en: 'Sencha Kyoto 100 g', pl: 'Sencha z Kioto 100 g' } }],
        }),
      ),
    );
    await renderAdmin(<Component lang="pl" params={params} />, {
      lang: 'pl',
      route: '/pl/admin/orders/order-1042',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Przywróć zamówienie' }));
    const dialog = screen.getByRole('dialog', { name: 'Przywróć zamówienie nr 1042' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Przywróć zamówienie' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nie można przywrócić zamówienia: za mało w magazynie: Sencha z Kioto 100 g. Pozostaje anulowane.',
    );
    expect(await sent.body('PATCH admin/orders/order-1042/status?lang=pl')).toEqual({
      status: 'NEW',
      version: 3,
    });
    // Closing it gives the focus back to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Przywróć zamówienie' })).toHaveFocus(),
    );
  });

  it('counts a new order in the tab title while the list is not looked at', async () => {
    orderIs();
    await renderAdmin(<Component lang="en" params={params} />, {
      route: '/en/admin/orders/order-1042',
    });
    await screen.findByTestId('order-state');
    document.title = 'Order 1042 · Verde Market';
    const placed = (number: number) => ({
      type: 'order-placed',
      order: {
        id: `order-${number}`,
        number,
        total: 1000,
        currency: 'PLN',
        customerType: 'GUEST',
        firstName: 'Jan',
        lastName: 'Nowak',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    });
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().send(placed(1050)));
    act(() => FakeEventSource.latest().send(placed(1051)));
    await waitFor(() => expect(document.title).toBe('(2) Order 1042 · Verde Market'));
    // The shell gives the page another title: the count stays before it.
    document.title = 'Orders · Verde Market';
    await waitFor(() => expect(document.title).toBe('(2) Orders · Verde Market'));
  });
});

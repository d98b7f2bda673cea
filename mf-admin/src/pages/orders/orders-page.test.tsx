import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetEventStream } from '../../features/live/event-source';
import { clearUnseen } from '../../features/live/unseen';
import { renderAdmin } from '../../testing/render-admin';
import { FakeEventSource, testOrderPage, testOrderRow } from '../../testing/orders';
import { ordersPage } from './orders-page';

setUpFakeApi();

beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  resetEventStream();
  clearUnseen();
});

const { Component } = ordersPage;
const listRequests = () => sent.lines().filter((line) => line.startsWith('GET admin/orders'));

describe('the orders list', () => {
  it('shows a page of orders in a table with its caption and headers, each row opening its order', async () => {
    apiServer.use(
      http.get(apiPath('admin/orders'), () =>
        HttpResponse.json(
          testOrderPage(
            [testOrderRow(), testOrderRow({ number: 1041, status: 'DELIVERED' })],
            1,
            2,
          ),
        ),
      ),
    );
    await renderAdmin(<Component lang="pl" params={{}} />, {
      lang: 'pl',
      route: '/pl/admin/orders?status=NEW&status=DELIVERED&q=zofia',
    });
    const table = await screen.findByRole('table');
    expect(table).toHaveAccessibleName('Zamówienia, od najnowszych: 1–2 z 2');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Zamówienie', 'Złożone', 'Klient', 'Status', 'Płatność', 'Dostawa', 'Razem']);
    const rows = screen.getAllByTestId('order-row');
    expect(rows.map((row) => row.dataset.number)).toEqual(['1042', '1041']);
    expect(within(rows[0]!).getByRole('link', { name: 'Zamówienie nr 1042' })).toHaveAttribute(
      'href',
      '/pl/admin/orders/order-1042',
    );
    expect(rows[0]).toHaveTextContent('Gość');
    expect(rows[0]).toHaveTextContent('89,80 zł');
    expect(within(rows[1]!).getByTestId('order-row-status')).toHaveTextContent('Dostarczone');
    // The URL's filters are what the list asked for, and what the form shows.
    expect(listRequests()).toEqual(['GET admin/orders?status=NEW&status=DELIVERED&q=zofia&page=1']);
    expect(screen.getByTestId('orders-search')).toHaveValue('zofia');
    expect(screen.getByTestId('filter-status-NEW')).toBeChecked();
    expect(screen.getByTestId('orders-export')).toHaveAttribute(
      'href',
      '/api/v1/admin/orders/export?status=NEW&status=DELIVERED&q=zofia',
    );
  });

  it('applies the filters from the form, to the first page', async () => {
    apiServer.use(
      http.get(apiPath('admin/orders'), () => HttpResponse.json(testOrderPage([testOrderRow()]))),
    );
    await renderAdmin(<Component lang="en" params={{}} />, { route: '/en/admin/orders?page=2' });
    await screen.findByTestId('order-row');
    await userEvent.click(screen.getByTestId('filter-status-PACKED'));
    await userEvent.selectOptions(screen.getByTestId('filter-payment'), 'BANK_TRANSFER');
    await userEvent.selectOptions(screen.getByTestId('filter-customer'), 'REGISTERED');
    await userEvent.type(screen.getByTestId('filter-from'), '2026-11-01');
    await userEvent.type(screen.getByTestId('orders-search'), '1042{Enter}');
    await waitFor(() =>
      expect(listRequests().at(-1)).toBe(
        'GET admin/orders?status=PACKED&paymentMethod=BANK_TRANSFER&customerType=REGISTERED&from=2026-11-01&q=1042&page=1',
      ),
    );
  });

  it('says a page past the last is empty, with the way back to the first', async () => {
    apiServer.use(
      http.get(apiPath('admin/orders'), () => HttpResponse.json(testOrderPage([], 9, 30))),
    );
    await renderAdmin(<Component lang="en" params={{}} />, { route: '/en/admin/orders?page=9' });
    const empty = await screen.findByTestId('orders-empty');
    expect(empty).toHaveTextContent('This page is past the last one.');
    expect(within(empty).getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/en/admin/orders',
    );
  });

  it('moves the ticked orders to one status and says, order by order, what became of them', async () => {
    const rows = [1045, 1044, 1043].map((number) => testOrderRow({ number }));
    apiServer.use(
      http.get(apiPath('admin/orders'), () => HttpResponse.json(testOrderPage(rows))),
      http.post(apiPath('admin/orders/status'), () =>
        HttpResponse.json({
          results: [
            { orderId: 'order-1045', number: 1045, ok: true, status: 'CONFIRMED', version: 2 },
            {
              orderId: 'order-1043',
              number: 1043,
              status: 'DELIVERED',
              ok: false,
              code: 'ENTITY_ACTION_NOT_ALLOWED',
              message: 'An order cannot go from DELIVERED to CONFIRMED',
            },
          ],
        }),
      ),
    );
    await renderAdmin(<Component lang="pl" params={{}} />, {
      lang: 'pl',
      route: '/pl/admin/orders',
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Zaznacz zamówienie nr 1045' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz zamówienie nr 1043' }));
    expect(screen.getByTestId('bulk-status')).toHaveTextContent('Zaznaczone: 2');
    await userEvent.selectOptions(screen.getByTestId('bulk-status-choice'), 'CONFIRMED');
    await userEvent.type(screen.getByTestId('bulk-status-note'), 'Telefon');
    await userEvent.click(screen.getByTestId('bulk-status-apply'));
    const results = await screen.findByTestId('bulk-results');
    expect(await sent.body('POST admin/orders/status')).toEqual({
      orderIds: ['order-1045', 'order-1043'],
      status: 'CONFIRMED',
      note: 'Telefon',
    });
    expect(within(results).getByRole('heading')).toHaveTextContent('Przeniesione: 1 z 2');
    expect(within(results).getByRole('heading')).toHaveFocus();
    expect(
      within(results)
        .getAllByTestId('bulk-result')
        .map((item) => item.textContent),
    ).toEqual([
      'Zamówienie nr 1045: teraz „Potwierdzone”',
      'Zamówienie nr 1043: nieprzeniesione, zamówienie o statusie „Dostarczone” nie może przejść do „Potwierdzone”',
    ]);
    // The selection is done with.
    expect(screen.getByTestId('bulk-status')).toHaveTextContent('Zaznaczone: 0');
  });

  it('shows a new order by itself: the list is read again and the arrival announced', async () => {
    let answers = 0;
    apiServer.use(
      http.get(apiPath('admin/orders'), () => {
        answers += 1;
        const rows =
          answers === 1 ? [testOrderRow()] : [testOrderRow({ number: 1043 }), testOrderRow()];
        return HttpResponse.json(testOrderPage(rows));
      }),
    );
    await renderAdmin(<Component lang="en" params={{}} />, { route: '/en/admin/orders' });
    await screen.findByTestId('order-row');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/v1/admin/events');
    expect(screen.getByTestId('live-status')).toHaveTextContent('Connecting');
    act(() => stream.open());
    expect(screen.getByTestId('live-status')).toHaveTextContent(
      'Live: new orders arrive by themselves.',
    );
    act(() =>
      stream.send({
        type: 'order-placed',
        order: {
          id: 'order-1043',
          number: 1043,
          total: 12_000,
          currency: 'PLN',
          customerType: 'GUEST',
          firstName: 'Piotr',
          lastName: 'Zieliński',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    expect(screen.getByTestId('live-announcement')).toHaveTextContent(
      'New order 1043 from Piotr Zieliński, PLN 120.00.',
    );
    expect(screen.getByTestId('live-announcement')).toHaveAttribute('aria-live', 'polite');
    // The list is in view: the new order is seen, the tab's title has no count.
    await waitFor(() => expect(document.title).not.toMatch(/^\(\d+\)/));
    act(() => stream.lose());
    expect(screen.getByTestId('live-status')).toHaveTextContent('Not live: reconnecting.');
  });

  it('tells a refused list apart from an empty one', async () => {
    apiServer.use(http.get(apiPath('admin/orders'), () => apiError(500, 'UNKNOWN_ERROR')));
    await renderAdmin(<Component lang="en" params={{}} />, { route: '/en/admin/orders' });
    expect(await screen.findByTestId('admin-load-error')).toHaveTextContent('Try again');
  });
});

import type { AnyRemoteFragmentProps, OrderPage } from '@storefront/shared';
import { withFragments } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderProfile, testOrder } from '../../testing/render-profile';
import { ordersPage } from './orders-page';

const Page = ordersPage.Component;

const pageOf = (items: OrderPage['items'], extra: Partial<OrderPage> = {}): OrderPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 10,
  pages: 1,
  ...extra,
});

/** The shop answers the orders' list with this page. */
const ordersAre = (page: OrderPage) =>
  apiServer.use(http.get(apiPath('order'), () => HttpResponse.json(page)));

setUpFakeApi();

describe('the orders page', () => {
  it('lists the orders with their status, date and total in the page language', async () => {
    ordersAre(
      pageOf([
        testOrder(),
        testOrder({ id: 'order-2', number: 1041, status: 'CANCELLED', total: 4990 }),
      ]),
    );
    await renderProfile(<Page lang="pl" params={{}} />, {
      lang: 'pl',
      route: '/pl/profile/orders',
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => row.dataset.number)).toEqual(['1042', '1041']);
    expect(within(rows[0]!).getByRole('heading')).toHaveTextContent('Zamówienie nr 1042');
    expect(within(rows[0]!).getByTestId('order-status')).toHaveTextContent('Wysłane');
    expect(within(rows[1]!).getByTestId('order-status')).toHaveTextContent('Anulowane');
    expect(rows[0]).toHaveTextContent('20 listopada 2026');
    expect(within(rows[0]!).getByTestId('order-total')).toHaveTextContent('89,80 zł');
    expect(sent.lines()).toEqual(['GET order?page=1&limit=10&lang=pl']);
  });

  it("shows on demand the checkout's summary of an order and its statuses", async () => {
    ordersAre(pageOf([testOrder()]));
    const summaries: AnyRemoteFragmentProps[] = [];
    const page = withFragments(<Page lang="en" params={{}} />, (props) => {
      summaries.push(props);
      return <p data-testid="order-summary">{props.name}</p>;
    });
    await renderProfile(page, { route: '/en/profile/orders' });
    const toggle = await screen.findByRole('button', { name: 'Show details' });
    expect(screen.getByTestId('order-details')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByTestId('order-details');
    expect(details).toBeVisible();
    expect(within(details).getByTestId('order-summary')).toHaveTextContent('OrderSummary');
    expect(summaries.at(-1)).toMatchObject({
      name: 'OrderSummary',
      lang: 'en',
      order: testOrder(),
    });
    const history = within(within(details).getByTestId('order-history')).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Placed'),
      expect.stringContaining('Confirmed'),
      expect.stringContaining('Shipped'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(details).not.toBeVisible();
  });

  it("says when the checkout's summary cannot come, and still shows the statuses", async () => {
    ordersAre(pageOf([testOrder()]));
    await renderProfile(<Page lang="pl" params={{}} />, {
      lang: 'pl',
      route: '/pl/profile/orders',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pokaż szczegóły' }));
    const details = screen.getByTestId('order-details');
    expect(within(details).getByTestId('order-summary-unavailable')).toHaveTextContent(
      'Produktów i kwot tego zamówienia nie można teraz pokazać.',
    );
    expect(within(details).getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks for the page in the address and links the pages around it', async () => {
    ordersAre(pageOf([testOrder()], { total: 25, page: 2, pages: 3 }));
    await renderProfile(<Page lang="en" params={{}} />, { route: '/en/profile/orders?page=2' });
    const paging = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(within(paging).getByText('Page 2 of 3')).toBeVisible();
    expect(within(paging).getByRole('link', { name: 'Newer orders' })).toHaveAttribute(
      'href',
      '/en/profile/orders',
    );
    expect(within(paging).getByRole('link', { name: 'Older orders' })).toHaveAttribute(
      'href',
      '/en/profile/orders?page=3',
    );
    expect(sent.lines()).toEqual(['GET order?page=2&limit=10&lang=en']);
  });

  it('leads a customer without orders to the catalog', async () => {
    ordersAre(pageOf([]));
    await renderProfile(<Page lang="ru" params={{}} />, {
      lang: 'ru',
      route: '/ru/profile/orders',
    });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('У вас пока нет заказов.');
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/ru/catalog',
    );
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    apiServer.use(http.get(apiPath('order'), () => apiError(500, 'UNKNOWN_ERROR')));
    await renderProfile(<Page lang="en" params={{}} />, { route: '/en/profile/orders' });
    expect(await screen.findByTestId('profile-load-error')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sent.lines()).toEqual([
      'GET order?page=1&limit=10&lang=en',
      'GET order?page=1&limit=10&lang=en',
    ]);
  });
});

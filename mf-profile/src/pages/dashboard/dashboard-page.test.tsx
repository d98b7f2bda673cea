import { testUser } from '@storefront/shared/testing';
import { apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderProfile, testOrder, testPromoCode } from '../../testing/render-profile';
import { dashboardPage } from './dashboard-page';

const Page = dashboardPage.Component;

const orders = [
  testOrder({ id: 'o-3', number: 1043, status: 'NEW' }),
  testOrder({ id: 'o-2', number: 1042, status: 'DELIVERED' }),
  testOrder({ id: 'o-1', number: 1041, status: 'CANCELLED' }),
];

setUpFakeApi();

describe('the profile dashboard', () => {
  it('greets the customer and sums up orders, favorites and promo codes', async () => {
    apiServer.use(
      http.get(apiPath('order'), () =>
        HttpResponse.json({ items: orders, total: 7, page: 1, limit: 3, pages: 3 }),
      ),
      http.get(apiPath('promo-code'), () =>
        HttpResponse.json([
          testPromoCode({ id: 'a' }),
          testPromoCode({ id: 'b', state: 'USED' }),
          testPromoCode({ id: 'c' }),
        ]),
      ),
    );
    await renderProfile(<Page lang="ru" params={{}} />, {
      lang: 'ru',
      user: testUser({ firstName: 'Елена', favoriteProducts: ['p-1', 'p-2', 'p-3', 'p-4', 'p-5'] }),
    });
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('Здравствуйте, Елена!');
    const recent = await screen.findAllByTestId('recent-order');
    expect(recent.map((order) => order.dataset.number)).toEqual(['1043', '1042', '1041']);
    expect(within(recent[0]!).getByRole('link')).toHaveAttribute('href', '/ru/profile/orders');
    expect(within(recent[0]!).getByTestId('order-status')).toHaveTextContent('Оформлен');
    expect(within(recent[1]!).getByTestId('order-status')).toHaveTextContent('Доставлен');
    expect(recent[0]).toHaveTextContent('89,80');
    expect(screen.getByTestId('dashboard-favorites-count')).toHaveTextContent('5 товаров');
    expect(await screen.findByTestId('dashboard-promo-codes-count')).toHaveTextContent(
      '2 активных кода',
    );
    expect(sent.lines()).toContain('GET order?page=1&limit=3&lang=ru');
  });

  it('links every page of the profile and marks the current one', async () => {
    // The default shop: no orders, no promo codes.
    await renderProfile(<Page lang="en" params={{}} />, { route: '/en/profile' });
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/profile',
      '/en/profile/orders',
      '/en/profile/details',
      '/en/profile/favorites',
      '/en/profile/promo-codes',
    ]);
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'My orders' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await screen.findByTestId('dashboard-orders-empty')).toHaveTextContent(
      'You have no orders yet.',
    );
    expect(await screen.findByTestId('dashboard-promo-codes-count')).toHaveTextContent(
      '0 active codes',
    );
  });
});

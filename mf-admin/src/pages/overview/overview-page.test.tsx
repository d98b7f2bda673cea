import { apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { overviewPage } from './overview-page';

setUpFakeApi();

describe('the overview', () => {
  it("shows the orders waiting by status and the stock to look at, in the page's language", async () => {
    apiServer.use(
      http.get(apiPath('admin/overview'), () =>
        HttpResponse.json({
          orders: { NEW: 3, PACKED: 1 },
          ordersToday: 4,
          outOfStock: 2,
          lowStock: 5,
        }),
      ),
    );
    const { Component } = overviewPage;
    await renderAdmin(<Component lang="pl" params={{}} />, { lang: 'pl' });
    expect(await screen.findByTestId('overview-NEW')).toHaveTextContent('Nowe3');
    expect(screen.getByTestId('overview-CONFIRMED')).toHaveTextContent('Potwierdzone0');
    expect(screen.getByTestId('overview-today')).toHaveTextContent('Złożone dziś4');
    expect(screen.getByTestId('overview-out-of-stock')).toHaveTextContent('Wyprzedane2');
    // The stock figures open the stock list, filtered as they count.
    expect(within(screen.getByTestId('overview-out-of-stock')).getByRole('link')).toHaveAttribute(
      'href',
      '/pl/admin/stock?level=sold-out',
    );
    expect(within(screen.getByTestId('overview-low-stock')).getByRole('link')).toHaveAttribute(
      'href',
      '/pl/admin/stock?level=low',
    );
    const nav = screen.getByRole('navigation', { name: 'Panel sklepu' });
    expect(within(nav).getByRole('link', { name: 'Przegląd' })).toHaveAttribute(
      'href',
      '/pl/admin',
    );
    expect(nav).toHaveTextContent('Zalogowano jako: właściciel');
  });

  it('offers to ask again when the figures cannot be had', async () => {
    apiServer.use(http.get(apiPath('admin/overview'), () => HttpResponse.error()));
    const { Component } = overviewPage;
    await renderAdmin(<Component lang="en" params={{}} />);
    expect(await screen.findByTestId('admin-load-error')).toHaveTextContent('Try again');
  });
});

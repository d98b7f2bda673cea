import type { SupplySummary } from '@storefront/shared/admin';
import { apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { suppliesPage } from './supplies-page';

setUpFakeApi();

const received: SupplySummary = {
  id: 's7',
  number: 7,
  status: 'RECEIVED',
  supplier: 'Hario Europe',
  note: null,
  lineCount: 2,
  units: 15,
  cost: 61188,
  version: 2,
  createdAt: '2026-11-29T09:00:00Z',
  receivedAt: '2026-11-30T08:00:00Z',
  createdBy: { name: 'Marta Nowak', email: 'marta@shop.example' },
};

describe('the deliveries', () => {
  it('lists them newest first, of the status the address names, with what they cost', async () => {
    apiServer.use(
      http.get(apiPath('admin/supplies'), () =>
        HttpResponse.json({ items: [received], total: 1, page: 1, limit: 20, pages: 1 }),
      ),
    );
    const { Component } = suppliesPage;
    await renderAdmin(<Component lang="ua" params={{}} />, {
      lang: 'ua',
      route: '/ua/admin/supplies?status=RECEIVED',
    });
    const table = await screen.findByRole('table', { name: 'Поставки, спершу нові: 1' });
    expect(sent.lines()).toContain('GET admin/supplies?page=1&status=RECEIVED');
    const [row] = within(table).getAllByTestId('supply-row');
    expect(within(row!).getByRole('link', { name: 'Поставка 7' })).toHaveAttribute(
      'href',
      '/ua/admin/supplies/s7',
    );
    expect(row).toHaveTextContent('Прийнята');
    expect(row).toHaveTextContent('Hario Europe');
    expect(row).toHaveTextContent(/611,88\s*PLN/);
    const filter = screen.getByRole('navigation', { name: 'Поставки за статусом' });
    expect(within(filter).getByRole('link', { name: 'Прийнята' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Нова поставка' })).toHaveAttribute(
      'href',
      '/ua/admin/supplies/new',
    );
  });
});

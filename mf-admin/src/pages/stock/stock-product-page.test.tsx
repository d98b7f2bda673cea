import type { StockHistory, StockMovement } from '@storefront/shared/admin';
import { apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { stockProductPage } from './stock-product-page';

setUpFakeApi();

const PRODUCT_ID = '0d6f1c2b-3a4e-4f5a-9b8c-7d6e5f4a3b2c';
const none = { supply: null, order: null, staff: null, customer: null, reason: null };
const marta = { name: 'Marta Nowak', email: 'marta@shop.example' };

const movements: StockMovement[] = [
  {
    ...none,
    id: 'm5',
    kind: 'CORRECTION',
    quantity: -2,
    stockAfter: 11,
    createdAt: '2026-11-30T12:10:00Z',
    staff: marta,
    reason: 'Stłuczka przy rozładunku',
  },
  {
    ...none,
    id: 'm4',
    kind: 'ORDER',
    quantity: -1,
    stockAfter: 13,
    createdAt: '2026-11-30T11:00:00Z',
    order: { id: 'o1', number: 1042 },
    customer: { name: 'Anna Kowalska', email: 'anna@example.com' },
  },
  {
    ...none,
    id: 'm3',
    kind: 'SUPPLY',
    quantity: 12,
    stockAfter: 14,
    createdAt: '2026-11-29T09:00:00Z',
    supply: { id: 's1', number: 7 },
    staff: { name: '', email: 'magazyn@shop.example' },
  },
  {
    ...none,
    id: 'm1',
    kind: 'INITIAL',
    quantity: 2,
    stockAfter: 2,
    createdAt: '2026-11-01T10:00:00Z',
  },
];

const history: StockHistory = {
  product: {
    id: PRODUCT_ID,
    name: 'Kawiarka na 6 filiżanek',
    slug: 'stovetop',
    stock: 11,
    visible: true,
  },
  items: movements,
  total: 4,
  page: 1,
  limit: 20,
  pages: 1,
};

describe("a product's stock history", () => {
  it('lists each movement: when, what, the change, the stock after, its record and who', async () => {
    apiServer.use(http.get(apiPath(`admin/stock/${PRODUCT_ID}`), () => HttpResponse.json(history)));
    const { Component } = stockProductPage;
    await renderAdmin(<Component lang="pl" params={{ productId: PRODUCT_ID }} />, { lang: 'pl' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Historia stanu: Kawiarka na 6 filiżanek',
      }),
    ).toBeInTheDocument();
    expect(sent.lines()).toContain(`GET admin/stock/${PRODUCT_ID}?lang=pl&page=1`);
    const table = screen.getByRole('table', {
      name: 'Każda zmiana stanu produktu Kawiarka na 6 filiżanek, od najnowszej',
    });
    const rows = within(table).getAllByTestId('history-row');
    const cells = (index: number) =>
      within(rows[index]!)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Korekta',
      'Złożone zamówienie',
      'Przyjęta dostawa',
      'Stan początkowy',
    ]);
    expect(cells(0)).toEqual([
      '−2',
      '11',
      '—',
      'Marta Nowakmarta@shop.example',
      'Stłuczka przy rozładunku',
    ]);
    expect(cells(1)).toEqual([
      '−1',
      '13',
      'Zamówienie 1042',
      'Anna Kowalska (klient)anna@example.com',
      '—',
    ]);
    expect(cells(2)).toEqual(['+12', '14', 'Dostawa 7', 'magazyn@shop.example', '—']);
    expect(within(rows[2]!).getByRole('link', { name: 'Dostawa 7' })).toHaveAttribute(
      'href',
      '/pl/admin/supplies/s1',
    );
    expect(screen.getByTestId('history-stock')).toHaveTextContent('11');
    expect(
      screen.getByRole('button', { name: 'Koryguj stan: Kawiarka na 6 filiżanek' }),
    ).toBeInTheDocument();
  });
});

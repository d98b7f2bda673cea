import type { AdminProductPage } from '@storefront/shared/admin';
import { testUser } from '@storefront/shared/testing';
import { apiPath, apiServer, setUpFakeApi, testStaffSession } from '@storefront/shared/testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { productsPage } from './products-page';

setUpFakeApi();

const page: AdminProductPage = {
  items: [
    {
      id: 'p-1',
      slug: 'copper-kettle',
      name: 'Miedziany czajnik',
      category: { slug: 'brewing', name: 'Parzenie' },
      brand: { slug: 'kumo-craft', name: 'Kumo Craft' },
      price: 18900,
      discountPrice: 15900,
      salePrice: 15900,
      stock: 4,
      visible: false,
      image: '/api/v1/images/uploads/a.webp',
      missing: ['ru', 'ua'],
      version: 3,
    },
  ],
  total: 41,
  page: 2,
  limit: 20,
  pages: 3,
  languages: { main: 'pl', all: ['pl', 'en', 'ru', 'ua'] },
};

/** The list's answers, and the queries the page asked them with. */
function answerList() {
  const asked: URLSearchParams[] = [];
  apiServer.use(
    http.get(apiPath('admin/products'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(page);
    }),
    http.get(apiPath('category'), () =>
      HttpResponse.json([
        { slug: 'brewing', name: 'Parzenie', description: '', image: null, productCount: 8 },
      ]),
    ),
    http.get(apiPath('brand'), () =>
      HttpResponse.json([{ slug: 'kumo-craft', name: 'Kumo Craft', country: 'JP' }]),
    ),
  );
  return asked;
}

describe('the product list', () => {
  it('asks for the page and filters of its address, and shows them in a table with headers and a caption', async () => {
    const asked = answerList();
    const { Component } = productsPage;
    await renderAdmin(<Component lang="pl" params={{}} />, {
      lang: 'pl',
      route: '/pl/admin/products?hidden=true&missing=ru&page=2&q=czajnik',
    });
    const table = await screen.findByRole('table', {
      name: 'Produkty 21–21 z 41, od najnowszych',
    });
    expect(asked.at(-1)?.toString()).toBe('lang=pl&page=2&q=czajnik&hidden=true&missing=ru');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Zdjęcie',
      'Nazwa',
      'Kategoria',
      'Marka',
      'Cena',
      'Cena w sklepie',
      'Stan',
      'Stan w sklepie',
    ]);
    const row = within(table).getByRole('rowheader', { name: /Miedziany czajnik/ });
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/pl/admin/products/p-1');
    expect(within(table).getByText('Ukryty')).toBeInTheDocument();
    expect(within(table).getByText('Brak tekstów: rosyjski, ukraiński')).toBeInTheDocument();
    expect(screen.getByLabelText('Szukaj')).toHaveValue('czajnik');
    expect(screen.getByRole('navigation', { name: 'Strony listy produktów' })).toHaveTextContent(
      'Strona 2 z 3',
    );
    expect(screen.getByRole('link', { name: 'Nowy produkt' })).toHaveAttribute(
      'href',
      '/pl/admin/products/new',
    );
  });

  it('puts the filters chosen in the address, from the first page', async () => {
    const asked = answerList();
    const { Component } = productsPage;
    await renderAdmin(<Component lang="en" params={{}} />, { route: '/en/admin/products?page=2' });
    await screen.findByRole('table');
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Stock'), 'Sold out');
    await user.type(screen.getByLabelText('Search'), 'kettle');
    await user.click(screen.getByRole('button', { name: 'Show products' }));
    await screen.findByRole('table');
    expect(asked.at(-1)?.toString()).toBe('lang=en&page=1&q=kettle&inStock=false');
  });

  it('offers no new product to a manager, who may read the products only', async () => {
    answerList();
    apiServer.use(
      http.get(apiPath('admin/session'), () => HttpResponse.json(testStaffSession('MANAGER'))),
    );
    const { Component } = productsPage;
    await renderAdmin(<Component lang="en" params={{}} />, {
      user: testUser({ role: 'Customer', staffRole: 'MANAGER' }),
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
  });
});

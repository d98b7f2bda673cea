import {
  makeStore,
  storeApi,
  type Category,
  type PagePrefetchContext,
  type ProductPage,
  type ProductSummary,
} from '@storefront/shared';
import { TEST_STORE, renderWithLoadedStore } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import en from '../../locales/en/catalog.json';
import { catalogPage, categoryPage } from './catalog-pages';

const TOTAL = 64;

const card = (index: number): ProductSummary => ({
  id: `p${index}`,
  slug: `tea-${index}`,
  name: `Tea ${index}`,
  price: 1000 + index,
  discountPrice: null,
  stock: 5,
  availability: 'in_stock',
  featured: false,
  arrivedAt: '2026-11-01T00:00:00.000Z',
  image: null,
  category: { slug: 'tea', name: 'Tea' },
  brand: null,
});

const tea: Category = { slug: 'tea', name: 'Tea', description: '', image: null, productCount: 64 };

/** The catalog's 64 products as the API pages them, refusing pages deeper than it goes. */
const catalog = http.get(apiPath('product'), ({ request }) => {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  if ((page - 1) * limit >= 10_000)
    return apiError(400, 'ENTITY_BAD_REQUEST', { fields: { page: 'too deep' } });
  const from = (page - 1) * limit;
  const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - from)) }, (_, index) =>
    card(from + index + 1),
  );
  const answer: ProductPage = { items, total: TOTAL, page, limit, pages: Math.ceil(TOTAL / limit) };
  return HttpResponse.json(answer);
});

setUpFakeApi();

beforeEach(() => {
  apiServer.use(
    catalog,
    http.get(apiPath('brand'), () => HttpResponse.json([])),
    http.get(apiPath('category'), () => HttpResponse.json([tea])),
  );
});

async function contextAt(query: string, params: Record<string, string> = {}) {
  const store = makeStore();
  await store.dispatch(storeApi.util.upsertQueryData('getStore', undefined, TEST_STORE));
  const context: PagePrefetchContext = {
    dispatch: store.dispatch,
    getState: store.getState,
    lang: 'en',
    params,
    search: new URLSearchParams(query),
  };
  return context;
}

describe('a listing page past its last', () => {
  it('does not exist: 64 products make four pages of 20, and no fifth', async () => {
    const validate = async (query: string) => catalogPage.validate!(await contextAt(query));
    expect(await validate('')).toBe(true);
    expect(await validate('page=4')).toBe(true);
    expect(await validate('page=5')).toBe(false);
    // Deeper than the API pages at all: it refuses the page, and the page is missing all the same.
    expect(await validate('page=999')).toBe(false);
  });

  it('does not exist in a category either, while its first pages do', async () => {
    const validate = async (query: string) =>
      categoryPage.validate!(await contextAt(query, { category: 'tea' }));
    expect(await validate('page=2')).toBe(true);
    expect(await validate('page=999')).toBe(false);
  });

  it('is not an outage: an API that cannot answer gives its own status', async () => {
    apiServer.use(http.get(apiPath('product'), () => apiError(503, 'UNKNOWN_ERROR')));
    expect(await catalogPage.validate!(await contextAt('page=2'))).toEqual({ status: 503 });
  });
});

describe('a listing whose products do not come', () => {
  const render = (route: string) =>
    renderWithLoadedStore(<catalogPage.Component lang="en" params={{}} />, {
      route,
      namespaces: { catalog: en },
    });

  it('says so with a way to try again, instead of loading forever', async () => {
    let fail = true;
    apiServer.use(
      http.get(apiPath('product'), () => (fail ? apiError(500, 'UNKNOWN_ERROR') : undefined)),
    );
    await render('/en/catalog');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.listing.failed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: en.listing.retry }));
    expect(await screen.findByText('Products found: 64')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Tea \d+$/ })).toHaveLength(20);
  });

  it('past the last page: says where the list ends and links to its last page', async () => {
    await render('/en/catalog?sort=name&page=5');
    expect(await screen.findByText('There is no page 5: the list ends at page 4.')).toBeVisible();
    expect(screen.getByRole('link', { name: en.listing.last_page })).toHaveAttribute(
      'href',
      '/en/catalog?sort=name&page=4',
    );
  });
});

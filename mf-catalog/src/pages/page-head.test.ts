import {
  DEFAULT_PUBLIC_STORE,
  makeStore,
  storeApi,
  type Category,
  type PagePrefetchContext,
  type ProductDetail,
  type PublicStore,
} from '@storefront/shared';
import { createTestI18n } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { http, HttpResponse } from 'msw';
import pl from '../locales/pl/catalog.json';
import { catalogApi, categoryApi } from '../api/catalog-api';
import { categoryPage, featuredPage } from './catalog/catalog-pages';
import { productPage } from './product/product-page';

const store: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  mainInfo: { ...DEFAULT_PUBLIC_STORE.mainInfo, name: 'Verde Market', languageCode: 'pl' },
  seo: {
    ...DEFAULT_PUBLIC_STORE.seo,
    product: {
      title: { pl: '{product-name} za {price} {separator} {site-name}' },
      description: { pl: '{brand}: {product-name} z kategorii {category}' },
    },
  },
};

const tea: Category = {
  slug: 'tea',
  name: 'Herbata',
  description: 'Herbaty liściaste',
  image: null,
  productCount: 1,
};

const sencha: ProductDetail = {
  id: 'p1',
  slug: 'sencha',
  name: 'Sencha z Kioto',
  price: 4990,
  discountPrice: 3990,
  stock: 5,
  availability: 'in_stock',
  featured: false,
  arrivedAt: '2026-11-01T00:00:00.000Z',
  image: '/api/v1/images/products/sencha.svg',
  category: { slug: 'tea', name: 'Herbata' },
  brand: { slug: 'kumo', name: 'Kumo Craft' },
  description: 'Zielona herbata',
  attributes: [],
  images: ['/api/v1/images/products/sencha.svg'],
  related: [],
};

async function storeWith() {
  const appStore = makeStore();
  await appStore.dispatch(storeApi.util.upsertQueryData('getStore', undefined, store));
  return appStore;
}

const t = createTestI18n('pl', { catalog: pl }).getFixedT('pl', 'catalog');

function contextOf(
  appStore: Awaited<ReturnType<typeof storeWith>>,
  params: Record<string, string>,
) {
  const context: PagePrefetchContext = {
    dispatch: appStore.dispatch,
    getState: appStore.getState,
    lang: 'pl',
    params,
    search: new URLSearchParams(),
  };
  return context;
}

setUpFakeApi();

describe('the product page decides its head and its status', () => {
  it("fills the store's product templates from the product, with an absolute image", async () => {
    const appStore = await storeWith();
    await appStore.dispatch(
      catalogApi.util.upsertQueryData('getProduct', { slug: 'sencha', lang: 'pl' }, sencha),
    );
    const head = productPage.head!({
      lang: 'pl',
      params: { category: 'tea', slug: 'sencha' },
      state: appStore.getState(),
      origin: 'https://shop.example',
      t,
    });
    expect(head).toMatchObject({
      title: '{product-name} za {price} {separator} {site-name}',
      description: '{brand}: {product-name} z kategorii {category}',
      productName: 'Sencha z Kioto',
      category: 'Herbata',
      brand: 'Kumo Craft',
      websitePrefix: false,
      ogImage: 'https://shop.example/api/v1/images/products/sencha.svg?w=1280&dpr=1&format=jpeg',
    });
    expect(head.price).toMatch(/^39,90\s?zł$/);
  });

  it('has no head of its own before its data is there', async () => {
    const appStore = await storeWith();
    const context = { lang: 'pl' as const, params: { slug: 'sencha' }, origin: '', t };
    expect(productPage.head!({ ...context, state: appStore.getState() })).toEqual({});
  });

  it('exists for a product of the catalog, under its own category only', async () => {
    // The catalog has the Sencha, and no other product.
    apiServer.use(
      http.get(apiPath('product/:slug'), ({ params }) =>
        params.slug === sencha.slug ? HttpResponse.json(sencha) : apiError(404, 'ENTITY_NOT_FOUND'),
      ),
    );
    const appStore = await storeWith();
    const validate = (params: Record<string, string>) =>
      productPage.validate!(contextOf(appStore, params));
    expect(await validate({ category: 'tea', slug: 'sencha' })).toBe(true);
    expect(await validate({ category: 'coffee', slug: 'sencha' })).toBe(false);
    expect(await validate({ category: 'tea', slug: 'nope' })).toBe(false);
  });
});

describe('a category page decides its head and its status', () => {
  it("is titled by the category, prefixed by the store's name", async () => {
    const appStore = await storeWith();
    await appStore.dispatch(categoryApi.util.upsertQueryData('getCategories', 'pl', [tea]));
    const state = appStore.getState();
    const head = categoryPage.head!({
      lang: 'pl',
      params: { category: 'tea' },
      state,
      origin: '',
      t,
    });
    expect(head).toEqual({
      title: 'Herbata',
      description: 'Herbaty liściaste',
      websitePrefix: true,
      category: 'Herbata',
    });
  });

  it('exists for a category of the catalog only', async () => {
    apiServer.use(http.get(apiPath('category'), () => HttpResponse.json([tea])));
    const appStore = await storeWith();
    expect(await categoryPage.validate!(contextOf(appStore, { category: 'tea' }))).toBe(true);
    expect(await categoryPage.validate!(contextOf(appStore, { category: 'cups' }))).toBe(false);
  });

  it('a ready-made list is titled in the page language', () => {
    const head = featuredPage.head!({ lang: 'pl', params: {}, state: {} as never, origin: '', t });
    expect(head).toEqual({
      title: pl.pages.featured.title,
      description: pl.pages.featured.intro,
      websitePrefix: true,
    });
  });
});

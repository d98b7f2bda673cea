import type { AdminBrand, AdminCategory } from '@storefront/shared/admin';
import { apiPath, apiServer } from '@storefront/shared/testing/api';
import { http, HttpResponse } from 'msw';

/** A category as the back office reads it, named in every language given. */
export function testCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: 'c-1',
    slug: 'brewing',
    name: { pl: 'Parzenie', en: 'Brewing' },
    description: { pl: 'Czajniki i dripy.', en: 'Kettles and drippers.' },
    image: null,
    position: 0,
    hidden: false,
    productCount: 8,
    missing: [],
    version: 1,
    ...overrides,
  };
}

export function testBrand(overrides: Partial<AdminBrand> = {}): AdminBrand {
  return {
    id: 'b-1',
    slug: 'kumo-craft',
    name: 'Kumo Craft',
    country: 'JP',
    position: 0,
    hidden: false,
    productCount: 3,
    version: 1,
    ...overrides,
  };
}

/** The fake API answers the back office's lists of categories and brands with these. */
export function answerCatalogLists(
  categories: AdminCategory[] = [testCategory()],
  brands: AdminBrand[] = [testBrand()],
) {
  apiServer.use(
    http.get(apiPath('admin/categories'), () =>
      HttpResponse.json({ items: categories, languages: { main: 'pl', all: ['pl', 'en'] } }),
    ),
    http.get(apiPath('admin/brands'), () => HttpResponse.json({ items: brands })),
  );
}

import {
  DEFAULT_PUBLIC_STORE,
  makeStore,
  userSet,
  type CustomerPromoCode,
  type Language,
  type Order,
  type ProductSummary,
  type PublicStore,
  type User,
} from '@storefront/shared';
import { renderWithLoadedStore, testUser } from '@storefront/shared/testing';
import type { ReactElement } from 'react';
import en from '../locales/en';
import pl from '../locales/pl';
import ru from '../locales/ru';
import ua from '../locales/ua';

const MESSAGES = { en, pl, ru, ua };

export const TEST_STORE: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  id: 'store-1',
  contactInfo: { ...DEFAULT_PUBLIC_STORE.contactInfo, pickupAddress: 'ul. Zielona 5, Warszawa' },
  currency: { PLN: { active: true, rate: 1 }, EUR: { active: true, rate: 0.25 } },
};

interface RenderOptions {
  lang?: Language;
  /** The signed-in customer; null renders for a guest. */
  user?: User | null;
  route?: string;
}

/** Renders profile UI in a store set up as the shell sets it up: a loaded shop and a user. */
export async function renderProfile(
  ui: ReactElement,
  { lang = 'en', user = testUser(), route }: RenderOptions = {},
) {
  const appStore = makeStore();
  if (user) appStore.dispatch(userSet(user));
  return renderWithLoadedStore(ui, {
    publicStore: TEST_STORE,
    store: appStore,
    lang,
    route,
    namespaces: { profile: MESSAGES[lang] },
  });
}

export interface Reply {
  status: number;
  body?: unknown;
}

type Handler = (request: Request, body: unknown) => Reply | Promise<Reply>;

/**
 * Answers the API's requests by `METHOD path` (the path after /api/v1, without the query), e.g.
 * `{ 'GET order': { status: 200, body: page } }`; anything else is a 404.
 */
export function mockApi(routes: Record<string, Reply | Handler>) {
  return jest.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url, location.origin).pathname.replace(/^\/api\/v1\//, '');
    const route = routes[`${request.method} ${path}`];
    const text = await request.clone().text();
    const reply =
      typeof route === 'function'
        ? await route(request, text ? JSON.parse(text) : undefined)
        : route;
    const { status, body } = reply ?? {
      status: 404,
      body: { statusCode: 404, code: 'ENTITY_NOT_FOUND' },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** The requests a mocked fetch received, as `METHOD path?query`. */
export function requestsOf(fetch: jest.SpyInstance): string[] {
  return fetch.mock.calls.map(([input]) => {
    const url = new URL((input as Request).url, location.origin);
    return `${(input as Request).method} ${url.pathname.replace(/^\/api\/v1\//, '')}${url.search}`;
  });
}

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    number: 1042,
    status: 'SHIPPED',
    history: [
      { status: 'NEW', at: '2026-11-20T09:15:00.000Z' },
      { status: 'CONFIRMED', at: '2026-11-20T11:00:00.000Z' },
      { status: 'SHIPPED', at: '2026-11-21T08:30:00.000Z' },
    ],
    createdAt: '2026-11-20T09:15:00.000Z',
    customerType: 'REGISTERED',
    language: 'en',
    contact: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+48 600100200',
    },
    delivery: { method: 'INPOST_PARCEL_LOCKER', pointCode: 'WAW22A', country: 'PL' },
    paymentMethod: 'BANK_TRANSFER',
    paymentInstructions: null,
    comment: null,
    currency: 'PLN',
    lines: [
      {
        productId: 'p-1',
        slug: 'sencha-kyoto-100g',
        name: 'Sencha Kyoto 100 g',
        image: null,
        quantity: 2,
        unitPrice: 4990,
        regularPrice: 4990,
        lineTotal: 9980,
      },
    ],
    subtotal: 9980,
    promotion: null,
    promoCode: { code: 'K7QM-2XPA-9RTE', type: 'AMOUNT', value: 1000, discount: 1000 },
    discount: 1000,
    deliveryPrice: 0,
    total: 8980,
    ...overrides,
  };
}

export function testProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 'p-1',
    slug: 'sencha-kyoto-100g',
    name: 'Sencha Kyoto 100 g',
    price: 4990,
    discountPrice: null,
    stock: 5,
    availability: 'in_stock',
    featured: false,
    arrivedAt: '2026-11-01T00:00:00.000Z',
    image: '/api/v1/images/products/sencha.svg',
    category: { slug: 'tea', name: 'Tea' },
    brand: { slug: 'kumo-craft', name: 'Kumo Craft' },
    ...overrides,
  };
}

export function testPromoCode(overrides: Partial<CustomerPromoCode> = {}): CustomerPromoCode {
  return {
    id: 'code-1',
    code: 'K7QM-2XPA-9RTE',
    type: 'AMOUNT',
    value: 2000,
    userId: 'user-1',
    state: 'ACTIVE',
    usedAt: null,
    expiresAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

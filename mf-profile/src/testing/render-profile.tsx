import {
  makeStore,
  userSet,
  type CustomerPromoCode,
  type Language,
  type Order,
  type ProductSummary,
  type User,
} from '@storefront/shared';
import { renderWithLoadedStore, testUser } from '@storefront/shared/testing';
import type { ReactElement } from 'react';
import en from '../locales/en';
import pl from '../locales/pl';
import ru from '../locales/ru';
import ua from '../locales/ua';

const MESSAGES = { en, pl, ru, ua };

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
    store: appStore,
    lang,
    route,
    namespaces: { profile: MESSAGES[lang] },
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

import {
  DEFAULT_PUBLIC_STORE,
  makeStore,
  type Language,
  type PublicStore,
} from '@storefront/shared';
import { renderWithLoadedStore } from '@storefront/shared/testing';
import type { ReactElement } from 'react';
import { cartRestored, type CartLine } from '../features/cart/cart-slice';
import { setupCart } from '../features/cart/setup-cart';
import en from '../locales/en';
import pl from '../locales/pl';
import ru from '../locales/ru';
import ua from '../locales/ua';

const MESSAGES = { en, pl, ru, ua };
const { delivery } = DEFAULT_PUBLIC_STORE;

/** A shop with pickup, parcel lockers (Poland, Czechia) and InPost's courier, in PLN and EUR. */
export const TEST_STORE: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  id: 'store-1',
  contactInfo: { ...DEFAULT_PUBLIC_STORE.contactInfo, pickupAddress: 'ul. Zielona 5, Warszawa' },
  currency: { PLN: { active: true, rate: 1 }, EUR: { active: true, rate: 0.25 } },
  delivery: {
    ...delivery,
    LOCAL_PICKUP: { active: true, paymentOptions: ['CASH', 'BANK_TRANSFER'] },
    INPOST_PARCEL_LOCKER: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT'],
      countries: ['PL', 'CZ'],
    },
    INPOST_COURIER: {
      ...delivery.INPOST_COURIER,
      active: true,
      paymentOptions: ['BANK_TRANSFER'],
      price: 1500,
      freeDelivery: true,
      freeDeliveryFrom: 20000,
    },
  },
};

export const SENCHA: CartLine = {
  productId: '3f1c6c1e-8a4b-4a55-9a7c-0d4b7e0d1f11',
  slug: 'sencha-kyoto-100g',
  categorySlug: 'tea',
  name: 'Sencha Kyoto 100 g',
  image: null,
  unitPrice: 4990,
  quantity: 2,
  stock: 5,
};

export const KETTLE: CartLine = {
  productId: '9b2d7f44-1c3e-4e8a-8d21-5a6f0b9c2e33',
  slug: 'gooseneck-kettle',
  categorySlug: 'gear',
  name: 'Gooseneck kettle',
  image: '/api/v1/images/products/kettle.svg',
  unitPrice: 18900,
  quantity: 1,
  stock: 3,
};

interface RenderOptions {
  lang?: Language;
  lines?: CartLine[];
  store?: PublicStore;
  route?: string;
}

/** Renders checkout UI in a store set up as the shell sets it up, with a cart and a loaded shop. */
export async function renderCheckout(
  ui: ReactElement,
  { lang = 'en', lines = [], store = TEST_STORE, route }: RenderOptions = {},
) {
  const appStore = makeStore();
  setupCart(appStore.dispatch);
  appStore.dispatch(cartRestored(lines));
  return renderWithLoadedStore(ui, {
    publicStore: store,
    store: appStore,
    lang,
    route,
    namespaces: { checkout: MESSAGES[lang] },
  });
}

export interface MockReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers the page's requests with JSON (a thrown error is a network failure). */
export function mockApi(
  answer: (request: Request, body: unknown) => MockReply | Promise<MockReply>,
) {
  return jest.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const { status, body, headers } = await answer(request, text ? JSON.parse(text) : undefined);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
}

import { makeStore, type Language, type PublicStore } from '@storefront/shared';
import { TEST_STORE, renderWithLoadedStore } from '@storefront/shared/testing';
import type { ReactElement } from 'react';
import { cartRestored, type CartLine } from '../features/cart/cart-slice';
import { setupCart } from '../features/cart/setup-cart';
import en from '../locales/en';
import pl from '../locales/pl';
import ru from '../locales/ru';
import ua from '../locales/ua';

const MESSAGES = { en, pl, ru, ua };

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

import { ORDER_LIMITS, makeStore, type EstimateLine } from '@storefront/shared';
import { KETTLE, SENCHA } from '../../testing/render-checkout';
import {
  itemAdded,
  lineRemoved,
  linesRefreshed,
  quantityChanged,
  selectCartCount,
  selectCartLines,
  selectCartSubtotal,
  type CartLine,
} from './cart-slice';
import { CART_STORAGE_KEY, parseStoredCart, serializeCart } from './cart-storage';
import { setupCart } from './setup-cart';

function cartStore() {
  const store = makeStore();
  setupCart(store.dispatch);
  return store;
}

const lineOf = (productId: string, quantity: number, stock: number): CartLine => ({
  ...SENCHA,
  productId,
  quantity,
  stock,
});

afterEach(() => localStorage.clear());

describe('the cart', () => {
  it('keeps quantities between 1 and the stock, and within the order limit', () => {
    const store = cartStore();
    store.dispatch(itemAdded({ ...SENCHA, quantity: 8, stock: 5 }));
    expect(selectCartLines(store.getState())[0]!.quantity).toBe(5);
    store.dispatch(quantityChanged({ productId: SENCHA.productId, quantity: 0 }));
    expect(selectCartLines(store.getState())[0]!.quantity).toBe(1);
    store.dispatch(itemAdded({ ...KETTLE, quantity: 150, stock: 1000 }));
    expect(selectCartLines(store.getState())[1]!.quantity).toBe(ORDER_LIMITS.maxQuantity);
  });

  it('adds a product it holds to its line, within the stock', () => {
    const store = cartStore();
    store.dispatch(itemAdded({ ...SENCHA, quantity: 2 }));
    store.dispatch(itemAdded({ ...SENCHA, quantity: 2 }));
    expect(selectCartLines(store.getState())).toEqual([{ ...SENCHA, quantity: 4 }]);
    store.dispatch(itemAdded({ ...SENCHA, quantity: 3 }));
    expect(selectCartLines(store.getState())[0]!.quantity).toBe(SENCHA.stock);
  });

  it('takes no product out of stock and no line past the limit', () => {
    const store = cartStore();
    store.dispatch(itemAdded({ ...SENCHA, stock: 0 }));
    expect(selectCartLines(store.getState())).toEqual([]);
    for (let index = 0; index <= ORDER_LIMITS.maxLines; index += 1) {
      store.dispatch(itemAdded(lineOf(`product-${index}`, 1, 10)));
    }
    expect(selectCartLines(store.getState())).toHaveLength(ORDER_LIMITS.maxLines);
  });

  it('counts the units and adds up the prices', () => {
    const store = cartStore();
    store.dispatch(itemAdded(SENCHA));
    store.dispatch(itemAdded(KETTLE));
    expect(selectCartCount(store.getState())).toBe(3);
    expect(selectCartSubtotal(store.getState())).toBe(2 * 4990 + 18900);
    store.dispatch(lineRemoved(SENCHA.productId));
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('takes fresh prices and stock from an estimate, shrinking what is no longer there', () => {
    const store = cartStore();
    store.dispatch(itemAdded({ ...SENCHA, quantity: 4 }));
    const fresh: EstimateLine = {
      ...SENCHA,
      name: 'Sencha Kioto 100 g',
      unitPrice: 3990,
      regularPrice: 4990,
      lineTotal: 7980,
      stock: 2,
    };
    store.dispatch(linesRefreshed([fresh]));
    expect(selectCartLines(store.getState())[0]).toMatchObject({
      name: 'Sencha Kioto 100 g',
      unitPrice: 3990,
      stock: 2,
      quantity: 2,
    });
  });
});

describe('the saved cart', () => {
  it('comes back in a new page with the same lines', () => {
    const first = cartStore();
    first.dispatch(itemAdded(SENCHA));
    first.dispatch(itemAdded(KETTLE));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject({ version: 1 });
    expect(selectCartLines(cartStore().getState())).toEqual([SENCHA, KETTLE]);
  });

  it('is empty when what is stored is not a cart', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ version: 99, lines: [SENCHA] }))).toEqual([]);
    expect(
      parseStoredCart(JSON.stringify({ version: 1, lines: [{ ...SENCHA, quantity: -1 }] })),
    ).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ version: 1, lines: 'x' }))).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, '[1,2,3]');
    expect(selectCartLines(cartStore().getState())).toEqual([]);
  });

  it('merges repeated lines and clamps quantities it reads', () => {
    const text = serializeCart([
      { ...SENCHA, quantity: 40 },
      { ...SENCHA, quantity: 1 },
    ]);
    expect(parseStoredCart(text)).toEqual([{ ...SENCHA, quantity: SENCHA.stock }]);
  });

  it('is saved once per change however often the cart is set up', () => {
    const store = makeStore();
    setupCart(store.dispatch);
    setupCart(store.dispatch);
    const save = jest.spyOn(Storage.prototype, 'setItem');
    store.dispatch(itemAdded(SENCHA));
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRestore();
  });

  it('follows the changes another tab makes', () => {
    const store = cartStore();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: CART_STORAGE_KEY,
        newValue: serializeCart([KETTLE]),
        storageArea: localStorage,
      }),
    );
    expect(selectCartLines(store.getState())).toEqual([KETTLE]);
  });
});

import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { addAppListener, rootReducer, type AppDispatch, type RootState } from '@storefront/shared';
import {
  cartCleared,
  cartRestored,
  cartSlice,
  itemAdded,
  lineRemoved,
  linesRefreshed,
  quantityChanged,
  selectCartLines,
} from './cart-slice';
import { browserStorage } from '../browser-storage';
import { CART_STORAGE_KEY, parseStoredCart, readStoredCart, writeStoredCart } from './cart-storage';

/** What the shopper changes is saved; a cart restored from storage is not written back. */
const changesCart = isAnyOf(itemAdded, quantityChanged, lineRemoved, cartCleared, linesRefreshed);
const saveCart = (_action: UnknownAction, api: { getState: () => RootState }) =>
  writeStoredCart(selectCartLines(api.getState()));

const storesSetUp = new WeakSet<AppDispatch>();

/**
 * Puts the cart into the shell's store: the slice, the cart saved in localStorage, saving on
 * every change, and the changes other tabs make. Safe to call more than once per store.
 */
export function setupCart(dispatch: AppDispatch): void {
  cartSlice.injectInto(rootReducer);
  if (storesSetUp.has(dispatch)) return;
  storesSetUp.add(dispatch);
  dispatch(cartRestored(readStoredCart()));
  dispatch(addAppListener({ matcher: changesCart, effect: saveCart }));
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    // Another tab changed the cart, or cleared the whole storage (key null).
    if (event.storageArea !== browserStorage('localStorage')) return;
    if (event.key === CART_STORAGE_KEY || event.key === null) {
      dispatch(cartRestored(parseStoredCart(event.newValue)));
    }
  });
}

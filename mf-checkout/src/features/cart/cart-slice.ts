import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  ORDER_LIMITS,
  type DeliveryMethod,
  type EstimateLine,
  type RootState,
} from '@storefront/shared';

/** A product in the cart, with what the shopper saw of it when it was added or last checked. */
export interface CartLine {
  productId: string;
  slug: string;
  /** The product's category, for the link to its page. */
  categorySlug: string;
  name: string;
  image: string | null;
  /** The price of one unit as last seen, in minor units of the store's main currency. */
  unitPrice: number;
  quantity: number;
  /** Units in stock as last seen. */
  stock: number;
}

/** What the open checkout asks its estimate for, beside the cart's lines. */
export interface EstimateChoice {
  method: DeliveryMethod;
  promoCode: string | undefined;
}

export interface CartState {
  lines: CartLine[];
  /**
   * The checkout's method and applied code while the checkout is open: the mini cart asks the
   * same estimate then, so the page asks the shop once (not saved with the cart).
   */
  checkoutChoice?: EstimateChoice | null;
}

declare module '@storefront/shared' {
  interface LazyLoadedSlices {
    cart: CartState;
  }
}

/** The most units of a product one order may take: its stock within the order limit, 1 at least. */
export const maxQuantityOf = (stock: number): number =>
  Math.max(1, Math.min(stock, ORDER_LIMITS.maxQuantity));

export const clampQuantity = (quantity: number, stock: number): number =>
  Math.min(Math.max(1, Math.floor(quantity) || 1), maxQuantityOf(stock));

const initialState: CartState = { lines: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Adds units of a product (payload.quantity of them), merged with its line if it has one. */
    itemAdded(state, { payload }: PayloadAction<CartLine>) {
      const line = state.lines.find((item) => item.productId === payload.productId);
      if (line) {
        Object.assign(line, payload, {
          quantity: clampQuantity(line.quantity + payload.quantity, payload.stock),
        });
        return;
      }
      if (payload.stock <= 0 || state.lines.length >= ORDER_LIMITS.maxLines) return;
      state.lines.push({ ...payload, quantity: clampQuantity(payload.quantity, payload.stock) });
    },
    quantityChanged(state, { payload }: PayloadAction<{ productId: string; quantity: number }>) {
      const line = state.lines.find((item) => item.productId === payload.productId);
      if (line) line.quantity = clampQuantity(payload.quantity, line.stock);
    },
    lineRemoved(state, { payload }: PayloadAction<string>) {
      state.lines = state.lines.filter((line) => line.productId !== payload);
    },
    cartCleared(state) {
      state.lines = [];
    },
    /** The cart as saved (at start, or by another tab). */
    cartRestored(state, { payload }: PayloadAction<CartLine[]>) {
      state.lines = payload;
    },
    /** The open checkout's method and code, or null once it closes. */
    checkoutChoiceChanged(state, { payload }: PayloadAction<EstimateChoice | null>) {
      state.checkoutChoice = payload;
    },
    /** Fresh names, prices and stock from an estimate; quantities shrink to what is in stock. */
    linesRefreshed(state, { payload }: PayloadAction<EstimateLine[]>) {
      for (const fresh of payload) {
        const line = state.lines.find((item) => item.productId === fresh.productId);
        if (!line) continue;
        line.name = fresh.name;
        line.image = fresh.image;
        line.unitPrice = fresh.unitPrice;
        line.stock = fresh.stock;
        if (fresh.stock > 0) line.quantity = clampQuantity(line.quantity, fresh.stock);
      }
    },
  },
});

export const {
  itemAdded,
  quantityChanged,
  lineRemoved,
  cartCleared,
  cartRestored,
  linesRefreshed,
  checkoutChoiceChanged,
} = cartSlice.actions;

// Before the checkout remote is set up the cart is not in the store: it reads as empty.
export const selectCartLines = (state: RootState): CartLine[] =>
  state.cart?.lines ?? initialState.lines;

/** The open checkout's estimate choice; null when no checkout is open. */
export const selectCheckoutChoice = (state: RootState): EstimateChoice | null =>
  state.cart?.checkoutChoice ?? null;

/** Units in the cart, all products together. */
export const selectCartCount = (state: RootState): number =>
  selectCartLines(state).reduce((sum, line) => sum + line.quantity, 0);

/** The cart's value at the prices last seen, in minor units of the main currency. */
export const selectCartSubtotal = (state: RootState): number =>
  selectCartLines(state).reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

export const selectQuantityInCart = (state: RootState, productId: string): number =>
  selectCartLines(state).find((line) => line.productId === productId)?.quantity ?? 0;

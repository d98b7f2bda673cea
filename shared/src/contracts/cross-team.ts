import type { ReactNode } from 'react';
import type { ProductSummary } from './catalog';
import type { Language } from './languages';
import type { Order } from './order';
import type { RemoteName } from '../routing/routes';

/**
 * What the checkout's AddToCart needs of a product: the cart line it makes (name, price, picture
 * and the product page's address) and the stock it may add up to. A catalog product has all of
 * it, so a page passes its product as it is; nothing is fetched again.
 */
export type CartProduct = Pick<
  ProductSummary,
  'id' | 'slug' | 'name' | 'price' | 'discountPrice' | 'stock' | 'image'
> & { category: Pick<ProductSummary['category'], 'slug'> };

/**
 * The fragments teams embed in each other's pages, by name: the props each takes besides `lang`.
 * The embedding page's props and the owner's component are both checked against them, so a
 * mismatch fails the typecheck of the team that breaks it.
 */
export interface FragmentContracts {
  /** A quantity and the button adding it to the cart; `compact`: the button alone, adding one. */
  AddToCart: { product: CartProduct; compact?: boolean };
  /** The header's cart button and its panel. */
  MiniCart: Record<never, never>;
  /** The header's account button: sign in, or the customer's menu. */
  AccountMenu: Record<never, never>;
  /**
   * The heart marking a product as a favorite; `productName` (in the page language) names the
   * product in the button's label, so a list of hearts is not a list of the same words.
   */
  FavoriteToggle: { productId: string; productName?: string };
  /** The header's search box with its suggestions. */
  HeaderSearch: Record<never, never>;
  /** A product's card (picture, name, price, stock, heart); `children`: the page's own actions. */
  ProductCard: { product: ProductSummary; children?: ReactNode };
  /** A placed order: its lines, delivery with its destination, payment and amounts. */
  OrderSummary: { order: Order };
}

export type FragmentName = keyof FragmentContracts;

/** What a fragment receives: the page language and the props of its contract. */
export type FragmentProps<N extends FragmentName> = { lang: Language } & FragmentContracts[N];

/** The remote that provides each fragment. */
export const FRAGMENT_OWNERS = {
  AddToCart: 'checkout',
  MiniCart: 'checkout',
  AccountMenu: 'profile',
  FavoriteToggle: 'profile',
  HeaderSearch: 'catalog',
  ProductCard: 'catalog',
  OrderSummary: 'checkout',
} as const satisfies Record<FragmentName, RemoteName>;

/**
 * The overlays (dialogs) any team opens by id (`overlay.open('login')`, `?overlay=login`), and
 * who provides each: a remote, or the shell itself. Every overlay takes `OverlayProps`.
 */
export const OVERLAY_OWNERS = {
  login: 'profile',
  register: 'profile',
  'forgot-password': 'profile',
  'reset-password': 'profile',
  'cookie-settings': 'shell',
} as const satisfies Record<string, RemoteName | 'shell'>;

export type OverlayName = keyof typeof OVERLAY_OWNERS;

/** Route middleware a page lists by name (`middleware: ['auth']`), and the remote providing it. */
export const MIDDLEWARE_OWNERS = {
  /** A signed-in customer's pages: a guest is asked to sign in first. */
  auth: 'profile',
  /**
   * The back office's pages: a guest is asked to sign in first, anyone signed in who is not
   * of the shop's staff gets a "no access" screen (403).
   */
  staff: 'admin',
} as const satisfies Record<string, RemoteName>;

export type MiddlewareName = keyof typeof MIDDLEWARE_OWNERS;

/** Names in `owners` whose owner is `owner`. */
export type OwnedBy<Owners extends Record<string, string>, Owner extends string> = {
  [N in keyof Owners]: Owners[N] extends Owner ? N : never;
}[keyof Owners];

/** Whether a name from outside the code (an address's `?overlay=`) is an overlay's. */
export function isOverlayName(id: string): id is OverlayName {
  return Object.hasOwn(OVERLAY_OWNERS, id);
}

// A type test, run by `npm run typecheck` (never executed): each `@ts-expect-error` line below
// must be an error, so if a broken contract stopped being one, the typecheck fails.
import { lazy } from 'react';
import type { ProductDetail, ProductSummary } from './catalog';
import type { FragmentProps } from './cross-team';
import type { OverlayProps, PageModule, RemoteModule } from './remote';
import { overlay } from '../overlays/overlay-store';
import { RemoteFragment } from '../fragments/remote-fragment';

declare const detail: ProductDetail;
declare const card: ProductSummary;

/** A page embedding fragments: the props are checked against each fragment's contract. */
export const pageEmbeds = [
  // A catalog product has everything AddToCart needs, as it is.
  <RemoteFragment name="AddToCart" lang="en" product={detail} />,
  <RemoteFragment name="AddToCart" lang="pl" product={card} compact />,
  <RemoteFragment name="FavoriteToggle" lang="en" productId={card.id} />,
  <RemoteFragment name="MiniCart" lang="ua" placeholder={null} fallback="…" />,
  // @ts-expect-error a product without its price, stock and picture
  <RemoteFragment name="AddToCart" lang="en" product={{ id: 'p-1', name: 'Sencha' }} />,
  // @ts-expect-error AddToCart takes a product, not an id
  <RemoteFragment name="AddToCart" lang="en" productId="p-1" />,
  // @ts-expect-error a prop that no fragment's contract has
  <RemoteFragment name="FavoriteToggle" lang="en" productId="p-1" product={card} />,
  // @ts-expect-error an id is a string
  <RemoteFragment name="FavoriteToggle" lang="en" productId={1} />,
  // @ts-expect-error `compact` is a yes or no
  <RemoteFragment name="AddToCart" lang="en" product={card} compact="yes" />,
  // @ts-expect-error every fragment is told the page language
  <RemoteFragment name="MiniCart" />,
  // @ts-expect-error a fragment that no team provides
  <RemoteFragment name="CartPage" lang="en" />,
];

/** What the checkout provides must take what its contract gives, and be all of it. */
const MiniCart = lazy(async () => ({ default: (_: FragmentProps<'MiniCart'>) => null }));
const AddToCart = lazy(async () => ({ default: (_: FragmentProps<'AddToCart'>) => null }));
const WantsMore = lazy(async () => ({
  default: (_: FragmentProps<'AddToCart'> & { quantity: number }) => null,
}));
const base = {
  name: 'checkout',
  pages: {},
  overlays: {},
  middleware: {},
  loadMessages: async () => ({}),
} as const;
type Checkout = RemoteModule<'checkout'>;

// What the checkout provides besides the fragment each case is about.
const others = { MiniCart, OrderSummary: MiniCart };

export const owners = [
  { ...base, fragments: { AddToCart, ...others } } satisfies Checkout,
  // A fragment may use less than its contract gives.
  { ...base, fragments: { ...others, AddToCart: MiniCart } } satisfies Checkout,
  // @ts-expect-error an AddToCart that needs a prop the contract does not give
  { ...base, fragments: { ...others, AddToCart: WantsMore } } satisfies Checkout,
  // @ts-expect-error the checkout's contract lists MiniCart too
  { ...base, fragments: { AddToCart, OrderSummary: MiniCart } } satisfies Checkout,
  // @ts-expect-error FavoriteToggle is the profile's
  { ...base, fragments: { AddToCart, ...others, FavoriteToggle: MiniCart } } satisfies Checkout,
];

/** The profile provides overlays and a middleware: all of them too. */
const Dialog = lazy(async () => ({ default: (_: OverlayProps) => null }));
const Heart = lazy(async () => ({ default: (_: FragmentProps<'FavoriteToggle'>) => null }));
const profile = {
  name: 'profile',
  pages: {},
  loadMessages: async () => ({}),
  fragments: { AccountMenu: MiniCart, FavoriteToggle: Heart },
  overlays: {
    login: Dialog,
    register: Dialog,
    'forgot-password': Dialog,
    'reset-password': Dialog,
  },
} as const;

export const profiles = [
  { ...profile, middleware: { auth: () => undefined } } satisfies RemoteModule<'profile'>,
  // @ts-expect-error the profile's contract lists the `auth` middleware
  { ...profile, middleware: {} } satisfies RemoteModule<'profile'>,
  // @ts-expect-error and the reset-password dialog
  { ...profile, overlays: { login: Dialog } } satisfies RemoteModule<'profile'>,
];

/** Overlays and middleware are named by the contracts too. */
export function overlaysAndMiddleware(): PageModule[] {
  overlay.open('login');
  // @ts-expect-error an overlay that no one provides
  overlay.open('sign-in');
  return [
    { Component: () => null, middleware: ['auth'] },
    // @ts-expect-error a middleware that no one provides
    { Component: () => null, middleware: ['admin'] },
    // @ts-expect-error a page is personal by its route's declaration (`private: true`), not its own
    { Component: () => null, personal: true },
  ];
}

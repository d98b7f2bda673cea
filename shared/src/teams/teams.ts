/**
 * The one declaration of the teams the shop is made of: the shell and each remote, the port it
 * serves on locally, and the routes it owns (route name → path after the language prefix). Route
 * names, remote names, each route's owner and the default ports are all derived from it; the
 * lists that cannot be (the root package.json, docker-compose.yml, a remote's package.json and
 * webpack config, the e2e topology) are checked against it by `repository-wiring.test.ts`, and
 * each remote's `pages` must have exactly its routes (`RemotePages`).
 *
 * A declared route is routed: its owner ships the page in the same change that declares it. A
 * route about one shopper (their cart, an order, their account) is declared `private: true`, and
 * that is all it needs: it is never indexed nor in the sitemap, and the shell's server renders
 * only the layout around its page (`PRIVATE_ROUTES`).
 */
export const TEAMS = {
  shell: {
    port: 3000,
    routes: { 'not-found': '404' },
  },
  catalog: {
    port: 3001,
    routes: {
      home: '',
      catalog: 'catalog',
      'catalog-featured': 'catalog/featured',
      'catalog-discounts': 'catalog/discounts',
      'catalog-latest-arrivals': 'catalog/latest-arrivals',
      'catalog-category': 'catalog/:category',
      product: 'catalog/:category/:slug',
    },
  },
  checkout: {
    port: 3002,
    routes: {
      checkout: { path: 'checkout', private: true },
      'checkout-complete': { path: 'checkout-complete', private: true },
      'order-tracking': 'order-tracking',
    },
  },
  profile: {
    port: 3003,
    routes: {
      profile: { path: 'profile', private: true },
      'profile-orders': { path: 'profile/orders', private: true },
      'profile-details': { path: 'profile/details', private: true },
      'profile-favorites': { path: 'profile/favorites', private: true },
      'profile-promo-codes': { path: 'profile/promo-codes', private: true },
    },
  },
  content: {
    port: 3004,
    routes: {
      'contact-us': 'contact-us',
      'privacy-policy': 'privacy-policy',
      'terms-and-conditions': 'terms-and-conditions',
    },
  },
  // The back office: for the shop's staff only, in a layout of its own.
  admin: {
    port: 3005,
    routes: {
      admin: { path: 'admin', private: true, layout: 'admin' },
      'admin-orders': { path: 'admin/orders', private: true, layout: 'admin' },
      'admin-order': { path: 'admin/orders/:orderId', private: true, layout: 'admin' },
      'admin-promo-codes': { path: 'admin/promo-codes', private: true, layout: 'admin' },
      'admin-promotions': { path: 'admin/promotions', private: true, layout: 'admin' },
      'admin-promotion-new': { path: 'admin/promotions/new', private: true, layout: 'admin' },
      'admin-promotion': { path: 'admin/promotions/:promotionId', private: true, layout: 'admin' },
      'admin-audit': { path: 'admin/audit', private: true, layout: 'admin' },
      'admin-emails': { path: 'admin/emails', private: true, layout: 'admin' },
      'admin-email': { path: 'admin/emails/:kind/:language', private: true, layout: 'admin' },
      'admin-products': { path: 'admin/products', private: true, layout: 'admin' },
      'admin-product-new': { path: 'admin/products/new', private: true, layout: 'admin' },
      'admin-product': { path: 'admin/products/:productId', private: true, layout: 'admin' },
      'admin-stock': { path: 'admin/stock', private: true, layout: 'admin' },
      'admin-stock-product': {
        path: 'admin/stock/products/:productId',
        private: true,
        layout: 'admin',
      },
      'admin-supplies': { path: 'admin/supplies', private: true, layout: 'admin' },
      'admin-supply-new': { path: 'admin/supplies/new', private: true, layout: 'admin' },
      'admin-supply': { path: 'admin/supplies/:supplyId', private: true, layout: 'admin' },
      'admin-settings-delivery': {
        path: 'admin/settings/delivery',
        private: true,
        layout: 'admin',
      },
      'admin-settings-schedule': {
        path: 'admin/settings/schedule',
        private: true,
        layout: 'admin',
      },
      'admin-staff': { path: 'admin/staff', private: true, layout: 'admin' },
      'admin-translations': { path: 'admin/translations', private: true, layout: 'admin' },
      'admin-messages': { path: 'admin/messages', private: true, layout: 'admin' },
      'admin-message': { path: 'admin/messages/:messageId', private: true, layout: 'admin' },
    },
  },
} as const satisfies TeamsDeclaration;

/** A route's path after the language prefix (`:name` segments are parameters), and its kind. */
export interface RouteDeclaration {
  path: string;
  /** A page about one shopper: never indexed, never in the sitemap, rendered by the browser. */
  private?: true;
  /**
   * The shell's layout the page is shown in (`default` when absent): known from the declaration,
   * so the page has its own frame while its remote is still loading, on the server too.
   */
  layout?: string;
}

export interface TeamDeclaration {
  /** Where the team's app serves locally (`npm start`, its dev server). */
  port: number;
  /** Route name → its path, or its declaration when it is private. */
  routes: Readonly<Record<string, string | RouteDeclaration>>;
}

/** The shape of the declaration; tests build fixtures of it. */
export type TeamsDeclaration = Readonly<Record<string, TeamDeclaration>> & {
  shell: TeamDeclaration;
};

export type TeamName = keyof typeof TEAMS;

/** Teams that ship a remote (every team but the shell). */
export type RemoteName = Exclude<TeamName, 'shell'>;

/** The routes a team owns. */
export type RouteOf<Team extends TeamName> = keyof (typeof TEAMS)[Team]['routes'];

export type RouteName = { [Team in TeamName]: RouteOf<Team> }[TeamName];

/** The remotes of a declaration, in their declared order. */
export function remotesOf<Teams extends TeamsDeclaration>(
  teams: Teams,
): Exclude<keyof Teams & string, 'shell'>[] {
  return Object.keys(teams).filter(
    (name): name is Exclude<keyof Teams & string, 'shell'> => name !== 'shell',
  );
}

export const REMOTE_NAMES: readonly RemoteName[] = remotesOf(TEAMS);

/** The port each remote serves on locally. */
export const DEFAULT_REMOTE_PORTS = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, TEAMS[name].port]),
) as Readonly<Record<RemoteName, number>>;

/** The routes a team owns, in declared order. */
export function routesOf<Team extends TeamName>(team: Team): RouteOf<Team>[] {
  return Object.keys(TEAMS[team].routes) as RouteOf<Team>[];
}

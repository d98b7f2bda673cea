import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contracts/languages';

/** Teams that own pages (see "Architecture" in the README). */
export type RemoteName = 'catalog' | 'checkout' | 'profile' | 'content';

/**
 * The storefront routes: name, path after the language prefix, and owner.
 * Static segments come before parameters, so `catalog/featured` is never read as a category.
 */
export const ROUTES = [
  { name: 'home', path: '', owner: 'catalog' },
  { name: 'not-found', path: '404', owner: 'shell' },
  { name: 'profile', path: 'profile', owner: 'profile' },
  { name: 'profile-orders', path: 'profile/orders', owner: 'profile' },
  { name: 'profile-details', path: 'profile/details', owner: 'profile' },
  { name: 'profile-favorites', path: 'profile/favorites', owner: 'profile' },
  { name: 'profile-promo-codes', path: 'profile/promo-codes', owner: 'profile' },
  { name: 'catalog', path: 'catalog', owner: 'catalog' },
  { name: 'catalog-featured', path: 'catalog/featured', owner: 'catalog' },
  { name: 'catalog-discounts', path: 'catalog/discounts', owner: 'catalog' },
  { name: 'catalog-latest-arrivals', path: 'catalog/latest-arrivals', owner: 'catalog' },
  { name: 'catalog-category', path: 'catalog/:category', owner: 'catalog' },
  { name: 'product', path: 'catalog/:category/:slug', owner: 'catalog' },
  { name: 'checkout', path: 'checkout', owner: 'checkout' },
  { name: 'checkout-complete', path: 'checkout-complete', owner: 'checkout' },
  { name: 'contact-us', path: 'contact-us', owner: 'content' },
  { name: 'order-tracking', path: 'order-tracking', owner: 'checkout' },
  { name: 'privacy-policy', path: 'privacy-policy', owner: 'content' },
  { name: 'terms-and-conditions', path: 'terms-and-conditions', owner: 'content' },
] as const satisfies readonly { name: string; path: string; owner: RemoteName | 'shell' }[];

export type RouteDefinition = (typeof ROUTES)[number];
export type RouteName = RouteDefinition['name'];
export type RouteParams = Record<string, string | number>;

export const NOT_FOUND_ROUTE: RouteName = 'not-found';

/**
 * Pages about one shopper (the cart, an order, the account): never indexed by search engines and
 * left out of the sitemap. Their pages and the shell server both answer `noindex, nofollow`.
 */
export const PRIVATE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'checkout',
  'checkout-complete',
  'profile',
  'profile-orders',
  'profile-details',
  'profile-favorites',
  'profile-promo-codes',
]);

export const PRIVATE_ROBOTS = 'noindex, nofollow';

const routesByName = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.name, route]));

export function getRoute(name: string): RouteDefinition | undefined {
  return routesByName.get(name);
}

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && routesByName.has(value);
}

/** Route parameters whose value is written in lowercase in links. */
const LOWERCASED_PARAMS = new Set(['category']);

/**
 * The path of a named route in a language, e.g. `localePath('catalog-category',
 * { category: 'Shoes' }, 'pl')` is `/pl/catalog/shoes`. An unknown route name resolves to the
 * not-found route; a missing parameter throws, since it is a programming error.
 */
export function localePath(
  name: string,
  params: RouteParams = {},
  lang: Language = DEFAULT_LANGUAGE,
): string {
  const route = getRoute(name) ?? getRoute(NOT_FOUND_ROUTE)!;
  const segments = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const key = segment.slice(1);
      const value = params[key];
      if (value === undefined || value === '') {
        throw new Error(`Missing route parameter "${key}" for route "${route.name}"`);
      }
      const text = String(value);
      return encodeURIComponent(LOWERCASED_PARAMS.has(key) ? text.toLowerCase() : text);
    });
  return ['', lang, ...segments].join('/');
}

export interface RouteMatch {
  lang: Language;
  route: RouteDefinition;
  params: Record<string, string>;
}

/** Splits `/pl/catalog/shoes` into its language, route and parameters; null when none matches. */
export function matchRoute(pathname: string): RouteMatch | null {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLanguage(first)) return null;
  for (const route of ROUTES) {
    const params = matchSegments(route.path.split('/').filter(Boolean), rest);
    if (params) return { lang: first, route, params };
  }
  return null;
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** The language a path starts with, if any. */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLanguage(first) ? first : null;
}

/** The same page in another language: `/en/contact-us` → `/pl/contact-us`. */
export function switchLanguagePath(pathname: string, lang: Language): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  return ['', lang, ...segments].join('/');
}

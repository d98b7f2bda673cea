import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contracts/languages';
import {
  TEAMS,
  type RemoteName,
  type RouteName,
  type TeamName,
  type TeamsDeclaration,
} from '../teams/teams';

export type { RemoteName, RouteName } from '../teams/teams';

/**
 * A route: its name, its path after the language prefix, the team that owns it, and whether it is
 * private (see `RouteDeclaration`).
 */
export interface RouteDefinition<Name extends string = RouteName, Owner extends string = TeamName> {
  name: Name;
  path: string;
  owner: Owner;
  private?: true;
  /** The shell's layout of the route's page (see `RouteDeclaration`). */
  layout?: string;
}

type RouteNameIn<Teams extends TeamsDeclaration> = {
  [Team in keyof Teams]: keyof Teams[Team]['routes'] & string;
}[keyof Teams];

/** The shape of a path: `catalog/:category` and `catalog/:slug` are the same path. */
const shapeOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');

/**
 * The routes of a declaration, in declared order. A route name or a path declared twice is a
 * mistake in the declaration, and throws.
 */
export function routeTable<Teams extends TeamsDeclaration>(
  teams: Teams,
): RouteDefinition<RouteNameIn<Teams>, keyof Teams & string>[] {
  const routes = Object.entries(teams).flatMap(([owner, team]) =>
    Object.entries(team.routes).map(([name, route]) => ({
      name,
      ...(typeof route === 'string' ? { path: route } : route),
      owner,
    })),
  ) as RouteDefinition<RouteNameIn<Teams>, keyof Teams & string>[];
  for (const [index, route] of routes.entries()) {
    const twin = routes
      .slice(0, index)
      .find((other) => other.name === route.name || shapeOf(other.path) === shapeOf(route.path));
    if (twin) {
      throw new Error(
        `Routes "${twin.name}" (${twin.owner}) and "${route.name}" (${route.owner}) clash`,
      );
    }
  }
  return routes;
}

/** Every route of the shop, from the teams' declaration. */
export const ROUTES: readonly RouteDefinition[] = routeTable(TEAMS);

export type RouteParams = Record<string, string | number>;

export const NOT_FOUND_ROUTE: RouteName = 'not-found';

/** The names of a table's routes declared `private: true`. */
export function privateRoutesIn<Name extends string>(
  routes: readonly RouteDefinition<Name, string>[],
): ReadonlySet<Name> {
  return new Set(routes.filter((route) => route.private).map((route) => route.name));
}

/**
 * Pages about one shopper (the cart, an order, the account), as the teams' declaration marks
 * them: never indexed by search engines and left out of the sitemap (the shell server answers
 * `noindex, nofollow`), and personal: the shell's server renders the layout around the page and
 * leaves its content to the browser, so no answer about a person is ever part of a page a cache
 * could keep or another visitor could get.
 */
export const PRIVATE_ROUTES: ReadonlySet<RouteName> = privateRoutesIn(ROUTES);

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

export interface RouteMatch<Route extends RouteDefinition<string, string> = RouteDefinition> {
  lang: Language;
  route: Route;
  params: Record<string, string>;
}

/**
 * The order routes are tried in: where two paths of the same length first differ, a static
 * segment wins over a parameter, so `catalog/featured` is never read as a category, whichever
 * team declares which.
 */
function matchOrder<Route extends RouteDefinition<string, string>>(routes: readonly Route[]) {
  const key = (route: Route) =>
    route.path
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? '1' : '0'))
      .join('');
  return [...routes].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function firstMatch<Route extends RouteDefinition<string, string>>(
  ordered: readonly Route[],
  pathname: string,
): RouteMatch<Route> | null {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLanguage(first)) return null;
  for (const route of ordered) {
    const params = matchSegments(route.path.split('/').filter(Boolean), rest);
    if (params) return { lang: first, route, params };
  }
  return null;
}

/** Splits a path by a table of routes (`routeTable` of a declaration); null when none matches. */
export function matchRouteIn<Route extends RouteDefinition<string, string>>(
  routes: readonly Route[],
  pathname: string,
): RouteMatch<Route> | null {
  return firstMatch(matchOrder(routes), pathname);
}

const ROUTES_IN_MATCH_ORDER = matchOrder(ROUTES);

/** Splits `/pl/catalog/shoes` into its language, route and parameters; null when none matches. */
export function matchRoute(pathname: string): RouteMatch | null {
  return firstMatch(ROUTES_IN_MATCH_ORDER, pathname);
}

/**
 * Whether a match (or a route, as `{ route }`) is a page of the shop: not a path that matches no
 * route, nor the not-found route (`/en/404`), which both answer 404 with the not-found screen.
 */
export function isRealPage<Match extends Pick<RouteMatch, 'route'>>(
  match: Match | null,
): match is Match {
  return match !== null && match.route.name !== NOT_FOUND_ROUTE;
}

/** The remote that renders a route's page; undefined for the shell's own (not-found). */
export function ownerOf(name: RouteName): RemoteName | undefined {
  const owner = getRoute(name)?.owner;
  return owner === 'shell' ? undefined : owner;
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

import {
  PRIVATE_ROUTES,
  getRoute,
  localePath,
  matchRouteIn,
  ownerOf,
  privateRoutesIn,
  routeTable,
} from '../routing/routes';
import { pagesAgainstDeclaration } from '../testing';
import {
  DEFAULT_REMOTE_PORTS,
  REMOTE_NAMES,
  TEAMS,
  routesOf,
  type TeamsDeclaration,
} from './teams';

describe('the teams declaration', () => {
  it('gives the remotes, their ports and the routes each owns', () => {
    expect(REMOTE_NAMES).toEqual(['catalog', 'checkout', 'profile', 'content', 'admin']);
    expect(DEFAULT_REMOTE_PORTS).toEqual({
      catalog: 3001,
      checkout: 3002,
      profile: 3003,
      content: 3004,
      admin: 3005,
    });
    expect(routesOf('content')).toEqual(['contact-us', 'privacy-policy', 'terms-and-conditions']);
    expect(ownerOf('product')).toBe('catalog');
    expect(ownerOf('order-tracking')).toBe('checkout');
    // The shell's own page is rendered by no remote.
    expect(ownerOf('not-found')).toBeUndefined();
  });

  it('routes a route added to a remote in one declaration, owned by that remote', () => {
    const teams = {
      ...TEAMS,
      content: { ...TEAMS.content, routes: { ...TEAMS.content.routes, faq: 'help/:topic' } },
    } satisfies TeamsDeclaration;
    const match = matchRouteIn(routeTable(teams), '/pl/help/delivery');
    expect(match?.route).toEqual({ name: 'faq', path: 'help/:topic', owner: 'content' });
    expect(match?.params).toEqual({ topic: 'delivery' });
  });

  it('makes a route declared private private, and leaves every other one public', () => {
    const teams = {
      ...TEAMS,
      content: {
        ...TEAMS.content,
        routes: { ...TEAMS.content.routes, inbox: { path: 'inbox/:id', private: true } },
      },
    } satisfies TeamsDeclaration;
    const routes = routeTable(teams);
    expect(matchRouteIn(routes, '/en/inbox/7')?.route).toEqual({
      name: 'inbox',
      path: 'inbox/:id',
      owner: 'content',
      private: true,
    });
    const privateRoutes = privateRoutesIn(routes);
    expect(privateRoutes.has('inbox')).toBe(true);
    expect(privateRoutes.has('contact-us')).toBe(false);
    expect([...privateRoutes].sort()).toEqual([...PRIVATE_ROUTES, 'inbox'].sort());
  });

  it('declares private the pages about one shopper (the cart, the order placed, the account) and the back office', () => {
    const admin = routesOf('admin');
    expect(admin.length).toBeGreaterThan(0);
    expect([...PRIVATE_ROUTES]).toEqual([
      'checkout',
      'checkout-complete',
      'profile',
      'profile-orders',
      'profile-details',
      'profile-favorites',
      'profile-promo-codes',
      ...admin,
    ]);
  });

  it('puts every page of the back office in its own layout, under /admin', () => {
    for (const name of routesOf('admin')) {
      expect(getRoute(name)).toMatchObject({ layout: 'admin', private: true });
      expect(
        localePath(
          name,
          {
            orderId: 'x',
            productId: 'x',
            supplyId: 'x',
            promotionId: 'x',
            kind: 'x',
            language: 'x',
            messageId: 'x',
          },
          'pl',
        ),
      ).toMatch(/^\/pl\/admin(\/|$)/);
    }
  });

  it('prefers a static path to a parameter, whichever team declares it first', () => {
    const teams = {
      shell: TEAMS.shell,
      content: { port: 3004, routes: { help: 'help/:topic' } },
      checkout: { port: 3002, routes: { 'help-delivery': 'help/delivery' } },
    } satisfies TeamsDeclaration;
    expect(matchRouteIn(routeTable(teams), '/en/help/delivery')?.route.name).toBe('help-delivery');
    expect(matchRouteIn(routeTable(teams), '/en/help/returns')?.route.name).toBe('help');
  });

  it('refuses a route name or a path that two teams declare', () => {
    expect(() =>
      routeTable({ ...TEAMS, search: { port: 3005, routes: { product: 'search' } } }),
    ).toThrow('Routes "product" (catalog) and "product" (search) clash');
    expect(() =>
      routeTable({ ...TEAMS, search: { port: 3005, routes: { search: 'catalog/:query' } } }),
    ).toThrow('Routes "catalog-category" (catalog) and "search" (search) clash');
  });

  it("tells a remote's pages that are missing and those no route of it declares", () => {
    const page = async () => ({ Component: () => null });
    expect(
      pagesAgainstDeclaration({ name: 'content', pages: { 'contact-us': page, faq: page } }),
    ).toEqual({ missing: ['privacy-policy', 'terms-and-conditions'], undeclared: ['faq'] });
  });
});

/**
 * @jest-environment node
 */
import { makeStore, matchRoute, PRIVATE_ROUTES, type PageModule } from '@storefront/shared';
import type { ShellWiring } from '../app/wiring-context';
import { preparePage } from './prepare-page';
import { createServerTexts } from './server-texts';

/** Prepares the page at `path` on the server, its remote providing `page` for it. */
async function prepared(path: string, page: PageModule) {
  const match = matchRoute(path)!;
  const wiring = {
    remote: async () => ({
      name: 'checkout',
      loadMessages: async () => ({}),
      pages: { [match.route.name]: async () => page },
    }),
    middleware: async () => () => undefined,
  } as unknown as ShellWiring;
  return preparePage(match, {
    wiring,
    store: makeStore(),
    texts: createServerTexts(),
    url: path,
    until: Date.now() + 1000,
  });
}

describe('a page the server prepares', () => {
  // A check that would make a public page missing.
  const page = (): PageModule => ({ Component: () => null, validate: jest.fn(() => false) });

  it('on a private route is personal: left to the browser, never checked on the server', async () => {
    const checkout = page();
    expect(PRIVATE_ROUTES.has('checkout')).toBe(true);
    expect(await prepared('/en/checkout', checkout)).toMatchObject({
      status: 200,
      prepared: { page: checkout, check: undefined },
    });
    expect(checkout.validate).not.toHaveBeenCalled();
  });

  it('on a public route is checked on the server', async () => {
    const tracking = page();
    expect(PRIVATE_ROUTES.has('order-tracking')).toBe(false);
    expect(await prepared('/en/order-tracking', tracking)).toMatchObject({
      status: 404,
      prepared: { check: { error: { status: 404 } } },
    });
    expect(tracking.validate).toHaveBeenCalled();
  });
});

/**
 * @jest-environment node
 */
import {
  makeStore,
  matchRoute,
  ownerOf,
  PRIVATE_ROUTES,
  type PageModule,
} from '@storefront/shared';
import type { ShellWiring } from '../app/wiring-context';
import { preparePage } from './prepare-page';
import { createServerTexts } from './server-texts';

/**
 * Prepares the page at `path` on the server, its remote providing `page` for it, with `waitMs`
 * for its data and check.
 */
async function prepared(path: string, page: PageModule, waitMs = 1000) {
  const match = matchRoute(path)!;
  const wiring = {
    remote: async () => ({
      name: ownerOf(match.route.name),
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
    until: Date.now() + waitMs,
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

describe('a page whose check gets no answer in time', () => {
  it('is unavailable for now (503), neither shown empty nor missing', async () => {
    const path = '/en/catalog/coffee/some-beans';
    // Its validity check waits on an API that never answers.
    const page: PageModule = { Component: () => null, validate: () => new Promise(() => {}) };
    expect(await prepared(path, page, 100)).toMatchObject({
      status: 503,
      prepared: { check: { error: { status: 503, message: `Page Not Available: ${path}` } } },
    });
  });
});

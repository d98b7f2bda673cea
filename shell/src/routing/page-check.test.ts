import { makeStore, type PageModule, type RouteMiddlewareContext } from '@storefront/shared';
import { checkPage } from './page-check';
import { registerMiddleware } from './middleware';

const store = makeStore();
const context: RouteMiddlewareContext = {
  dispatch: store.dispatch,
  getState: store.getState,
  lang: 'en',
  params: {},
  search: new URLSearchParams(),
  routeName: 'profile-orders',
  path: '/en/profile/orders',
};

registerMiddleware('test-guest', () => ({ redirect: '/en?overlay=login' }));
registerMiddleware('test-customer', () => undefined);

const pageWith = (middleware: string[]) =>
  ({
    Component: () => null,
    middleware,
    prefetch: jest.fn(),
  }) satisfies PageModule;

describe('checking a page before it renders', () => {
  it('asks for no data of a page its middleware sends the visitor away from', async () => {
    const page = pageWith(['test-guest']);
    await expect(checkPage('guest', page, context)).resolves.toEqual({
      redirect: '/en?overlay=login',
    });
    expect(page.prefetch).not.toHaveBeenCalled();
  });

  it('starts the data requests once the middleware lets the visitor in', async () => {
    const page = pageWith(['test-customer']);
    await expect(checkPage('customer', page, context)).resolves.toBeUndefined();
    expect(page.prefetch).toHaveBeenCalledWith(context);
  });

  it('fails a missing page with 404 and a page whose data the API could not give with its status', async () => {
    const validated = (validity: boolean | { status: number }) =>
      ({ Component: () => null, validate: () => validity }) satisfies PageModule;
    await expect(checkPage('valid', validated(true), context)).resolves.toBeUndefined();
    await expect(checkPage('missing', validated(false), context)).resolves.toEqual({
      error: { status: 404, message: 'Page Not Found: /en/profile/orders' },
    });
    await expect(checkPage('outage', validated({ status: 503 }), context)).resolves.toMatchObject({
      error: { status: 503 },
    });
  });
});

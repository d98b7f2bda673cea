import { makeStore, type PageModule, type RouteMiddlewareContext } from '@storefront/shared';
import { createPageChecks } from './page-check';

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

// The `auth` middleware as a guest and as a customer meet it.
const asGuest = createPageChecks(async () => () => ({ redirect: '/en?overlay=login' }));
const asCustomer = createPageChecks(async () => () => undefined);

const customerPage = () =>
  ({
    Component: () => null,
    middleware: ['auth'],
    prefetch: jest.fn(),
  }) satisfies PageModule;

describe('checking a page before it renders', () => {
  it('asks for no data of a page its middleware sends the visitor away from', async () => {
    const page = customerPage();
    await expect(asGuest('guest', page, context)).resolves.toEqual({
      redirect: '/en?overlay=login',
    });
    expect(page.prefetch).not.toHaveBeenCalled();
  });

  it('starts the data requests once the middleware lets the visitor in', async () => {
    const page = customerPage();
    await expect(asCustomer('customer', page, context)).resolves.toBeUndefined();
    expect(page.prefetch).toHaveBeenCalledWith(context);
  });

  it('fails a missing page with 404 and a page whose data the API could not give with its status', async () => {
    const validated = (validity: boolean | { status: number }) =>
      ({ Component: () => null, validate: () => validity }) satisfies PageModule;
    await expect(asCustomer('valid', validated(true), context)).resolves.toBeUndefined();
    await expect(asCustomer('missing', validated(false), context)).resolves.toEqual({
      error: { status: 404, message: 'Page not found: /en/profile/orders' },
    });
    await expect(asCustomer('outage', validated({ status: 503 }), context)).resolves.toMatchObject({
      error: { status: 503 },
    });
  });
});

import { makeStore, type RouteMiddlewareContext } from '@storefront/shared';
import { registerMiddleware, runMiddleware } from './middleware';

const store = makeStore();
const context: RouteMiddlewareContext = {
  dispatch: store.dispatch,
  getState: store.getState,
  lang: 'en',
  params: {},
  search: new URLSearchParams(),
  routeName: 'contact-us',
  path: '/en/contact-us',
};

describe('route middleware', () => {
  it('runs by name in order; the first that decides wins', async () => {
    const calls: string[] = [];
    registerMiddleware('first', () => {
      calls.push('first');
    });
    registerMiddleware('guard', () => ({ redirect: '/en' }));
    registerMiddleware('never', () => {
      calls.push('never');
    });
    await expect(runMiddleware(['first', 'guard', 'never'], context)).resolves.toEqual({
      redirect: '/en',
    });
    expect(calls).toEqual(['first']);
  });

  it("fails with 'Unknown route middleware' for a name nobody registered", async () => {
    await expect(runMiddleware(['no-such-middleware'], context)).rejects.toThrow(
      'Unknown route middleware',
    );
  });
});

import { makeStore, type RouteMiddleware, type RouteMiddlewareContext } from '@storefront/shared';
import { runMiddleware } from './middleware';

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
    const middleware: Record<string, RouteMiddleware> = {
      first: () => {
        calls.push('first');
      },
      guard: () => ({ redirect: '/en' }),
      never: () => {
        calls.push('never');
      },
    };
    await expect(
      runMiddleware(['first', 'guard', 'never'], context, async (name) => middleware[name]!),
    ).resolves.toEqual({ redirect: '/en' });
    expect(calls).toEqual(['first']);
  });

  it('fails as the look-up of a name fails', async () => {
    const unknown = () => Promise.reject(new Error('Unknown route middleware'));
    await expect(runMiddleware(['no-such-middleware'], context, unknown)).rejects.toThrow(
      'Unknown route middleware',
    );
  });
});

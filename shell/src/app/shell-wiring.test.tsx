import {
  DEFAULT_PUBLIC_STORE,
  LOOKS,
  makeStore,
  storeApi,
  type LoadedRemote,
  type PageModule,
  type RemoteName,
  type RouteMiddleware,
  type RouteMiddlewareContext,
} from '@storefront/shared';
import { createTestI18n } from '@storefront/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { RemoteUnavailableError } from '../federation/remotes';
import { App } from './app';
import { createShellWiring } from './shell-wiring';

type Remotes = Partial<Record<RemoteName, LoadedRemote>>;

function remote(name: RemoteName, parts: Partial<LoadedRemote> = {}): LoadedRemote {
  return { name, pages: {}, fragments: {}, overlays: {}, loadMessages: async () => ({}), ...parts };
}

const contactPage = (heading: string): PageModule => ({ Component: () => <h1>{heading}</h1> });

/** An app's wiring over fake remotes (the browser's loads them through federation). */
async function wiringOver(remotes: Remotes) {
  const store = makeStore();
  await store.dispatch(
    storeApi.util.upsertQueryData('getStore', undefined, { ...DEFAULT_PUBLIC_STORE, id: 'shop' }),
  );
  const loadRemote = jest.fn(async (name: RemoteName) => {
    const found = remotes[name];
    if (!found) throw new RemoteUnavailableError(name);
    return found;
  });
  return { store, loadRemote, wiring: createShellWiring({ store, loadRemote }) };
}

async function renderApp(path: string, { store, wiring }: Awaited<ReturnType<typeof wiringOver>>) {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <App
        store={store}
        wiring={wiring}
        i18n={createTestI18n('en')}
        look={LOOKS.default}
        Router={Router}
      />,
    );
  });
  return view;
}

function checkContext(
  store: ReturnType<typeof makeStore>,
  path = '/en/profile',
): RouteMiddlewareContext {
  return {
    dispatch: store.dispatch,
    getState: store.getState,
    lang: 'en',
    params: {},
    search: new URLSearchParams(),
    routeName: 'profile',
    path,
  };
}

beforeAll(() => {
  // A remote that is down is part of these tests; the boundaries report it on the console.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe("the shell's wiring", () => {
  it('builds two apps in one process that share nothing: each its remotes, pages and store', async () => {
    const setUp: unknown[] = [];
    const contentOf = (heading: string) =>
      remote('content', {
        pages: { 'contact-us': async () => contactPage(heading) },
        setup: ({ dispatch }) => setUp.push(dispatch),
      });
    const first = await wiringOver({ content: contentOf('Write to the first shop') });
    const second = await wiringOver({ content: contentOf('Write to the second shop') });

    const firstView = await renderApp('/en/contact-us', first);
    expect(
      await screen.findByRole('heading', { name: 'Write to the first shop' }),
    ).toBeInTheDocument();
    firstView.unmount();
    await renderApp('/en/contact-us', second);
    expect(
      await screen.findByRole('heading', { name: 'Write to the second shop' }),
    ).toBeInTheDocument();

    // Each remote was loaded by its own app and set up once, into that app's store.
    expect(first.loadRemote).toHaveBeenCalledTimes(1);
    expect(second.loadRemote).toHaveBeenCalledTimes(1);
    expect(setUp).toEqual([first.store.dispatch, second.store.dispatch]);
  });

  it("runs a page's middleware from the remote the contracts name, per app", async () => {
    const guard = (verdict: ReturnType<RouteMiddleware>) =>
      remote('profile', { middleware: { auth: () => verdict } });
    const guest = await wiringOver({ profile: guard({ redirect: '/en?overlay=login' }) });
    const customer = await wiringOver({ profile: guard(undefined) });
    const page: PageModule = { Component: () => null, middleware: ['auth'] };

    // The same history entry in both: the first app's outcome is not the second's.
    await expect(
      guest.wiring.checkPage('default/en/profile', page, checkContext(guest.store)),
    ).resolves.toEqual({ redirect: '/en?overlay=login' });
    await expect(
      customer.wiring.checkPage('default/en/profile', page, checkContext(customer.store)),
    ).resolves.toBeUndefined();
  });

  it("fails with 'Unknown route middleware' when its owner does not provide it", async () => {
    const { wiring } = await wiringOver({ profile: remote('profile') });
    await expect(wiring.middleware('auth')).rejects.toThrow('Unknown route middleware');
  });

  it("finds an overlay at its owner: the shell's own at once, a remote's once it loads", async () => {
    const login = lazy(async () => ({ default: () => <p>Sign in</p> }));
    const { wiring, loadRemote } = await wiringOver({
      profile: remote('profile', { overlays: { login } }),
    });
    await expect(wiring.overlays.get('cookie-settings')).resolves.toBeDefined();
    expect(loadRemote).not.toHaveBeenCalled();
    await expect(wiring.overlays.get('login')).resolves.toBe(login);
    expect(loadRemote).toHaveBeenCalledWith('profile');
    await expect(wiring.overlays.get('register')).rejects.toThrow('Overlay not found');
  });

  it('loads a language with the texts of the teams this app has loaded, and only those', async () => {
    const messages = jest.fn(async () => ({ title: 'Kontakt' }));
    const { wiring } = await wiringOver({
      content: remote('content', { loadMessages: messages }),
    });
    const i18n = createTestI18n('en');
    await wiring.languageLoaded(i18n, 'pl');
    expect(messages).not.toHaveBeenCalled();
    await wiring.remote('content');
    await wiring.languageLoaded(i18n, 'pl');
    expect(messages).toHaveBeenCalledWith('pl');
    expect(i18n.getResource('pl', 'content', 'title')).toBe('Kontakt');
  });
});

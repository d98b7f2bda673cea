import {
  DEFAULT_PUBLIC_STORE,
  LOOKS,
  StorefrontProviders,
  makeStore,
  storeApi,
  type LoadedRemote,
  type PageModule,
  type PublicStore,
  type RouteName,
} from '@storefront/shared';
import { createTestI18n } from '@storefront/shared/testing';
import { __clearRemoteModules, __setRemoteModule } from '@module-federation/enhanced/runtime';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createShellWiring } from '../app/shell-wiring';
import { ShellWiringContext } from '../app/wiring-context';
import { loadFederatedRemote, registerStorefrontRemotes } from '../federation/remotes';
import { defaultRemotes } from '../config/runtime-config';
import { AppRoutes } from './app-routes';

const store: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  id: 'store',
  mainInfo: { ...DEFAULT_PUBLIC_STORE.mainInfo, name: 'Test Shop' },
  navigationBar: { pages: ['home', 'catalog', 'profile', 'contact-us'], categories: [] },
};

function remote(name: LoadedRemote['name'], pages: Partial<Record<RouteName, PageModule>>) {
  const module: LoadedRemote = {
    name,
    pages: Object.fromEntries(
      Object.entries(pages).map(([route, page]) => [route, async () => page]),
    ),
    fragments: {},
    overlays: {},
    loadMessages: async () => ({}),
  };
  __setRemoteModule(`${name}/remote`, { default: module });
}

async function renderAt(path: string) {
  const appStore = makeStore();
  await appStore.dispatch(storeApi.util.upsertQueryData('getStore', undefined, store));
  // A new app each time: nothing of a test's remotes is kept for the next.
  const wiring = createShellWiring({ store: appStore, loadRemote: loadFederatedRemote });
  const router = createMemoryRouter([{ path: '*', Component: AppRoutes }], {
    initialEntries: [path],
  });
  // Pages suspend while their remote loads; act waits for them to settle.
  await act(async () => {
    render(
      <StorefrontProviders store={appStore} i18n={createTestI18n('en')} look={LOOKS.default}>
        <ShellWiringContext value={wiring}>
          <RouterProvider router={router} />
        </ShellWiringContext>
      </StorefrontProviders>,
    );
  });
  return router;
}

beforeAll(() => {
  // Failing remotes are part of these tests; React and the boundaries report them on the console.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  registerStorefrontRemotes({ remotes: defaultRemotes() });
});

afterEach(() => {
  __clearRemoteModules();
});

describe('the routes of the shell', () => {
  it("answers an unknown path with 'Page not found: {path}'", async () => {
    await renderAt('/en/nowhere/at-all');
    expect(
      await screen.findByRole('heading', { name: 'Page not found: /en/nowhere/at-all' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  it("renders a routed page from its team's remote inside the layout", async () => {
    remote('content', { 'contact-us': { Component: ({ lang }) => <h1>Write to us ({lang})</h1> } });
    await renderAt('/en/contact-us');
    expect(await screen.findByRole('heading', { name: 'Write to us (en)' })).toBeVisible();
    // Navigation from the store lists the pages it names (every declared route is routed).
    // jsdom applies no media query, so this is a phone's layout: the navigation is in the menu.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Catalog');
    expect(nav).toHaveTextContent('Contact us');
    expect(nav).toHaveTextContent('My account');
  });

  it('shows the fallback in the page slot when the remote is down, and keeps the layout', async () => {
    await renderAt('/en/privacy-policy');
    expect(await screen.findByTestId('remote-unavailable')).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Test Shop');
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('answers not found when the remote does not provide a routed page', async () => {
    remote('catalog', {});
    await renderAt('/en');
    expect(await screen.findByRole('heading', { name: 'Page not found: /en' })).toBeVisible();
  });

  it("fails a page whose validity check fails with 'Page not found: {path}'", async () => {
    remote('content', {
      'contact-us': { Component: () => <h1>Never shown</h1>, validate: async () => false },
    });
    await renderAt('/en/contact-us');
    expect(
      await screen.findByRole('heading', { name: 'Page not found: /en/contact-us' }),
    ).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    // A 404 says the page does not exist and offers the catalog and a search, not an apology.
    expect(screen.getByText(/There is no such page here/)).toBeVisible();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
      'href',
      '/en/catalog',
    );
    expect(within(screen.getByTestId('error-screen')).getByRole('search')).toHaveAttribute(
      'action',
      '/en/catalog',
    );
  });

  it('sends a path without a language to the visitor language', async () => {
    remote('content', { 'contact-us': { Component: () => <h1>Contact form page</h1> } });
    const router = await renderAt('/contact-us?ref=mail');
    expect(await screen.findByRole('heading', { name: 'Contact form page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/contact-us');
    expect(router.state.location.search).toBe('?ref=mail');
    expect(document.cookie).toContain('i18n_redirected=en');
  });

  it.each(['/en/Contact-Us?ref=mail', '/en/contact-us/?ref=mail'])(
    "goes to a page's one address from a link to another form of it (%s)",
    async (path) => {
      remote('content', { 'contact-us': { Component: () => <h1>Contact form page</h1> } });
      const router = await renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Contact form page' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/en/contact-us');
      expect(router.state.location.search).toBe('?ref=mail');
    },
  );
});

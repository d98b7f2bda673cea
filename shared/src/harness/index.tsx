import { Suspense, createElement, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation } from 'react-router';
import { storeApi } from '../api/store-api';
import type { Language } from '../contracts/languages';
import type { LoadedRemote, PageLoader, PageProps } from '../contracts/remote';
import { createI18n, ensureNamespace } from '../i18n/create-i18n';
import { localePath, matchRoute, type RouteName } from '../routing/routes';
import { makeStore } from '../store/make-store';
import { LOOKS } from '../theme/palettes';
import { Container } from '../ui/layout';
import { StorefrontProviders } from '../ui/providers';

const lazyPages = new Map<PageLoader, ComponentType<PageProps>>();

/** One lazy component per page loader, made once. */
function lazyPage(loader: PageLoader): ComponentType<PageProps> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(() => loader().then((module) => ({ default: module.Component })));
    lazyPages.set(loader, page);
  }
  return page;
}

function HarnessPage({ remote }: { remote: LoadedRemote }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const loader = match ? remote.pages[match.route.name] : undefined;
  const names = Object.keys(remote.pages) as RouteName[];
  return (
    <Container>
      <nav aria-label="Harness">
        <strong>{remote.name} remote (standalone)</strong>{' '}
        {names.map((name) => (
          <Link
            key={name}
            to={localePath(name, {}, match?.lang ?? 'en')}
            style={{ marginRight: '1rem' }}
          >
            {name}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<p>…</p>}>
        {loader && match ? (
          createElement(lazyPage(loader), { lang: match.lang, params: match.params })
        ) : (
          <p>Pick a page above.</p>
        )}
      </Suspense>
    </Container>
  );
}

/**
 * Renders a remote on its own, with the same providers the shell gives it, so a team can build
 * and try its pages without running the shell. Only the remote's dev server uses it.
 */
export async function startHarness(remote: LoadedRemote): Promise<void> {
  const lang = (matchRoute(window.location.pathname)?.lang ?? 'en') as Language;
  const store = makeStore();
  remote.setup?.({ dispatch: store.dispatch });
  const i18n = await createI18n(lang);
  await ensureNamespace(i18n, remote, lang);
  await store.dispatch(storeApi.endpoints.getStore.initiate());
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StorefrontProviders store={store} i18n={i18n} look={LOOKS.default}>
      <BrowserRouter>
        <HarnessPage remote={remote} />
      </BrowserRouter>
    </StorefrontProviders>,
  );
}

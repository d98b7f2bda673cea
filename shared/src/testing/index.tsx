import { act, render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { storeApi } from '../api/store-api';
import type { Language } from '../contracts/languages';
import type { PublicStore } from '../contracts/store';
import { routesOf, type RemoteName } from '../teams/teams';
import type { AnyRemoteFragmentProps } from '../fragments/fragment-props';
import { STANDALONE_SERVICES, ShellServicesContext } from '../shell/shell-services';
import { setActiveI18n } from '../i18n/create-i18n';
import { applyLocalePluralRules } from '../i18n/plural-rules';
import * as en from '../i18n/locales/en';
import * as pl from '../i18n/locales/pl';
import * as ru from '../i18n/locales/ru';
import * as ua from '../i18n/locales/ua';
import { makeStore, type AppStore } from '../store/make-store';
import type { RootState } from '../store/store-types';
import { LOOKS } from '../theme/palettes';
import { StorefrontProviders } from '../ui/providers';
import { TEST_STORE } from './test-data';

export { TEST_STORE, testProductDetail, testUser } from './test-data';
export { EXTRA_HEAD_TAG, withHeadTag } from './head-tag';

const SHARED = { en, pl, ru, ua } as const;

/** An i18next instance with the shared namespaces and the given ones, ready synchronously. */
export function createTestI18n(
  lang: Language = 'en',
  namespaces: Record<string, Record<string, unknown>> = {},
): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    defaultNS: 'common',
    resources: {
      [lang]: {
        common: SHARED[lang].common,
        server_error: SHARED[lang].server_error,
        ...namespaces,
      },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyLocalePluralRules(instance);
  setActiveI18n(instance);
  return instance;
}

interface ProvidersOptions {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  lang?: Language;
  namespaces?: Record<string, Record<string, unknown>>;
  route?: string;
}

type RenderWithProvidersOptions = ProvidersOptions & Omit<RenderOptions, 'wrapper'>;

/** Renders UI inside the providers the shell gives every page: store, i18n, theme and router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    store,
    preloadedState,
    lang = 'en',
    namespaces,
    route = `/${lang}`,
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const appStore = store ?? makeStore({ preloadedState });
  const i18n = createTestI18n(lang, namespaces);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StorefrontProviders store={appStore} i18n={i18n} look={LOOKS.default}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </StorefrontProviders>
    );
  }
  return { store: appStore, i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Renders UI as the shell shows a page: the shop's data (`GET store`, the test shop unless given)
 * already loaded into the app store, and the first effects settled inside `act`.
 */
export async function renderWithLoadedStore(
  ui: ReactElement,
  {
    publicStore = TEST_STORE,
    store,
    preloadedState,
    ...options
  }: RenderWithProvidersOptions & { publicStore?: PublicStore },
) {
  const appStore = store ?? makeStore({ preloadedState });
  await appStore.dispatch(storeApi.util.upsertQueryData('getStore', undefined, publicStore));
  let view!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    view = renderWithProviders(ui, { store: appStore, ...options });
  });
  return view;
}

/**
 * A remote's pages against the teams' declaration: the routes it owns that have no page, and the
 * pages for routes it does not own. Both empty when they agree.
 */
export function pagesAgainstDeclaration(remote: { name: RemoteName; pages: object }) {
  const declared: string[] = routesOf(remote.name);
  const provided = Object.keys(remote.pages);
  return {
    missing: declared.filter((route) => !provided.includes(route)),
    undeclared: provided.filter((route) => !declared.includes(route)),
  };
}

/**
 * A page inside a shell that renders every other team's fragment with `render` (a test's stand-in
 * that records the props it is given), as the shell's renderer would load the real one.
 */
export function withFragments(
  page: ReactElement,
  render: (props: AnyRemoteFragmentProps) => ReactNode,
) {
  return (
    <ShellServicesContext value={{ ...STANDALONE_SERVICES, Fragment: render }}>
      {page}
    </ShellServicesContext>
  );
}

import {
  PRIVATE_ROUTES,
  Button,
  Container,
  NeedsJavaScript,
  Spinner,
  selectColorMode,
  selectStore,
  ownSeo,
  pageSeo,
  shownPath,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useHydrated,
  useSite,
  type Language,
  type PageModule,
  type PageProps,
  type RouteMatch,
  type RouteMiddlewareResult,
  type RouteName,
} from '@storefront/shared';
import { Suspense, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ErrorScreen } from '../features/errors/error-screen';
import { NotFound } from '../features/errors/not-found';
import { Seo } from '../features/seo/seo';
import { paintColorMode } from '../features/settings/color-mode';
import { useShellWiring } from '../app/wiring-context';
import { PageLayout, layoutNameOf } from '../layout/layouts';
import { needsCheck } from './page-check';
import { usePreparedPage, type PreparedPage } from './prepared-page';
import { usePageShown } from './use-page-shown';

/** The store's whole state, for a page's head (which may read any of its data). */
function useRootState() {
  const store = useAppStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

function PageSeo({
  page,
  props,
  routeName,
}: {
  page: PageModule;
  props: PageProps;
  routeName: RouteName;
}) {
  const state = useRootState();
  const { i18n } = useTranslation();
  const { origin } = useSite();
  const hydrated = useHydrated();
  // Before hydration the head is the server's (its render calls head() once itself): none here.
  if (!hydrated) return null;
  const own = ownSeo(page, routeName, props, { state, origin, i18n });
  return (
    <Seo
      input={pageSeo({ route: routeName, lang: props.lang, store: selectStore(state), own })}
      lang={props.lang}
    />
  );
}

/** Paints the page's forced color mode while it is shown, then the visitor's own again. */
function useForcedColorMode(forced: PageModule['colorMode']) {
  const chosen = useAppSelector(selectColorMode);
  useEffect(() => {
    paintColorMode(forced ?? chosen);
  }, [forced, chosen]);
}

/**
 * A page still on its way: what the server leaves to the browser (a page about one person, a page
 * whose remote it could not reach) and a page loading on navigation.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Container
      style={{ padding: '4rem 1rem', display: 'grid', justifyItems: 'center', gap: '1rem' }}
    >
      <Spinner role="status" aria-label={t('loading')} />
      <NeedsJavaScript>{t('errors.needs_javascript')}</NeedsJavaScript>
    </Container>
  );
}

/** The page's own content, once the server has its data (see PreparedPage.data). */
function PageContent({ page, props }: { page: PageModule; props: PageProps }) {
  const pending = usePreparedPage()?.data;
  if (pending) use(pending);
  return <page.Component {...props} />;
}

function CheckedPage({
  page,
  props,
  routeName,
}: {
  page: PageModule;
  props: PageProps;
  routeName: RouteName;
}) {
  useForcedColorMode(page.colorMode);
  usePageShown();
  return (
    <PageLayout name={layoutNameOf(routeName, page)} lang={props.lang}>
      <PageSeo page={page} props={props} routeName={routeName} />
      <Suspense fallback={<PageLoading />}>
        <PageContent page={page} props={props} />
      </Suspense>
    </PageLayout>
  );
}

/** The outcome of the page's middleware and validity check: prepared, or found out now. */
function usePageCheck(page: PageModule, props: PageProps, match: RouteMatch, prepared: boolean) {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { checkPage } = useShellWiring();
  if (prepared) return undefined;
  const path = location.pathname + location.search;
  return use(
    checkPage(location.key + path, page, {
      dispatch,
      getState: store.getState,
      lang: props.lang,
      params: props.params,
      search: new URLSearchParams(location.search),
      routeName: match.route.name,
      path,
    }),
  );
}

function PageWithCheck({
  page,
  props,
  match,
  prepared,
}: {
  page: PageModule;
  props: PageProps;
  match: RouteMatch;
  prepared: { check: RouteMiddlewareResult } | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const result = usePageCheck(page, props, match, prepared !== null) ?? prepared?.check;
  if (result && 'redirect' in result) return <Navigate to={result.redirect} replace />;
  if (result && 'error' in result) {
    const { status } = result.error;
    return (
      <PageLayout name={layoutNameOf(match.route.name, page)} lang={props.lang}>
        {status === 404 ? (
          <NotFound
            lang={props.lang}
            path={location.pathname}
            title={t('errors.page_not_found', { path: shownPath(location.pathname) })}
          />
        ) : status === 403 ? (
          // Signed in, but not as someone the page is for (a customer on a staff page): the
          // answer's own words, as the API's refusal toasts say them.
          <ErrorScreen
            lang={props.lang}
            status={status}
            title={t('server_error:403')}
            description={t('server_error:ENTITY_FORBIDDEN_ACTION')}
          />
        ) : (
          // The page exists but its data could not be had (the API failed): say so, not "missing".
          <ErrorScreen
            lang={props.lang}
            status={status}
            title={t('errors.remote_unavailable_title')}
            description={t('errors.remote_unavailable_description')}
            actions={
              <Button type="button" onClick={() => window.location.reload()}>
                {t('errors.retry')}
              </Button>
            }
          />
        )}
      </PageLayout>
    );
  }
  return <CheckedPage page={page} props={props} routeName={match.route.name} />;
}

function Loading({ lang, layout }: { lang: Language; layout?: string }) {
  return (
    <PageLayout name={layout} lang={lang} waiting>
      <PageLoading />
    </PageLayout>
  );
}

/** What the browser renders once it has hydrated what the server sent: a spinner until then. */
function AfterHydration({
  lang,
  layout,
  children,
}: {
  lang: Language;
  layout?: string;
  children: ReactNode;
}) {
  return useHydrated() ? children : <Loading lang={lang} layout={layout} />;
}

interface RouteProps {
  match: RouteMatch;
  lang: Language;
}

function LoadedPage({
  match,
  lang,
  page,
  prepared,
}: RouteProps & { page: PageModule; prepared: PreparedPage | null }) {
  const props: PageProps = { lang, params: match.params };
  return needsCheck(page) ? (
    <PageWithCheck page={page} props={props} match={match} prepared={prepared} />
  ) : (
    <CheckedPage page={page} props={props} routeName={match.route.name} />
  );
}

/** A page whose module the browser loads itself. */
function BrowserPage({ match, lang }: RouteProps) {
  const page = use(useShellWiring().pageModules.get(match.route.name));
  return <LoadedPage match={match} lang={lang} page={page} prepared={null} />;
}

/**
 * A routed page of a remote: loaded through federation, checked, laid out and given its head.
 * The first page comes prepared (see PreparedPage). A page about one person, and a page the server
 * could not render, show the layout with a spinner until the browser has hydrated the rest.
 */
export function RoutedPage({ match, lang }: RouteProps) {
  const prepared = usePreparedPage();
  const { pageModules } = useShellWiring();
  const layout = layoutNameOf(match.route.name, prepared?.page);
  if (prepared && !prepared.page) {
    return (
      <AfterHydration lang={lang} layout={layout}>
        <BrowserPage match={match} lang={lang} />
      </AfterHydration>
    );
  }
  const page = prepared?.page ?? use(pageModules.get(match.route.name));
  if (!PRIVATE_ROUTES.has(match.route.name))
    return <LoadedPage match={match} lang={lang} page={page} prepared={prepared} />;
  // A private route's page is personal: checked in the browser, once hydrated (its middleware may
  // need the user).
  return (
    <AfterHydration lang={lang} layout={layoutNameOf(match.route.name, page)}>
      <LoadedPage match={match} lang={lang} page={page} prepared={null} />
    </AfterHydration>
  );
}

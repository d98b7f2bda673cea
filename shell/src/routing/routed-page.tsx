import {
  Container,
  Spinner,
  selectColorMode,
  selectStore,
  storePageSeo,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type Language,
  type PageModule,
  type PageProps,
  type RouteMatch,
  type RouteName,
} from '@storefront/shared';
import { Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ErrorScreen } from '../features/errors/error-screen';
import { Seo } from '../features/seo/seo';
import { pageModules } from '../federation/pages';
import { paintColorMode } from '../features/settings/color-mode';
import { PageLayout } from '../layout/layouts';
import { checkPage, needsCheck } from './page-check';
import { usePageShown } from './use-page-shown';

function PageSeo({
  page,
  props,
  routeName,
}: {
  page: PageModule;
  props: PageProps;
  routeName: RouteName;
}) {
  const store = useAppSelector(selectStore);
  const own = page.useSeo?.(props) ?? {};
  return (
    <Seo input={{ ...own, ...storePageSeo(store, routeName, props.lang) }} lang={props.lang} />
  );
}

/** Paints the page's forced color mode while it is shown, then the visitor's own again. */
function useForcedColorMode(forced: PageModule['colorMode']) {
  const chosen = useAppSelector(selectColorMode);
  useEffect(() => {
    paintColorMode(forced ?? chosen);
  }, [forced, chosen]);
}

export function PageLoading() {
  return (
    <Container style={{ padding: '4rem 1rem', display: 'flex', justifyContent: 'center' }}>
      <Spinner role="status" aria-label="…" />
    </Container>
  );
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
    <PageLayout name={page.layout} lang={props.lang}>
      {/* The head may wait for the page's data without holding the page back. */}
      <Suspense fallback={null}>
        <PageSeo page={page} props={props} routeName={routeName} />
      </Suspense>
      <Suspense fallback={<PageLoading />}>
        <page.Component {...props} />
      </Suspense>
    </PageLayout>
  );
}

function PageWithCheck({
  page,
  props,
  match,
}: {
  page: PageModule;
  props: PageProps;
  match: RouteMatch;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const path = location.pathname + location.search;
  const result = use(
    checkPage(location.key + path, page, {
      dispatch,
      getState: store.getState,
      lang: props.lang,
      params: props.params,
      routeName: match.route.name,
      path,
    }),
  );
  if (result && 'redirect' in result) return <Navigate to={result.redirect} replace />;
  if (result && 'error' in result) {
    const { status, message } = result.error;
    return (
      <PageLayout lang={props.lang}>
        <ErrorScreen
          lang={props.lang}
          status={status}
          title={status === 404 ? t('errors.page_invalid', { path: location.pathname }) : message}
        />
      </PageLayout>
    );
  }
  return <CheckedPage page={page} props={props} routeName={match.route.name} />;
}

/** A routed page of a remote: loaded through federation, checked, laid out and given its head. */
export function RoutedPage({ match, lang }: { match: RouteMatch; lang: Language }) {
  const page = use(pageModules.get(match.route.name));
  const props: PageProps = { lang, params: match.params };
  return needsCheck(page) ? (
    <PageWithCheck page={page} props={props} match={match} />
  ) : (
    <CheckedPage page={page} props={props} routeName={match.route.name} />
  );
}

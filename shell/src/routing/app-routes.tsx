import {
  COOKIES,
  LANGUAGE_LOCALES,
  detectLanguage,
  isRealPage,
  languageOfPath,
  languagePrefixRedirect,
  matchRoute,
  normalPagePath,
  readCookie,
  writeCookie,
  type Language,
} from '@storefront/shared';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useShellWiring } from '../app/wiring-context';
import { PageNotProvidedError } from '../federation/remotes';
import { ErrorBoundary } from '../features/errors/error-boundary';
import { NotFound } from '../features/errors/not-found';
import { RemoteUnavailable } from '../features/errors/remote-unavailable';
import { StoreGate } from '../features/store-loading/store-gate';
import { reloadForChunkError } from '../features/build-updates/chunk-reload';
import { CookieBanner } from '../features/consent/cookie-banner';
import { usePageViews } from '../features/consent/page-views';
import { OverlayHost } from '../features/overlays/overlay-host';
import { PageLayout, SkipToContent, layoutNameOf } from '../layout/layouts';
import { useNavigationGuards } from './navigation';
import { PageLoading, RoutedPage } from './routed-page';
import { useFocusOnNavigation } from './page-focus';
import { useScrollRestoration } from './scroll-restoration';

/**
 * A path without a valid language prefix goes where it belongs (see languagePrefixRedirect): a
 * bare path (`/`, `/contact-us`) or an unknown prefix to the visitor's language, an upper-case
 * prefix to the lower-case page.
 */
function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const lang = detectLanguage(
    readCookie(COOKIES.language),
    navigator.languages ?? [navigator.language],
  );
  const target = languagePrefixRedirect(pathname, lang)!;
  if (!target.permanent) writeCookie(COOKIES.language, lang);
  return <Navigate to={`${target.path}${search}${hash}`} replace />;
}

/**
 * Keeps <html lang> on the page language (the router's loader has switched the texts), records
 * it in the language cookie (a page opened in a language, by a link, the language switch or the
 * back button, is the shopper's choice: a later bare path comes back to it; the cookie is a
 * necessary one, so no consent is asked), and reports page views to the analytics.
 */
function LanguageScope({ lang, children }: { lang: Language; children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_LOCALES[lang];
    if (readCookie(COOKIES.language) !== lang) writeCookie(COOKIES.language, lang);
  }, [lang]);
  usePageViews();
  return children;
}

function Page({ lang }: { lang: Language }) {
  const { pageModules } = useShellWiring();
  const location = useLocation();
  const match = matchRoute(location.pathname);
  if (!isRealPage(match)) {
    return (
      <PageLayout lang={lang}>
        <NotFound lang={lang} path={location.pathname} />
      </PageLayout>
    );
  }
  const name = match.route.name;
  const layout = layoutNameOf(name);
  return (
    <ErrorBoundary
      resetKey={location.key}
      onError={reloadForChunkError}
      fallback={(error, reset) => (
        <PageLayout name={layout} lang={lang} waiting>
          {error instanceof PageNotProvidedError ? (
            <NotFound lang={lang} path={location.pathname} />
          ) : (
            <RemoteUnavailable
              onRetry={() => {
                pageModules.forget(name);
                reset();
              }}
            />
          )}
        </PageLayout>
      )}
    >
      <Suspense
        fallback={
          <PageLayout name={layout} lang={lang} waiting>
            <PageLoading />
          </PageLayout>
        }
      >
        <RoutedPage key={name} match={match} lang={lang} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LanguagePages({ lang }: { lang: Language }) {
  useNavigationGuards(lang);
  return (
    <LanguageScope lang={lang}>
      <StoreGate lang={lang}>
        {/* The banner waits for an answer: the keyboard reaches it right after the skip link,
            though it shows at the foot of the screen. */}
        <SkipToContent />
        <CookieBanner lang={lang} />
        <Page lang={lang} />
        <OverlayHost lang={lang} />
      </StoreGate>
    </LanguageScope>
  );
}

/** Every path of the storefront: language prefix first, then the route table. */
export function AppRoutes() {
  useScrollRestoration();
  useFocusOnNavigation();
  const { pathname, search, hash } = useLocation();
  // A link to another form of a page's address (as the server redirects it).
  const normal = normalPagePath(pathname);
  if (normal !== null) return <Navigate to={`${normal}${search}${hash}`} replace />;
  const lang = languageOfPath(pathname);
  if (!lang) return <LanguageRedirect />;
  return <LanguagePages lang={lang} />;
}

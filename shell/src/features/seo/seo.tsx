import {
  computeHead,
  selectStore,
  useAppSelector,
  useHydrated,
  useSite,
  type Language,
  type SeoInput,
} from '@storefront/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** A generic icon for stores without a favicon of their own. */
export const FALLBACK_FAVICON = '/favicon.svg';

/**
 * The page head in the browser, rendered with React 19's document metadata from the same pure
 * function the shell's server uses for the first response. The server writes its head into the
 * page itself; once hydrated, React takes over and the server's copy goes.
 */
export function Seo({
  input,
  lang,
  addressless = false,
}: {
  input: SeoInput;
  lang: Language;
  /** A page with no address of its own (an error): no canonical, alternates or og:url. */
  addressless?: boolean;
}) {
  const store = useAppSelector(selectStore);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { origin } = useSite();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated)
      document.head.querySelectorAll('[data-server-head]').forEach((node) => node.remove());
  }, [hydrated]);
  if (!hydrated) return null;
  const head = computeHead(input, {
    store,
    lang,
    homeTitle: t('seo.home_title'),
    homeDescription: t('seo.home_description'),
    origin,
    path: addressless ? undefined : pathname,
  });
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="robots" content={head.robots} />
      <link rel="icon" href={store.mainInfo.favicon ?? FALLBACK_FAVICON} />
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.alternates.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={alternate.href}
        />
      ))}
      <meta property="og:locale" content={head.og.locale} />
      <meta property="og:site_name" content={head.og.siteName} />
      <meta property="og:title" content={head.og.title} />
      <meta property="og:description" content={head.og.description} />
      <meta property="og:type" content={head.og.type} />
      {head.og.image && <meta property="og:image" content={head.og.image} />}
      {head.og.url && <meta property="og:url" content={head.og.url} />}
    </>
  );
}

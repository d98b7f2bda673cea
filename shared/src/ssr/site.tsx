import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { readCookie } from '../browser/cookies';
import type { CookieConsent } from '../contracts/enums';
import { COOKIES } from '../contracts/cookies';
import { isBot } from './bots';
import { cookieConsentOf } from './consent';

/**
 * What the shell knows of the request a page is rendered for. The server sends it with the page,
 * so the browser's first render uses the same values and matches the server's HTML.
 */
export interface SiteInfo {
  /** The shop's public origin, for absolute links (JSON-LD, Open Graph). */
  origin: string;
  /** Whether the visitor is a crawler (crawlers get no error screen); not its user agent. */
  bot: boolean;
  /** The visitor's cookie choice (app-cookie-banner) when the page was rendered. */
  cookieConsent: CookieConsent | null;
}

let inBrowser: SiteInfo | null = null;

/** The site as the browser sees it, for pages the server did not render (tests, dev harness). */
export function browserSite(): SiteInfo {
  inBrowser ??= {
    origin: window.location.origin,
    bot: isBot(navigator.userAgent),
    cookieConsent: cookieConsentOf(readCookie(COOKIES.cookieBanner)),
  };
  return inBrowser;
}

const SiteContext = createContext<SiteInfo | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The request the page is rendered for (see SiteInfo). */
export function useSite(): SiteInfo {
  return useContext(SiteContext) ?? browserSite();
}

const HydratedContext = createContext(true);

/**
 * Provides useHydrated to its tree. `hydrating`: the tree is rendered on the server, or hydrates
 * what the server sent; it counts as hydrated once that is done. The switch is a transition, so
 * what changes then renders in slices and never blocks the main thread (a store-backed switch
 * would re-render every reader at once, synchronously).
 */
export function HydrationState({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False on the server and while the browser hydrates what the server sent, true afterwards: what
 * only the browser can know (local storage, the visitor's clock) is shown once it is true. Pages
 * the browser renders itself (and tests) are hydrated from the start.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

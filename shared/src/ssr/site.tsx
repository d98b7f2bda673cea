import { createContext, useContext, useSyncExternalStore } from 'react';
import { readCookie } from '../browser/cookies';
import { COOKIE_CONSENT_VALUES, type CookieConsent } from '../contracts/enums';
import { COOKIES } from '../contracts/cookies';

/**
 * What the shell knows of the request a page is rendered for. The server sends it with the page,
 * so the browser's first render uses the same values and matches the server's HTML.
 */
export interface SiteInfo {
  /** The shop's public origin, for absolute links (JSON-LD, Open Graph). */
  origin: string;
  /** The visitor's user agent (crawlers get no error screen). */
  userAgent: string;
  /** The visitor's cookie choice (app-cookie-banner) when the page was rendered. */
  cookieConsent: CookieConsent | null;
}

/** A cookie choice from the app-cookie-banner cookie's value; null before one is made. */
export function cookieConsentOf(value: string | null): CookieConsent | null {
  return (COOKIE_CONSENT_VALUES as readonly string[]).includes(value ?? '')
    ? (value as CookieConsent)
    : null;
}

let inBrowser: SiteInfo | null = null;

/** The site as the browser sees it, for pages the server did not render (tests, dev harness). */
export function browserSite(): SiteInfo {
  inBrowser ??= {
    origin: window.location.origin,
    userAgent: navigator.userAgent,
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

const subscribeNever = () => () => {};

/**
 * False on the server and while the browser hydrates what the server sent, true afterwards: what
 * only the browser can know (local storage, the visitor's clock) is shown once it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

import {
  COOKIES,
  cookieConsentOf,
  readCookie,
  useSite,
  writeCookie,
  type CookieConsent,
} from '@storefront/shared';
import { useCallback, useSyncExternalStore } from 'react';

const CHOICE_DAYS = 365;
const listeners = new Set<() => void>();

/** The visitor's cookie choice from the app-cookie-banner cookie; null before one is made. */
export function readCookieChoice(): CookieConsent | null {
  return cookieConsentOf(readCookie(COOKIES.cookieBanner));
}

export function saveCookieChoice(choice: CookieConsent): void {
  writeCookie(COOKIES.cookieBanner, choice, CHOICE_DAYS);
  for (const listener of listeners) listener();
}

/**
 * The choice, kept in sync between the banner and the settings dialog. The server renders the
 * choice it read from the request, and the browser hydrates with the same.
 */
export function useCookieChoice(): [CookieConsent | null, (choice: CookieConsent) => void] {
  const { cookieConsent } = useSite();
  const choice = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readCookieChoice,
    () => cookieConsent,
  );
  return [choice, useCallback((next: CookieConsent) => saveCookieChoice(next), [])];
}

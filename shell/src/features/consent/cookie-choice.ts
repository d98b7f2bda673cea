import {
  COOKIES,
  COOKIE_CONSENT_VALUES,
  readCookie,
  writeCookie,
  type CookieConsent,
} from '@storefront/shared';
import { useCallback, useSyncExternalStore } from 'react';

const CHOICE_DAYS = 365;
const listeners = new Set<() => void>();

/** The visitor's cookie choice from the app-cookie-banner cookie; null before one is made. */
export function readCookieChoice(): CookieConsent | null {
  const value = readCookie(COOKIES.cookieBanner);
  return (COOKIE_CONSENT_VALUES as readonly string[]).includes(value ?? '')
    ? (value as CookieConsent)
    : null;
}

export function saveCookieChoice(choice: CookieConsent): void {
  writeCookie(COOKIES.cookieBanner, choice, CHOICE_DAYS);
  for (const listener of listeners) listener();
}

/** The choice, kept in sync between the banner and the settings dialog. */
export function useCookieChoice(): [CookieConsent | null, (choice: CookieConsent) => void] {
  const choice = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readCookieChoice,
    () => null,
  );
  return [choice, useCallback((next: CookieConsent) => saveCookieChoice(next), [])];
}

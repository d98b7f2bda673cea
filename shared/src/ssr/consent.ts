import { COOKIE_CONSENT_VALUES, type CookieConsent } from '../contracts/enums';

/** A cookie choice from the app-cookie-banner cookie's value; null before one is made. */
export function cookieConsentOf(value: string | null): CookieConsent | null {
  return (COOKIE_CONSENT_VALUES as readonly string[]).includes(value ?? '')
    ? (value as CookieConsent)
    : null;
}

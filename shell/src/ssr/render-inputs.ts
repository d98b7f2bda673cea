import {
  COOKIES,
  CURRENCIES,
  cookieConsentOf,
  cookieFromHeader,
  isBot,
  type CookieConsent,
  type CurrencyCode,
} from '@storefront/shared/core';

/**
 * Everything a page's render reads of its request, and nothing else of it: the renderer gets this
 * object (never the Cookie header or the user agent), and the server's page cache keys its pages
 * by it. A field added here is read by the render and part of the cache's key at once.
 *
 * Every field is a plain value, in its normal form (an unknown currency is no currency), so two
 * requests that render the same page give equal inputs.
 */
export interface RenderInputs {
  /** Path and query (the language is the path's first segment). */
  url: string;
  /** The currency the visitor chose (the app-currency cookie); null: the shop's default. */
  currency: CurrencyCode | null;
  /** The visitor's cookie choice (the app-cookie-banner cookie); null before one is made. */
  cookieConsent: CookieConsent | null;
  /** Whether the visitor is a crawler (by user agent): crawlers get whole pages. */
  bot: boolean;
}

/** The parts of an incoming request the inputs are read from. */
export interface IncomingRequest {
  url: string;
  headers: { cookie?: string; 'user-agent'?: string };
}

const currencyOf = (value: string | null): CurrencyCode | null =>
  (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as CurrencyCode) : null;

/** What a render of this request may read (see RenderInputs). */
export function renderInputs({ url, headers }: IncomingRequest): RenderInputs {
  const { pathname, search } = new URL(url, 'http://shell.local');
  return {
    url: pathname + search,
    currency: currencyOf(cookieFromHeader(headers.cookie, COOKIES.currency)),
    cookieConsent: cookieConsentOf(cookieFromHeader(headers.cookie, COOKIES.cookieBanner)),
    bot: isBot(headers['user-agent'] ?? ''),
  };
}

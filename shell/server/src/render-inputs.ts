import {
  COOKIES,
  CURRENCIES,
  cookieConsentOf,
  cookieFromHeader,
  isBot,
  type CurrencyCode,
} from '@storefront/shared/core';
import type { RenderInputs } from '@storefront/shell/ssr';

/** The parts of an incoming request the inputs are read from. */
export interface IncomingRequest {
  url: string;
  headers: { cookie?: string; 'user-agent'?: string };
}

const currencyOf = (value: string | null): CurrencyCode | null =>
  (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as CurrencyCode) : null;

/**
 * What a render of this request may read (see RenderInputs): the page cache keys its pages by it
 * too.
 */
export function renderInputs({ url, headers }: IncomingRequest): RenderInputs {
  const { pathname, search } = new URL(url, 'http://shell.local');
  return {
    url: pathname + search,
    currency: currencyOf(cookieFromHeader(headers.cookie, COOKIES.currency)),
    cookieConsent: cookieConsentOf(cookieFromHeader(headers.cookie, COOKIES.cookieBanner)),
    bot: isBot(headers['user-agent'] ?? ''),
  };
}

import type {
  CookieConsent,
  CurrencyCode,
  Language,
  PublicStore,
  RemoteName,
  RouteMatch,
  SeoInput,
} from '@storefront/shared/core';
import type { ServerRelease } from './server-remotes';

// What the shell's HTTP server and its server render (a separate build, see index.ts) hand each
// other: one request to render, and the page it gave. The HTTP server reads the request, matches
// its route and decides its language once; the render uses what it is given and matches nothing.

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

/**
 * A page to render: what it reads of its request (RenderInputs: nothing else of the request, not
 * its cookies, reaches the render or the API requests it makes), and what the server holds now.
 */
export interface RenderRequest extends RenderInputs {
  /**
   * The page's language, as the HTTP server decided it: the path's first segment (a path without
   * one is redirected before any render).
   */
  lang: Language;
  /** The path's route and parameters, as the HTTP server matched them; null for no route (404). */
  match: RouteMatch | null;
  /** The shop's public origin. */
  origin: string;
  /** The public store as the shell's server keeps it (null: the render asks the API). */
  publicStore: PublicStore | null;
  /** The nonce of the inline scripts React writes into a streamed page. */
  nonce: string;
  /** The id of the request, sent to the API with each of the render's requests. */
  requestId?: string;
  /** The release of each remote the page is rendered (and named, and hydrated) with. */
  releases: Record<RemoteName, ServerRelease>;
  /**
   * Sent whole whatever its data takes, never its layout first (a page the server keeps for
   * others): it waits up to the deadline, and what is still missing then is left to the browser.
   */
  whole?: boolean;
  /**
   * Aborted when the visitor has gone: the render stops, and so do its requests to the API. A
   * render stopped before its page was returned rejects with the signal's reason. Only a render
   * for one request has one: a render others wait on, or that is kept, goes on (see page-route).
   */
  signal?: AbortSignal;
}

export type RenderedPage =
  | { redirect: string }
  | {
      status: number;
      /** The page's SEO input; null for a page that does not exist (the not-found head). */
      seo: SeoInput | null;
      /** The root element's content: the whole page, or the layout of a streamed one. */
      html: string;
      /** The styles of `html` (<style> elements for the head). */
      styles: string;
      /**
       * The layout only: the page's content is left to the browser (a page about one person, or
       * one whose remote could not be had in time).
       */
      layoutOnly: boolean;
      /**
       * Every API request of the page got its answer (none still running, none failed for a
       * reason that may pass: a timeout, a 5xx): false for a streamed page. A page the server
       * keeps for others must be complete.
       */
      complete: boolean;
      /**
       * The cache tags of every API answer the render used (CACHE_TAGS: the products, lists and
       * categories it shows): a page kept for others is dropped when a staff write names one.
       * The public store the render was given is not among them (the server knows it used it).
       */
      tags: string[];
      /**
       * What follows the root element: the page data the browser hydrates from, after the rest
       * of a streamed page (its content and styles as they come). A string when the page is
       * whole.
       */
      after: string | AsyncIterable<string | Buffer>;
    };

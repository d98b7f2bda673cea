import type { TFunction } from 'i18next';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type {
  FRAGMENT_OWNERS,
  FragmentName,
  FragmentProps,
  MIDDLEWARE_OWNERS,
  MiddlewareName,
  OVERLAY_OWNERS,
  OverlayName,
  OwnedBy,
} from './cross-team';
import type { Language } from './languages';
import type { RemoteName, RouteName, RouteParams } from '../routing/routes';
import type { AppDispatch, RootState } from '../store/store-types';
import type { SeoInput } from '../seo/seo-input';
import type { RouteOf } from '../teams/teams';

/** What every page receives from the shell. */
export interface PageProps {
  lang: Language;
  params: Readonly<Record<string, string>>;
}

export interface PagePrefetchContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  lang: Language;
  params: Readonly<Record<string, string>>;
  /** The page URL's query (a listing's filters, sort and page). */
  search: URLSearchParams;
}

/** What a page's head is made from: the store's state once the page's data has arrived. */
export interface PageHeadContext extends PageProps {
  state: RootState;
  /** The shop's public origin, for absolute links (Open Graph images). */
  origin: string;
  /** Texts of the page's own namespace (its remote's) in the page language. */
  t: TFunction;
}

/**
 * A page of a remote. The shell routes to it, calls `prefetch` on navigation, when a link to it is
 * preloaded and before rendering it on the server, and renders its head from `head`.
 */
export interface PageModule {
  Component: ComponentType<PageProps>;
  /** Starts the requests the page needs; resolved before the page renders on the server. */
  prefetch?: (context: PagePrefetchContext) => Promise<unknown> | void;
  /** Named layout of the shell; `default` when absent. */
  layout?: string;
  /** Forces a color mode on this page regardless of the visitor's choice. */
  colorMode?: 'light' | 'dark';
  /** Route middleware the shell runs before the page, in order (see MIDDLEWARE_OWNERS). */
  middleware?: MiddlewareName[];
  /**
   * The page's validity check: false fails the page with 404 and
   * 'Page not found: {path}', e.g. a category that does not exist; a status fails it with that
   * status, e.g. when the API that would say could not answer (see `validityAfterError`).
   */
  validate?: (context: PagePrefetchContext) => PageValidity | Promise<PageValidity>;
  /**
   * The page's SEO input, computed by the page from its data in the store: one pure function,
   * called by the shell's server for the first response and by the shell in the browser.
   */
  head?: (context: PageHeadContext) => SeoInput;
}

/** A validity check's answer: valid, missing (false: 404), or failed with a status. */
export type PageValidity = boolean | { status: number };

export type PageLoader = () => Promise<PageModule>;

/**
 * A remote's pages: one for each route the teams' declaration gives it, and no other
 * (`pages: { ... } satisfies RemotePages<'content'>`).
 */
export type RemotePages<R extends RemoteName> = Record<RouteOf<R>, PageLoader>;

export interface RouteMiddlewareContext extends PagePrefetchContext {
  routeName: RouteName;
  /** The path being opened, with its query. */
  path: string;
}

/** What middleware decides: nothing (go on), a redirect, or an error screen with a status. */
export type RouteMiddlewareResult =
  undefined | { redirect: string } | { error: { status: number; message: string } };

export type RouteMiddleware = (
  context: RouteMiddlewareContext,
) => RouteMiddlewareResult | Promise<RouteMiddlewareResult>;

export interface OverlayProps {
  lang: Language;
  onClose: () => void;
  /** The dialog's title: an overlay names itself with it (the shell owns the dialog around it). */
  Title: ComponentType<{ children: ReactNode }>;
}

/** How a remote's server code reads the API when the shop's server asks it for something. */
export interface ServerContext {
  /** A GET under /api/v1 (`product/sitemap?part=1`): the answer's JSON, null on 404. */
  get: <T>(path: string) => Promise<T | null>;
}

/** A page the shop's sitemaps list: its route and parameters (in every language). */
export interface SitemapPage {
  route: RouteName;
  params: RouteParams;
}

/**
 * The pages with parameters a remote lists in the shop's sitemaps (a category, a product), in
 * parts of at most a few thousand; the shell lists the pages without parameters itself.
 */
export interface SitemapSource {
  parts: (context: ServerContext) => Promise<number>;
  /** Part `index` (from 1). */
  part: (index: number, context: ServerContext) => Promise<SitemapPage[]>;
}

type Lazy<Props> = LazyExoticComponent<ComponentType<Props>>;

/** A lazily loaded fragment that takes what its contract gives (FragmentContracts). */
export type FragmentComponent<N extends FragmentName> = Lazy<FragmentProps<N>>;

export type OverlayComponent = Lazy<OverlayProps>;

/**
 * The one module every remote exposes as `./remote`, for one remote: its `fragments`, `overlays`
 * and `middleware` are exactly those the cross-team contracts give it, each taking what its
 * contract says (`satisfies RemoteModule<'checkout'>`).
 */
export interface RemoteModule<R extends RemoteName> {
  name: R;
  /** Pages keyed by route name, loaded on demand. */
  pages: Partial<Record<RouteName, PageLoader>>;
  /** Fragments other teams embed by name (e.g. AddToCart, MiniCart). */
  fragments: { [N in OwnedBy<typeof FRAGMENT_OWNERS, R>]: FragmentComponent<N> };
  /** Overlays (dialogs) the shell opens by id. */
  overlays: { [N in OwnedBy<typeof OVERLAY_OWNERS, R>]: OverlayComponent };
  /** The remote's i18n namespace (its name) in one language. */
  loadMessages: (lang: Language) => Promise<Record<string, unknown>>;
  /** Route middleware by name, which pages of any team can then list. */
  middleware: { [N in OwnedBy<typeof MIDDLEWARE_OWNERS, R>]: RouteMiddleware };
  /** Injects the remote's slices and endpoints into the shell's store. */
  setup?: (context: { dispatch: AppDispatch }) => void;
  /** Its pages in the shop's sitemaps, asked for on the server. */
  sitemap?: SitemapSource;
}

/**
 * A remote as the shell gets it at run time: whichever build of it is deployed, which may not
 * provide everything its contract lists yet (the shell shows a fallback for what is missing).
 */
export interface LoadedRemote extends Omit<
  RemoteModule<RemoteName>,
  'fragments' | 'overlays' | 'middleware'
> {
  fragments: { [N in FragmentName]?: FragmentComponent<N> };
  overlays: { [N in OverlayName]?: OverlayComponent };
  middleware?: { [N in MiddlewareName]?: RouteMiddleware };
}

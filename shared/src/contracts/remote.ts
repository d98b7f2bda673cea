import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Language } from './languages';
import type { RouteName, RemoteName } from '../routing/routes';
import type { AppDispatch, RootState } from '../store/store-types';
import type { SeoInput } from '../seo/seo-input';

/** What every page receives from the shell. */
export interface PageProps {
  lang: Language;
  params: Readonly<Record<string, string>>;
}

export interface PagePrefetchContext {
  dispatch: AppDispatch;
  lang: Language;
  params: Readonly<Record<string, string>>;
}

/**
 * A page of a remote. The shell routes to it, calls `prefetch` on navigation and when a link to
 * it is preloaded, and renders the head from `seo`.
 */
export interface PageModule {
  Component: ComponentType<PageProps>;
  /** Starts the requests the page needs; resolved before the page renders on the server. */
  prefetch?: (context: PagePrefetchContext) => Promise<unknown> | void;
  /** Named layout of the shell; `default` when absent. */
  layout?: string;
  /** Forces a color mode on this page regardless of the visitor's choice. */
  colorMode?: 'light' | 'dark';
  /** Route middleware names the shell runs before the page (see the shell's registry). */
  middleware?: string[];
  /**
   * The page's validity check (spec point 2): false fails the page with 404 and
   * 'Page Not Found: {path}', e.g. a category that does not exist.
   */
  validate?: (context: PagePrefetchContext) => boolean | Promise<boolean>;
  /** The page's SEO input, computed from the page data by the page itself (a hook). */
  useSeo?: (props: PageProps) => SeoInput;
}

export type PageLoader = () => Promise<PageModule>;

export interface RouteMiddlewareContext extends PagePrefetchContext {
  routeName: RouteName;
  /** The path being opened, with its query. */
  path: string;
  getState: () => RootState;
}

/** What middleware decides: nothing (go on), a redirect, or an error screen with a status. */
export type RouteMiddlewareResult =
  undefined | { redirect: string } | { error: { status: number; message: string } };

export type RouteMiddleware = (
  context: RouteMiddlewareContext,
) => RouteMiddlewareResult | Promise<RouteMiddlewareResult>;

/** Props every cross-team fragment (widget) receives. */
export interface WidgetProps {
  lang: Language;
  [key: string]: unknown;
}

export interface OverlayProps {
  lang: Language;
  onClose: () => void;
  /** The dialog's title: an overlay names itself with it (the shell owns the dialog around it). */
  Title: ComponentType<{ children: ReactNode }>;
}

/** The one module every remote exposes as `./remote`. */
export interface RemoteModule {
  name: RemoteName;
  /** Pages keyed by route name, loaded on demand. */
  pages: Partial<Record<RouteName, PageLoader>>;
  /** Fragments other teams embed by name (e.g. AddToCart, MiniCart). */
  widgets: Record<string, LazyExoticComponent<ComponentType<WidgetProps>>>;
  /** Overlays (dialogs) the shell opens by id. */
  overlays: Record<string, LazyExoticComponent<ComponentType<OverlayProps>>>;
  /** The remote's i18n namespace (its name) in one language. */
  loadMessages: (lang: Language) => Promise<Record<string, unknown>>;
  /** Route middleware by name, which pages of any team can then list. */
  middleware?: Record<string, RouteMiddleware>;
  /** Injects the remote's slices and endpoints into the shell's store. */
  setup?: (context: { dispatch: AppDispatch }) => void;
}

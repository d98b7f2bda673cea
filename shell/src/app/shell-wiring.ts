import {
  MIDDLEWARE_OWNERS,
  OVERLAY_OWNERS,
  matchRoute,
  ownerOf,
  type AppStore,
  type LoadedRemote,
  type MiddlewareName,
  type OverlayComponent,
  type OverlayName,
  type PageModule,
  type RemoteName,
  type RouteMiddleware,
  type RouteName,
  type ShellServices,
} from '@storefront/shared';
import { FederatedFragment } from '../features/fragments/federated-fragment';
import { SHELL_OVERLAYS, isShellOverlay } from '../features/overlays/shell-overlays';
import { createPreloader } from '../federation/preloader';
import { PageNotProvidedError } from '../federation/remotes';
import { createRenderCache } from '../federation/render-cache';
import { createLanguageLoads } from '../routing/language-loads';
import { createPageChecks } from '../routing/page-check';
import type { ShellWiring } from './wiring-context';

export interface ShellWiringOptions {
  /**
   * Loads a remote's module: through the federation runtime in the browser (with its texts in the
   * page language), from the remotes' server builds on the server, from fakes in tests.
   */
  loadRemote: (name: RemoteName) => Promise<LoadedRemote>;
  /** The app's store: each remote's `setup` injects its slices into it, pages prefetch into it. */
  store: AppStore;
  /** True once a newer build of the shell is deployed (the browser watches; elsewhere never). */
  updateReady?: () => boolean;
}

/**
 * How the shell and the remotes are connected, in one object per app (the browser's, each server
 * render's, each test's): which remote provides a page, a fragment, an overlay or a middleware
 * (the cross-team contracts name the owner), each remote set up once into this app's store, how
 * links preload, and how languages load. React components get it (a ShellWiring) from ShellWiringContext, the
 * remotes' components get `services` from ShellServicesContext; nothing is kept in module state,
 * so two apps in one process never share any of it.
 */
export function createShellWiring({
  loadRemote,
  store,
  updateReady = () => false,
}: ShellWiringOptions): ShellWiring {
  const loading = new Map<RemoteName, Promise<LoadedRemote>>();
  const setUp = new Map<RemoteName, LoadedRemote>();

  /**
   * A remote's module, loaded once and set up once (its slices and endpoints into the store). A
   * failure is not kept, so the next navigation (or the fallback's retry button) tries again.
   */
  function remote(name: RemoteName): Promise<LoadedRemote> {
    let pending = loading.get(name);
    if (!pending) {
      pending = loadRemote(name).then((module) => {
        if (!setUp.has(name)) {
          setUp.set(name, module);
          module.setup?.({ dispatch: store.dispatch });
        }
        return module;
      });
      pending.catch(() => loading.delete(name));
      loading.set(name, pending);
    }
    return pending;
  }

  /** The page of a route from the remote that owns it. */
  async function page(routeName: RouteName): Promise<PageModule> {
    const owner = ownerOf(routeName);
    if (!owner) throw new PageNotProvidedError(routeName);
    const loader = (await remote(owner)).pages[routeName];
    if (!loader) throw new PageNotProvidedError(routeName);
    return loader();
  }

  /** An overlay from its owner: the shell's own, or a remote's (loaded first). */
  async function overlay(id: OverlayName): Promise<OverlayComponent> {
    if (isShellOverlay(id)) return SHELL_OVERLAYS[id];
    const owner = OVERLAY_OWNERS[id] as RemoteName;
    const component = (await remote(owner)).overlays[id];
    if (!component) throw new Error('Overlay not found');
    return component;
  }

  /** A route middleware from the remote that provides it. */
  async function middleware(name: MiddlewareName): Promise<RouteMiddleware> {
    // A page of another build may list a name the contracts no longer have.
    const owner = Object.hasOwn(MIDDLEWARE_OWNERS, name) ? MIDDLEWARE_OWNERS[name] : undefined;
    const found = owner && (await remote(owner)).middleware?.[name];
    if (!found) throw new Error('Unknown route middleware');
    return found;
  }

  /** Page modules by route, shared by navigation, link preloading and the first render. */
  const pageModules = createRenderCache(page);

  // A link preloads its page's module and data on the shopper's intent, four at a time.
  const preload = createPreloader(async (path) => {
    const url = new URL(path, window.location.origin);
    const target = matchRoute(url.pathname);
    if (!target || !ownerOf(target.route.name)) return;
    const module = await pageModules.get(target.route.name);
    await module.prefetch?.({
      dispatch: store.dispatch,
      getState: store.getState,
      lang: target.lang,
      params: target.params,
      search: url.searchParams,
    });
  });

  const services: ShellServices = { Fragment: FederatedFragment, preload };

  return {
    remote,
    pageModules,
    /** Remote modules for the fragments the shell and pages embed. */
    remoteModules: createRenderCache(remote),
    overlays: createRenderCache(overlay),
    middleware,
    checkPage: createPageChecks(middleware),
    languageLoaded: createLanguageLoads(() => [...setUp.values()]),
    updateReady,
    services,
  };
}

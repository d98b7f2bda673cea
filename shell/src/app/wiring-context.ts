import type {
  LoadedRemote,
  MiddlewareName,
  OverlayComponent,
  OverlayName,
  PageModule,
  RemoteName,
  RouteMiddleware,
  RouteName,
  ShellServices,
} from '@storefront/shared';
import { createContext, use } from 'react';
import type { createRenderCache } from '../federation/render-cache';
import type { createLanguageLoads } from '../routing/language-loads';
import type { createPageChecks } from '../routing/page-check';

type RenderCache<K, V> = ReturnType<typeof createRenderCache<K, V>>;

/**
 * How the shell and the remotes are connected in one app, as createShellWiring makes it. Declared
 * here, with the context that hands it out, rather than inferred from the factory: the factory
 * imports components (FederatedFragment) that read this context.
 */
export interface ShellWiring {
  /** A remote's module, loaded once and set up once into the app's store. */
  remote: (name: RemoteName) => Promise<LoadedRemote>;
  /** Page modules by route, shared by navigation, link preloading and the first render. */
  pageModules: RenderCache<RouteName, PageModule>;
  /** Remote modules for the fragments the shell and pages embed. */
  remoteModules: RenderCache<RemoteName, LoadedRemote>;
  overlays: RenderCache<OverlayName, OverlayComponent>;
  middleware: (name: MiddlewareName) => Promise<RouteMiddleware>;
  checkPage: ReturnType<typeof createPageChecks>;
  languageLoaded: ReturnType<typeof createLanguageLoads>;
  /** True once a newer build of the shell is deployed. */
  updateReady: () => boolean;
  services: ShellServices;
}

/** The app's wiring (see createShellWiring), given by App to everything the shell renders. */
export const ShellWiringContext = createContext<ShellWiring | null>(null);

export function useShellWiring(): ShellWiring {
  const wiring = use(ShellWiringContext);
  if (!wiring) throw new Error('The shell is rendered without its wiring (see App)');
  return wiring;
}

import type { PageModule, RemoteModule, RemoteName, RouteName } from '@storefront/shared';
import { createRenderCache } from './render-cache';
import { loadPage, loadRemoteModule } from './remotes';

/**
 * Page modules by route, shared by navigation, link preloading and the first render (which
 * starts loading before React renders, so the shell and the page appear together).
 */
export const pageModules = createRenderCache<RouteName, PageModule>(loadPage);

/** Remote modules for the fragments (widgets) the shell and pages embed. */
export const remoteModules = createRenderCache<RemoteName, RemoteModule>(loadRemoteModule);

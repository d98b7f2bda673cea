import {
  ownerOf,
  ensureNamespace,
  matchRoute,
  registerNamespace,
  setFragmentRenderer,
  setRoutePreloader,
  type AppStore,
  type Language,
} from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import type { RuntimeConfig } from '../config/runtime-config';
import { RemoteWidget } from '../features/fragments/remote-widget';
import { registerOverlay } from '../features/overlays/registry';
import { pageModules } from '../federation/pages';
import { createPreloader } from '../federation/preloader';
import { registerStorefrontRemotes } from '../federation/remotes';
import { registerMiddleware } from '../routing/middleware';

/**
 * Connects the remotes in the browser: where they are, what each brings to the shell when it
 * first loads (its texts, middleware, overlays, slices), how other teams' fragments render, and
 * how links preload their pages (module and data, on the shopper's intent, four at a time).
 */
export function startRemotes(config: RuntimeConfig, store: AppStore, i18nReady: Promise<I18n>) {
  registerStorefrontRemotes(config, {
    setup(remote) {
      registerNamespace(remote.name, remote.loadMessages);
      for (const [name, middleware] of Object.entries(remote.middleware ?? {}))
        registerMiddleware(name, middleware);
      for (const [id, component] of Object.entries(remote.overlays)) registerOverlay(id, component);
      remote.setup?.({ dispatch: store.dispatch });
    },
    async prepare(remote) {
      const i18n = await i18nReady;
      await ensureNamespace(i18n, remote.name, i18n.language as Language);
    },
  });

  setFragmentRenderer(RemoteWidget);

  setRoutePreloader(
    createPreloader(async (path) => {
      const url = new URL(path, window.location.origin);
      const target = matchRoute(url.pathname);
      if (!target || !ownerOf(target.route.name)) return;
      const page = await pageModules.get(target.route.name);
      await page.prefetch?.({
        dispatch: store.dispatch,
        getState: store.getState,
        lang: target.lang,
        params: target.params,
        search: url.searchParams,
      });
    }),
  );
}

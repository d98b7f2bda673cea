import { ensureNamespace, type AppStore, type Language } from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import type { RuntimeConfig } from '../config/runtime-config';
import type { BuildWatch } from '../features/build-updates/build-watch';
import { loadFederatedRemote, registerStorefrontRemotes } from '../federation/remotes';
import { createShellWiring } from './shell-wiring';

/**
 * The browser's wiring: the remotes where the runtime configuration says they are, each loaded
 * through the federation runtime with its texts in the current language, and the shell's build
 * watched for a newer one.
 */
export function startRemotes(
  config: RuntimeConfig,
  store: AppStore,
  i18nReady: Promise<I18n>,
  build: Pick<BuildWatch, 'updateReady'>,
) {
  registerStorefrontRemotes(config);
  return createShellWiring({
    store,
    async loadRemote(name) {
      const remote = await loadFederatedRemote(name);
      const i18n = await i18nReady;
      await ensureNamespace(i18n, remote, i18n.language as Language);
      return remote;
    },
    updateReady: () => build.updateReady(),
  });
}

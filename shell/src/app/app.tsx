import {
  ShellServicesContext,
  StorefrontProviders,
  useHydrated,
  type AppStore,
  type Look,
  type SiteInfo,
} from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { ToastRegion } from '../features/toasts/toast-region';
import { AppRoutes } from '../routing/app-routes';
import { PreparedPageContext, type PreparedPage } from '../routing/prepared-page';
import { ShellWiringContext, type ShellWiring } from './wiring-context';

interface AppProps {
  store: AppStore;
  /** How the shell and the remotes are connected for this app (see createShellWiring). */
  wiring: ShellWiring;
  i18n: I18n;
  look: Look;
  site?: SiteInfo;
  /** Rendered on the server, or hydrating what it sent. */
  hydrating?: boolean;
  /** The first page, loaded and checked beforehand (see PreparedPage). */
  prepared?: PreparedPage | null;
  /** The router: the browser's history, or the server's one location. */
  Router: (props: { children: ReactNode }) => ReactNode;
}

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has hydrated or rendered it:
 * what measures the page and what drives it in tests waits for it.
 */
function HydratedMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = '';
  }, [hydrated]);
  return null;
}

/** The shell: the shared providers and the app's wiring around the routed pages. */
export function App({ Router, prepared = null, wiring, ...providers }: AppProps) {
  return (
    <StorefrontProviders {...providers}>
      <ShellWiringContext value={wiring}>
        <ShellServicesContext value={wiring.services}>
          <PreparedPageContext value={prepared}>
            <Router>
              <AppRoutes />
            </Router>
          </PreparedPageContext>
        </ShellServicesContext>
      </ShellWiringContext>
      <ToastRegion />
      <HydratedMark />
    </StorefrontProviders>
  );
}

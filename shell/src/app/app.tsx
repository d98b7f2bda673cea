import { StorefrontProviders, type AppStore, type Look } from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import { ToastRegion } from '../features/toasts/toast-region';
import type { createRouter } from '../routing/router';

interface AppProps {
  store: AppStore;
  i18n: I18n;
  look: Look;
  router: ReturnType<typeof createRouter>;
}

/** The shell: the shared providers around the router. */
export function App({ router, ...providers }: AppProps) {
  return (
    <StorefrontProviders {...providers}>
      <RouterProvider router={router} />
      <ToastRegion />
    </StorefrontProviders>
  );
}

import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { HydrationState, SiteProvider, browserSite, type SiteInfo } from '../ssr/site';
import type { AppStore } from '../store/make-store';
import { GlobalStyle } from '../theme/global-style';
import type { Look } from '../theme/palettes';
import { createTheme } from '../theme/theme';

interface StorefrontProvidersProps {
  store: AppStore;
  i18n: I18n;
  look: Look;
  /** The request rendered for; the browser's own values when absent. */
  site?: SiteInfo;
  /** Rendered on the server, or hydrating what it sent (see useHydrated). */
  hydrating?: boolean;
  children: ReactNode;
}

/** What every page lives in: the one store, the one i18n instance, the theme of the look. */
export function StorefrontProviders({
  store,
  i18n,
  look,
  site,
  hydrating = false,
  children,
}: StorefrontProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SiteProvider value={site ?? browserSite()}>
          <HydrationState hydrating={hydrating}>
            <ThemeProvider theme={createTheme(look)}>
              <GlobalStyle $look={look} />
              {children}
            </ThemeProvider>
          </HydrationState>
        </SiteProvider>
      </I18nextProvider>
    </Provider>
  );
}

import { GlobalStyle, createTheme, type AppStore, type Look } from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { createRouter } from '../routing/router';

interface AppProps {
  store: AppStore;
  i18n: I18n;
  look: Look;
  router: ReturnType<typeof createRouter>;
}

/** The providers every page lives in: the one store, the one i18n instance, the look. */
export function App({ store, i18n, look, router }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createTheme(look)}>
          <GlobalStyle $look={look} />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}

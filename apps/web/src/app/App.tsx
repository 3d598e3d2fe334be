import { CampusThemeProvider } from '@campus/ui';
import { I18nProvider, type I18n } from '../i18n';
import { Provider, useSelector } from 'react-redux';
import type { ReactNode } from 'react';
import type { AppStore } from './store';
import { selectColorMode } from '../shell';
import { SettingsProvider } from '../kit/SettingsContext';
import { UnsentWorkContext } from '../kit/UnsentWork';
import { AppRouterProvider, type AppRouter } from '../kit/router';

function Theme({ children }: { children: ReactNode }) {
  const mode = useSelector(selectColorMode);
  return <CampusThemeProvider mode={mode}>{children}</CampusThemeProvider>;
}

/**
 * Everything around the router. The browser's router and the server renderer's static router sit
 * inside the same providers, so a prerendered page and its hydration build one tree.
 */
export function AppProviders({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <SettingsProvider value={store.services.settings}>
      <UnsentWorkContext.Provider value={store.services.unsentWork}>
        <Provider store={store}>
          <I18nProvider i18n={i18n}>
            <Theme>{children}</Theme>
          </I18nProvider>
        </Provider>
      </UnsentWorkContext.Provider>
    </SettingsProvider>
  );
}

export function App({ store, router, i18n }: { store: AppStore; router: AppRouter; i18n: I18n }) {
  return (
    <AppProviders store={store} i18n={i18n}>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}

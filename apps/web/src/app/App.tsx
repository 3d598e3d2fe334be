import { CampusThemeProvider } from '@campus/ui';
import { I18nProvider, type I18n } from '../i18n';
import { Provider, useSelector } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { AppStore } from './store';
import { selectColorMode } from '../shell';
import { SettingsProvider } from '../kit/SettingsContext';

function Theme({ children }: { children: ReactNode }) {
  const mode = useSelector(selectColorMode);
  return <CampusThemeProvider mode={mode}>{children}</CampusThemeProvider>;
}

export function App({
  store,
  router,
  i18n,
}: {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  i18n: I18n;
}) {
  return (
    <SettingsProvider value={store.services.settings}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <Theme>
            <RouterProvider router={router} />
          </Theme>
        </I18nProvider>
      </Provider>
    </SettingsProvider>
  );
}

import { CampusThemeProvider } from '@campus/ui';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import type { AppStore } from './store';
import { routes } from './routes';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <CampusThemeProvider mode="system">
        <RouterProvider router={router} />
      </CampusThemeProvider>
    </Provider>
  );
}

import { createApiClient } from '@campus/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { defaultTiming } from './app/services';
import { readHostSettings } from './app/settings';
import { createAppStore } from './app/store';

const settings = readHostSettings(window.campusSettings);
const current = settings.locale.languages.find((language) => language.code === settings.locale.locale);
document.documentElement.lang = settings.locale.locale;
document.documentElement.dir = current?.dir ?? 'ltr';

const api = createApiClient({ baseUrl: settings.apiBaseUrl });
const store = createAppStore({
  api,
  settings,
  timing: defaultTiming,
  browser: { reload: () => window.location.reload() },
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount Campus in.');
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);

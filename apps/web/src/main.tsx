import { createApiClient } from '@campus/api-client';
import { createSession } from '@campus/auth';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createAreas } from './app/areas';
import { createRoutes } from './app/routes';
import { defaultTiming, loadScriptTag, type AnalyticsGlobals, type Services } from './kit/services';
import { readHostSettings } from './kit/settings';
import { QUEUE_KEY } from './kit/storageKeys';
import { createAppStore } from './app/store';
import { applyDocumentLanguage, createI18n } from './i18n';

function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

const settings = readHostSettings(window.campusSettings);
const current = settings.locale.languages.find(
  (language) => language.code === settings.locale.locale,
);
applyDocumentLanguage(settings.locale.locale, current?.dir);
// The messages are the first screen's last request: ask for them before anything else is built.
const messages = createI18n(settings.locale.locale);

// The client reads the token from the session, which is built on the client: the getter runs only at
// request time, after both exist.
const api = createApiClient({ baseUrl: settings.apiBaseUrl, getToken: () => session.getToken() });
const session = createSession({
  client: api,
  trainingDisabled: () => settings.theme.supports.disable_training === true,
});
const services: Services = {
  api,
  session,
  settings,
  areas: createAreas(),
  timing: defaultTiming,
  browser: {
    reload: () => window.location.reload(),
    assign: (url) => window.location.assign(url),
    href: () => window.location.href,
  },
  navigate: (to, options) => void router.navigate(to, options),
  recheckGuards: () => void router.revalidate(),
  storage: window.localStorage,
  analytics: { globals: window as unknown as AnalyticsGlobals, loadScript: loadScriptTag },
};
// Start-up runs as several short tasks rather than one long one, so the page stays responsive
// while it boots: evaluating the modules, building the router and store, loading the messages,
// then a render React may interrupt.
await nextTask();
const router = createBrowserRouter(createRoutes(services));
await nextTask();
const store = createAppStore(services);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount Campus in.');
const i18n = await messages;
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App store={store} router={router} i18n={i18n} />
    </StrictMode>,
  ),
);

// Learning Centre completions that could not be sent before the last page closed are replayed now,
// whatever page this is, rather than when the member next opens the Learning Centre.
if (window.localStorage.getItem(QUEUE_KEY)) {
  services.areas
    .ensure('training')
    .catch((error: unknown) =>
      console.error('Pending completions wait for the next visit.', error),
    );
}

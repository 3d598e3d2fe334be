import { createApiClient } from '@campus/api-client';
import { createSession } from '@campus/auth';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { App } from './app/App';
import { areaLoaders, createAreas } from './app/areas';
import { linkManifestAfterLoad } from './app/installable';
import { createRoutes, discoverLateRoutes } from './app/routes';
import { replayEarlyInput } from './kit/earlyInput';
import { defaultTiming, loadScriptTag, type AnalyticsGlobals, type Services } from './kit/services';
import { browserServiceWorker } from './kit/serviceWorker';
import { readHandOver, readHostSettings } from './kit/settings';
import { hydrationEnded, hydrationStarted } from './kit/useHydrated';
import { createBrowserAppRouter, routerSettled, type AppRouter } from './kit/router';
import { nextTask } from './kit/nextTask';
import { hasUnsentProgress, replayOutboxAtStart } from './features/training/start';
import { createAppStore } from './app/store';
import { createRootReducer } from './app/rootReducer';
import { applyDocumentLanguage, createI18n } from './i18n';

const settings = readHostSettings(window.campusSettings);
const current = settings.locale.languages.find(
  (language) => language.code === settings.locale.locale,
);
applyDocumentLanguage(settings.locale.locale, current?.dir);
// The messages are the first screen's last request: ask for them before anything else is built.
const messages = createI18n(settings.locale.locale);

/**
 * Starting a request costs the browser 1-3 ms of the page's thread, and a screen's requests start
 * in the task that draws it (a saga answering its first effects): on a phone, ten times as long,
 * in the task that ends the hydration. Each starts in a task of its own instead, a moment later.
 */
const fetchInATaskOfItsOwn: typeof fetch = (input, init) =>
  nextTask().then(() => window.fetch(input, init));

/**
 * The client, the session and what every part of the app is given. The client reads the token
 * from the session, which is built on the client: the getter runs only at request time, after both
 * exist. Every call says the page's language (a search finds what is said in videos in the
 * captions of that language).
 */
function createServices(): Services {
  const clientOptions = {
    baseUrl: settings.apiBaseUrl,
    getToken: () => session.getToken(),
    getLocale: () => document.documentElement.lang || settings.locale.locale,
  };
  const api = createApiClient({ ...clientOptions, fetch: fetchInATaskOfItsOwn });
  const storage = window.localStorage;
  const session = createSession({
    client: api,
    trainingDisabled: () => settings.theme.supports.disable_training === true,
  });
  return {
    api,
    apiKeeping: (keep) =>
      createApiClient({
        ...clientOptions,
        fetch: async (input, init) => {
          const answer = await window.fetch(input, init);
          const address = input instanceof Request ? input.url : String(input);
          if (answer.ok) await keep(new URL(address, window.location.href).href, answer.clone());
          return answer;
        },
      }),
    session,
    settings,
    // Each area's chunks are asked for in a task of their own: a route's areas started together
    // made the router's first task, which starts them, one of a phone's longest.
    areas: createAreas(areaLoaders, { beforeLoading: nextTask }),
    timing: defaultTiming,
    browser: {
      reload: () => window.location.reload(),
      assign: (url) => window.location.assign(url),
      href: () => window.location.href,
    },
    navigate: (to, options) => void router.navigate(to, options),
    recheckGuards: () => void router.revalidate(),
    storage,
    unsentWork: () => hasUnsentProgress(storage),
    serviceWorker: browserServiceWorker(),
    analytics: { globals: window as unknown as AnalyticsGlobals, loadScript: loadScriptTag },
  };
}
let router: AppRouter;

// Start-up runs as several short tasks rather than one long one, so a phone stays responsive
// while it boots: evaluating this script, building the client and the session, then React DOM
// (the largest module, which this script carries but only runs when it is imported), building the
// router, the store's reducer and the store, loading the messages, then a render React may
// interrupt. A task over 5 ms counts in a phone's blocking time at about ten times its length, so
// two halves of one cost less than the whole. A function rather than top-level awaits: the route
// chunks loaded meanwhile import this module's chunk, which would wait for them while they wait
// for it.
async function start(root: HTMLElement) {
  await nextTask();
  const services = createServices();
  replayOutboxAtStart(services);
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  router = createBrowserAppRouter(createRoutes(services), {
    patchRoutes: discoverLateRoutes(services),
  });
  await nextTask();
  const reducer = createRootReducer();
  await nextTask();
  const store = createAppStore(services, reducer);
  const i18n = await messages;
  const app = (
    <StrictMode>
      <App store={store} router={router} i18n={i18n} />
    </StrictMode>
  );
  const renderAfresh = () => {
    if (root.hasAttribute('data-prerendered')) {
      // What the page's first script held was pressed on the screen now thrown away; left holding,
      // it would keep taking every later press from the browser (a <summary> would never open).
      window.campusEarlyInput?.stop();
      root.replaceChildren();
      // Shows #root again where the prerendered screen was hidden; the static preloader stays
      // until the shell removes it.
      document.documentElement.dataset.prerender = 'replaced';
    }
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  };
  // The server sent this screen prerendered, and the page's first script found it fits this
  // browser (a visitor, in the light layout of this width): hydrating keeps the painted markup.
  if (!root.hasAttribute('data-prerendered') || document.documentElement.dataset.prerender) {
    return renderAfresh();
  }
  await routerSettled(router);
  if (router.state.failure) return renderAfresh();
  // The data the screen was rendered with, so the first render shows the same.
  for (const action of readHandOver()) store.dispatch(action);
  // From here React holds and replays what is pressed while it hydrates; the page's first script
  // held what came before, done again once the screen is hydrated.
  const early = window.campusEarlyInput?.stop() ?? { presses: [], fields: [] };
  // In a transition, hydration runs in short slices, as the first render does.
  const hydrated = () => {
    hydrationEnded();
    replayEarlyInput(early);
  };
  hydrationStarted();
  startTransition(() => {
    hydrateRoot(root, <Hydrated onHydrated={hydrated}>{app}</Hydrated>, {
      onRecoverableError: (error) =>
        console.warn('The prerendered page differed from the app; it was rendered again.', error),
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount Campus in.');
void start(root);
linkManifestAfterLoad();

/** Calls `onHydrated` once its children are hydrated (a parent's effects run after theirs). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

import { createApiClient } from '@campus/api-client';
import { DOMParser as LinkedomParser } from 'linkedom';
import { createSession, TOKEN_KEY } from '@campus/auth';
// In-memory storage and cookies: empty, as a first visit's are.
import { memoryCookies, memoryStorage } from '@campus/auth/testing';
import type { UnknownAction } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { prerender as renderStatic } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/App';
import { createAreas } from './app/areas';
import { lateRoutes } from './app/lateRoutes';
import { createRoutes } from './app/routes';
import { createAppStore, type AppStore, type RootState } from './app/store';
import {
  certificateHandedOver,
  certificateOpened,
  selectShownCertificate,
} from './features/certificates';
import { libraryRequested, librarySucceeded, selectLibrary } from './features/courses';
import { resultsHandedOver, searchRequested, SECTIONS, selectSearch } from './features/search';
import { lessonHandedOver, lessonOpened, selectTraining } from './features/training';
import { recordingFormatted } from './kit/intl';
import { AppRouterProvider, createMemoryAppRouter, routerSettled } from './kit/router';
import { noServiceWorker } from './kit/serviceWorker';
import { defaultTiming, type Services } from './kit/services';
import { AssumedViewportWidth } from './kit/viewport';
import { readHostSettings } from './kit/settings';
import { createI18n } from './i18n';
import { COLOR_MODE_KEY, PHONE_QUERY } from './shell';
import {
  CERTIFICATE,
  certificateOf,
  lessonOf,
  MODULE_LESSON,
  screenOf,
  type PrerenderedPath,
} from './firstScreens';

export { prerenderedAddress } from './firstScreens';
export { HAND_OVER_ID } from './kit/settings';

/**
 * A lesson's description is the text of its server HTML, read through the DOM's parser in the
 * browser; the renderer reads it through linkedom's, so both render the same words. A browser's
 * parser puts a fragment in a document's body; linkedom's wants the document.
 */
class FragmentParser {
  parseFromString(html: string, type: 'text/html'): Document {
    const page = `<!doctype html><html><head></head><body>${html}</body></html>`;
    return new LinkedomParser().parseFromString(page, type) as unknown as Document;
  }
}
globalThis.DOMParser ??= FragmentParser as unknown as typeof DOMParser;

/**
 * The widths the two layouts are rendered for: a phone (below the menu's 768 px breakpoint) and a
 * desktop. The browser hydrates a page only when its own width gives the same layout.
 */
export const LAYOUT_WIDTHS = { phone: 412, desktop: 1280 } as const;
export type Layout = keyof typeof LAYOUT_WIDTHS;

/**
 * A prerendered first screen: style tags for the head, the markup of `#root`, and the actions that
 * give the browser's store the data the screen shows, to dispatch before hydrating.
 */
export interface PrerenderedPage {
  styles: string;
  html: string;
  handOver: UnknownAction[];
  /** The numbers and language names the screen shows, as written here (`kit/intl.ts`). */
  formatted: Record<string, string>;
}

interface ScreenData {
  /**
   * The API paths the data comes from. Only these calls reach the lent fetch: whatever else a saga
   * asks for at start (the app status, feature flags) stays unanswered, as it is in the browser
   * when it first renders.
   */
  reads: RegExp;
  /** What the screen asks for as it opens at `url`. */
  request(url: URL): UnknownAction;
  /** True once the answer (or a failure) is in the store. */
  settled(state: RootState): boolean;
  /** What the browser's store needs to show the same. */
  handOver(state: RootState): UnknownAction[];
}

/**
 * Screens that show a visitor data on arrival, loaded before rendering when the server lends a
 * fetch: the course library's first cover and the search's first result are their largest
 * paints, and would otherwise wait for the script, then the data.
 */
const SCREEN_DATA: Partial<Record<PrerenderedPath, ScreenData>> = {
  '/course-library': {
    reads: /^\/wp-json\/wp\/v2\/product$/,
    request: () => libraryRequested(),
    settled: (state) => ['ready', 'failed'].includes(selectLibrary(state).status),
    handOver: (state) => {
      const library = selectLibrary(state);
      return library.status === 'ready' ? [librarySucceeded(library.items)] : [];
    },
  },
  '/search': {
    reads: /^\/wp-json\/wp\/v2\/search$/,
    request: (url) => searchRequested({ q: url.searchParams.get('q') ?? '' }),
    settled: (state) => ['ready', 'error'].includes(selectSearch(state).status),
    handOver: (state) => {
      const { status, query, sections, spoken } = selectSearch(state);
      if (status !== 'ready' || query === null) return [];
      const results = Object.fromEntries(
        SECTIONS.map((section) => [
          section,
          { posts: sections[section].posts, total: sections[section].total },
        ]),
      );
      return [resultsHandedOver({ q: query, results: { ...results, spoken } })];
    },
  },
  // A missing certificate is the app's to say, after asking again.
  [CERTIFICATE]: {
    reads: /^\/wp-json\/campus\/v1\/certificates\/[^/]+$/,
    request: (url) => certificateOpened({ id: certificateOf(url.pathname)! }),
    settled: (state) => !['idle', 'loading'].includes(selectShownCertificate(state).status),
    handOver: (state) => {
      const { certificate } = selectShownCertificate(state);
      return certificate ? [certificateHandedOver(certificate)] : [];
    },
  },
  // The module, the lesson and its video's details; the related modules come after the script.
  [MODULE_LESSON]: {
    reads: /^\/wp-json\/wp\/v2\/(playlist|lesson|video)\/[^/]+$/,
    request: (url) => lessonOpened({ ...lessonOf(url.pathname)!, pathname: url.pathname }),
    settled: (state) => {
      const { status, lesson, startAt, video } = selectTraining(state).lesson;
      if (status === 'notFound' || status === 'error') return true;
      if (status !== 'loaded' || !lesson) return false;
      if (lesson.canView === false || lesson.type !== 'video') return true;
      return startAt !== null && video.status !== 'loading';
    },
    // Only a lesson the visitor may open, as it opens: a refusal or a video that failed is the
    // app's to show, after asking again.
    handOver: (state) => {
      const { module, lesson } = selectTraining(state);
      if (
        lesson.status !== 'loaded' ||
        lesson.lesson?.canView === false ||
        lesson.video.status === 'failed' ||
        !module.playlist ||
        !module.key
      )
        return [];
      return [lessonHandedOver({ moduleKey: module.key, playlist: module.playlist, lesson })];
    },
  },
};

/**
 * The API read that tells whether this browser may be sent the screen at `address`, made by the
 * server with the visitor's own cookies; null for a screen every visitor may see. A lesson counts
 * as one of a visitor's free lessons when read, as it does when the app reads it.
 */
export function admission(address: string): string | null {
  const lesson = lessonOf(new URL(address, 'http://campus.invalid').pathname);
  return lesson ? `/wp-json/wp/v2/lesson/${encodeURIComponent(lesson.lessonKey)}` : null;
}

function onlyFor(path: RegExp, lentFetch: typeof fetch): typeof fetch {
  return (input, init) => {
    const address = new URL(input instanceof Request ? input.url : String(input));
    return path.test(address.pathname) ? lentFetch(input, init) : neverAnswered(input, init);
  };
}

/** The data is worth waiting for only while it beats the script the browser would load instead. */
const DATA_WAIT_MS = 1_000;

async function loadScreenData(
  store: AppStore,
  data: ScreenData,
  url: URL,
): Promise<UnknownAction[]> {
  store.dispatch(data.request(url));
  const settled = () => data.settled(store.getState());
  if (!settled()) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(finish, DATA_WAIT_MS);
      const stop = store.subscribe(() => settled() && finish());
      function finish() {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  }
  return settled() ? data.handOver(store.getState()) : [];
}

// Without a lent fetch the screens render their loading state: the browser answers what sagas ask.
const neverAnswered: typeof fetch = () => new Promise<Response>(() => undefined);

/**
 * The first screen a new visitor meets at `url` (absolute), rendered by the same routes, store and
 * providers as the browser's first render, so that the browser hydrates it instead of building it
 * again. `settings` are the host settings the page carries, `layout` the width class it is laid out for; `fetch`, when given, reaches the API for the data a
 * screen shows on arrival (see `SCREEN_DATA`). Resolves to null when the address
 * does not show a screen of its own to a visitor (a redirect, or a route that failed to load).
 */
export async function prerender(
  url: string,
  settings: unknown,
  layout: Layout,
  { fetch: lentFetch }: { fetch?: typeof fetch } = {},
): Promise<PrerenderedPage | null> {
  const appSettings = readHostSettings(settings);
  const i18n = await createI18n(appSettings.locale.locale);
  const storage = memoryStorage();
  const screen = screenOf(new URL(url).pathname);
  const data = lentFetch && screen ? SCREEN_DATA[screen] : undefined;
  const api = createApiClient({
    baseUrl: new URL(url).origin,
    fetch: data && lentFetch ? onlyFor(data.reads, lentFetch) : neverAnswered,
  });
  const session = createSession({
    client: api,
    storage,
    cookies: memoryCookies(),
    events: null,
    trainingDisabled: () => appSettings.theme.supports.disable_training === true,
  });
  const services: Services = {
    api,
    apiKeeping: () => api,
    session,
    settings: appSettings,
    areas: createAreas(),
    // A first visit, rendered on the server: nothing is kept in its browser yet.
    unsentWork: () => false,
    timing: defaultTiming,
    browser: { reload: () => undefined, assign: () => undefined, href: () => url },
    navigate: () => undefined,
    recheckGuards: () => undefined,
    storage,
    serviceWorker: noServiceWorker,
    analytics: { globals: {}, loadScript: () => undefined },
  };
  // The store first: the routes' areas start their sagas in it while the handler loads them.
  const store = createAppStore(services);
  try {
    const asked = new URL(url);
    const router = createMemoryAppRouter(createRoutes(services, lateRoutes(services)), {
      initialEntries: [`${asked.pathname}${asked.search}`],
    });
    await routerSettled(router);
    const { location, failure } = router.state;
    if (failure || location.pathname !== asked.pathname || location.search !== asked.search)
      return null;
    const handOver = data ? await loadScreenData(store, data, new URL(url)) : [];
    // Data that failed or came late: the browser's render would differ, so it renders the page.
    if (data && handOver.length === 0) return null;
    const sheet = new ServerStyleSheet();
    try {
      const {
        result: { prelude },
        formatted,
      } = await recordingFormatted(() =>
        renderStatic(
          sheet.collectStyles(
            <StrictMode>
              <AssumedViewportWidth value={LAYOUT_WIDTHS[layout]}>
                <AppProviders store={store} i18n={i18n}>
                  <AppRouterProvider router={router} isStatic />
                </AppProviders>
              </AssumedViewportWidth>
            </StrictMode>,
          ),
        ),
      );
      const html = await new Response(prelude).text();
      // In an element of the page's own rather than styled-components': it adopts its own
      // elements when the app starts, reading every rule back and inserting it again one by one in
      // the task that evaluates the app's script, a phone's longest. The app inserts each rule as
      // it hydrates the component instead, in React's short slices (README, "First screens from
      // the HTML").
      const styles = sheet.getStyleTags().replace(/<style\b[^>]*>/g, '<style data-first-screen>');
      return { styles, html, handOver, formatted };
    } finally {
      sheet.seal();
    }
  } finally {
    store.rootTask.cancel();
  }
}

/**
 * Until the app has hydrated the screen, its buttons have no handlers and its forms would submit
 * the browser's own way (a GET to the page: a password in the address), and what is typed or
 * chosen stays in the fields without the app knowing it. This part of the page's first script
 * holds every button press and form submission from the start, notes every field changed (typed
 * into, ticked, chosen), and hands both to the app (`window.campusEarlyInput.stop()`), which tells
 * its forms about the fields and then presses again once hydrated (`kit/earlyInput.ts`). Links
 * keep working as links.
 */
const EARLY_INPUT = `var q=[],f=[],h=function(e){var t=e.target,b=e.type==="submit"?t:t.closest&&t.closest("button,summary,[role=button]");if(b){e.preventDefault();q.push(b)}},c=function(e){var t=e.target;if(/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)&&f.indexOf(t)<0)f.push(t)},o=function(a){["click","submit","input","change"].forEach(function(n,i){document[a](n,i<2?h:c,true)})};o("addEventListener");window.campusEarlyInput={stop:function(){o("removeEventListener");return{presses:q,fields:f}}};`;

/**
 * The page's first script, run before anything paints. It marks the page `data-prerender="skip"`
 * (the server's style then hides the prerendered screen and shows the preloader) when this browser
 * would not render what the server did, so the app renders afresh instead of hydrating:
 * - a member (a stored token): the prerender is the visitor's screen;
 * - a dark or chosen colour mode: the prerender is in the light theme and follows the system;
 * - a width on the other side of the phone breakpoint than `layout`.
 *
 * Otherwise it holds early presses and notes changed fields (`EARLY_INPUT`).
 */
export function firstScreenCheck(layout: Layout): string {
  const phone = layout === 'phone';
  return `(function(){var d=document.documentElement;try{var s=window.localStorage,m=s.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(s.getItem(${JSON.stringify(TOKEN_KEY)})||(m&&m!=="system")||matchMedia("(prefers-color-scheme: dark)").matches||matchMedia(${JSON.stringify(PHONE_QUERY)}).matches!==${phone})d.dataset.prerender="skip"}catch(e){d.dataset.prerender="skip"}if(!d.dataset.prerender){${EARLY_INPUT}}})();`;
}

/**
 * The words of index.html's preloader (`#campus-preloader`) in `language`: the server puts them in
 * every page it sends, prerendered or not, so a member's page does not start in English.
 */
export async function preloaderText(language: string): Promise<string> {
  return (await createI18n(language)).t('loader.starting');
}

/** The server's style for a prerendered page (see `firstScreenCheck`). */
export const PRERENDER_STYLE =
  'html[data-prerender=skip] #root{display:none}html:not([data-prerender]) #campus-preloader{display:none}';

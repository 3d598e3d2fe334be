/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  disable as disableNavigationPreload,
  enable as enableNavigationPreload,
} from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { createPartialResponse } from 'workbox-range-requests';
import {
  RELEASE,
  SKIP_WAITING,
  SAVED_CACHE_PREFIX,
  SHELL_CACHE_PREFIX,
  memberOfAuthorization,
  savedCachePrefix,
  SHELL_URL,
  isKeepShell,
  startScriptsOf,
  type ReleaseAnswer,
} from './protocol';

/**
 * Campus's service worker (apps/web README, "Offline"): the app's code of one release, kept for as
 * long as a page of that release is open, and a page to open when the network is gone. Pages are
 * always asked of the network first: a page comes with its language, settings and a nonce of its own.
 */
declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;
const startScripts = startScriptsOf(
  manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)),
);

precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The page's request starts while the worker wakes up, so a page asked of the network is no slower.
// Not in Firefox, which fails the whole page when its preloaded request fails, even as the worker
// answers with the page it kept: there the worker asks the network itself, and the app opens with
// the server out of reach (README, "Offline"; e2e/engines/out-of-reach.engine.ts). Switched off
// explicitly, since a registration keeps the setting of the worker before.
if (/\bFirefox\//.test(self.navigator.userAgent)) disableNavigationPreload();
else enableNavigationPreload();
// The first worker takes the open pages at once: they run this release already. A later one waits
// for the member's restart (or for no page of the older release to be left open).
clientsClaim();

// The page kept for offline starts this release's scripts, so each release keeps its own: a new
// worker installing must not change what the one still in charge opens offline.
const shellCache = `${SHELL_CACHE_PREFIX}${startScripts.join('+')}`;

/**
 * The app's page as the server sends it to this browser (language, settings), without a screen.
 * Kept again when it is missing or in another language than `lang`; refused when the server
 * already sends another release's page.
 */
async function keepShell(lang?: string): Promise<void> {
  const cache = await caches.open(shellCache);
  if (lang !== undefined) {
    const kept = await cache.match(SHELL_URL, { ignoreVary: true });
    const keptLang = kept && /<html[^>]*\slang="([^"]*)"/.exec(await kept.text())?.[1];
    if (keptLang === lang) return;
  }
  const answer = await fetch(SHELL_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!answer.ok) throw new Error(`${SHELL_URL}: ${answer.status}`);
  const page = await answer.clone().text();
  if (!startScripts.some((script) => page.includes(`/assets/${script}`))) {
    throw new Error(`${SHELL_URL} starts another release than this worker's`);
  }
  await cache.put(SHELL_URL, answer);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

registerRoute(new NavigationRoute(new NetworkOnly()));

/**
 * What a saved module answers when the network does not: a call for its member only (the token
 * names them), a file (video, captions, images) from any saved module, a range of a video from
 * the whole file kept.
 */
async function savedAnswer(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const names = await caches.keys();
  let mine: string[];
  // A signed link to a video (`/wp-json/campus/v1/media/…`) is asked for by the player's element,
  // with no token: what an element plays or shows is a file, not a member's answer.
  const file = ['video', 'audio', 'track', 'image'].includes(request.destination);
  if (url.pathname.startsWith('/wp-json/') && !file) {
    const member = memberOfAuthorization(request.headers.get('authorization'));
    if (member === null) return undefined;
    mine = names.filter((name) => name.startsWith(savedCachePrefix(member)));
  } else {
    mine = names.filter((name) => name.startsWith(SAVED_CACHE_PREFIX));
  }
  for (const name of mine) {
    const kept = await (
      await caches.open(name)
    ).match(url.href, { ignoreVary: true, ignoreSearch: false });
    if (kept) return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  }
  return undefined;
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/wp-json/') || url.pathname.startsWith('/media/')),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const saved = await savedAnswer(request);
      if (saved) return saved;
      throw error;
    }
  },
);

// Only a page the network could not give: the app's page kept at install, which starts the app.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await (await caches.open(shellCache)).match(SHELL_URL, { ignoreVary: true });
    if (shell) return shell;
  }
  return Response.error();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data === SKIP_WAITING) {
    void self.skipWaiting();
  } else if (data === RELEASE && event.ports[0]) {
    const answer: ReleaseAnswer = { startScripts };
    event.ports[0].postMessage(answer);
  } else if (isKeepShell(data)) {
    event.waitUntil(keepShell(data.lang));
  }
});

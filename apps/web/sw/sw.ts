/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import {
  RELEASE,
  SKIP_WAITING,
  SHELL_CACHE_PREFIX,
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
enableNavigationPreload();
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

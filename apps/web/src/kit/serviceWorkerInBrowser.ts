import {
  KEEP_SHELL,
  RELEASE,
  SKIP_WAITING,
  type KeepShell,
  type ReleaseAnswer,
} from '../../sw/protocol';
import type { ServiceWorkerControl } from './serviceWorkerControl';

// A worker that does not answer (busy, or about to be replaced) must not hold up a restart.
const PATIENCE_MS = 3_000;

const within = <T>(promise: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(resolve, PATIENCE_MS, fallback))]);

/** The name of this page's first script (`assets/start-<hash>.js`), which names its release. */
function pageStartScript(): string | undefined {
  return document
    .querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/start-"]')
    ?.src.split('/')
    .pop();
}

function askRelease(worker: ServiceWorker): Promise<string[] | null> {
  const channel = new MessageChannel();
  const answer = new Promise<string[] | null>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<ReleaseAnswer>) =>
      resolve(event.data.startScripts);
  });
  worker.postMessage(RELEASE, [channel.port2]);
  return within(answer, null);
}

/**
 * The browser's worker, through the browser's own API: a helper library (workbox-window) would add
 * 2.3 KB to every member's route for what these few lines do.
 */
export function nativeServiceWorker(address = '/sw.js'): ServiceWorkerControl {
  let registration: ServiceWorkerRegistration | undefined;
  let waiting: ServiceWorker | undefined;
  return {
    async register(onOtherRelease) {
      if (registration) return;
      try {
        registration = await navigator.serviceWorker.register(address);
      } catch {
        // No worker (a private window, or one that forbids them): the app works as before, online.
        return;
      }
      const consider = async (worker: ServiceWorker) => {
        const mine = pageStartScript();
        const theirs = await askRelease(worker);
        // The page already runs this release (it was loaded from the network while the worker
        // installed): handing over changes nothing the member sees.
        if (mine && theirs?.includes(mine)) worker.postMessage(SKIP_WAITING);
        else {
          waiting = worker;
          onOtherRelease();
        }
      };
      // Only a worker that installs while another has the page waits; the first one takes over.
      const followInstall = (worker: ServiceWorker) =>
        worker.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller)
            void consider(worker);
        });
      if (registration.waiting && navigator.serviceWorker.controller)
        void consider(registration.waiting);
      if (registration.installing) followInstall(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration?.installing) followInstall(registration.installing);
      });
      // The page kept for offline speaks the language this page does.
      const keep: KeepShell = { type: KEEP_SHELL, lang: document.documentElement.lang };
      registration.active?.postMessage(keep);
    },
    async checkForRelease() {
      try {
        await registration?.update();
      } catch {
        // Offline, or the server is between releases: the next status answer asks again.
      }
    },
    async activateWaiting() {
      const worker = waiting;
      if (!worker) return;
      const controlling = new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
      worker.postMessage(SKIP_WAITING);
      await within(controlling, undefined);
    },
  };
}

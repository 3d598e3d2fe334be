import type { ServiceWorkerControl } from './serviceWorkerControl';
import type { nativeServiceWorker } from './serviceWorkerInBrowser';

export type { ServiceWorkerControl } from './serviceWorkerControl';

export const noServiceWorker: ServiceWorkerControl = {
  register: async () => undefined,
  checkForRelease: async () => undefined,
  activateWaiting: async () => undefined,
};

/**
 * How long after the page has loaded and the browser is idle the worker is registered: its code
 * and its download of the release (about 570 KB compressed) then do not compete with what the
 * member opens first on a slow connection.
 */
export const REGISTER_AFTER_MS = 5_000;

function loadedAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded
    .then(
      () =>
        new Promise<void>((resolve) => {
          if ('requestIdleCallback' in window)
            requestIdleCallback(() => resolve(), { timeout: 5_000 });
          else resolve();
        }),
    )
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, REGISTER_AFTER_MS)));
}

/**
 * The browser's worker. Its code (`serviceWorkerInBrowser.ts`) arrives with the registration, a
 * while after a member's page has loaded: a visitor's first script does not carry it, nor does any
 * route's first screen wait for it.
 */
export function browserServiceWorker(
  load: () => Promise<{ nativeServiceWorker: typeof nativeServiceWorker }> = () =>
    import('./serviceWorkerInBrowser'),
): ServiceWorkerControl {
  let loading: Promise<ServiceWorkerControl> | undefined;
  const control: ServiceWorkerControl = {
    async register(onOtherRelease) {
      if (loading || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
      loading = loadedAndIdle()
        .then(load)
        .then((module) => module.nativeServiceWorker());
      try {
        await (await loading).register(onOtherRelease);
      } catch {
        // Its code could not come: the connection dropped in the first seconds of the visit. It
        // is asked for again once the connection is back, so this visit still keeps the app
        // (README, "Offline"; serviceWorkerRegistration.test.ts).
        loading = undefined;
        window.addEventListener('online', () => void control.register(onOtherRelease), {
          once: true,
        });
      }
    },
    async checkForRelease() {
      await (await loading)?.checkForRelease();
    },
    async activateWaiting() {
      await (await loading)?.activateWaiting();
    },
  };
  return control;
}

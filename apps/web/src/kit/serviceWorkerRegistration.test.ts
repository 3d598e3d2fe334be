import { browserServiceWorker, REGISTER_AFTER_MS } from './serviceWorker';
import type { ServiceWorkerControl } from './serviceWorkerControl';

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom has no service workers; the registration only asks whether the browser has them.
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('a registration whose code could not come offline is made once the connection is back', async () => {
  const worker: ServiceWorkerControl = {
    register: jest.fn(async () => undefined),
    checkForRelease: jest.fn(async () => undefined),
    activateWaiting: jest.fn(async () => undefined),
  };
  let connected = false;
  const load = jest.fn(async () => {
    if (!connected)
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://127.0.0.1:9/assets/serviceWorkerInBrowser-a1.js',
      );
    return { nativeServiceWorker: () => worker };
  });
  const control = browserServiceWorker(load);

  const first = control.register(() => undefined);
  await jest.advanceTimersByTimeAsync(REGISTER_AFTER_MS);
  await expect(first).resolves.toBeUndefined();
  expect(load).toHaveBeenCalledTimes(1);
  expect(worker.register).not.toHaveBeenCalled();

  connected = true;
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(REGISTER_AFTER_MS);
  expect(load).toHaveBeenCalledTimes(2);
  expect(worker.register).toHaveBeenCalledTimes(1);
  // Once registered, a later return of the connection registers nothing more.
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(REGISTER_AFTER_MS);
  expect(load).toHaveBeenCalledTimes(2);
});

/** @jest-environment node */
import { until } from '@campus/api-client/testing';
import { areaWanted } from '../kit/events';
import { startCodeHost, type CodeHost } from '../testing/codeHost';
import { configureStore, Tuple } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { take } from 'redux-saga/effects';
import { keepAlive } from './rootSaga';
import { createAppStore, type AppStore } from './store';
import { testServices } from './testing';

let code: CodeHost;
let store: AppStore | undefined;

beforeAll(async () => {
  code = await startCodeHost();
});
afterAll(() => code.close());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  store?.rootTask.cancel();
  jest.restoreAllMocks();
});

/** An app whose offline area, wanted by a part of a screen, fails to load from `address`. */
function appWithOfflineAreaAt(address: string) {
  const { services } = testServices();
  const failing = new TypeError(`Failed to fetch dynamically imported module: ${address}`);
  store = createAppStore({
    ...services,
    areas: {
      attach: services.areas.attach,
      load: services.areas.load,
      ensure: (...names) => {
        if (!names.includes('offline')) return services.areas.ensure(...names);
        return Promise.reject(failing);
      },
    },
  });
  store.dispatch(areaWanted('offline'));
  return { app: store };
}

test('a part’s area the server says is gone offers the restart', async () => {
  const { app } = appWithOfflineAreaAt(code.url('/assets/offline-old.js'));
  expect(await until(() => app.getState().appStatus.restartPrompt)).toBe(true);
});

test('a part’s area that cannot be reached (offline) offers no new version', async () => {
  const { app } = appWithOfflineAreaAt(code.unreachable('/assets/offline-old.js'));
  const logged = () =>
    jest
      .mocked(console.error)
      .mock.calls.some(([message]) => message === 'The offline area could not be loaded.');
  expect(await until(logged)).toBe(true);
  expect(app.getState().appStatus.restartPrompt).toBe(false);
});

test('a feature that fails as it starts is started again after a pause, not at once for ever', async () => {
  jest.useFakeTimers();
  try {
    let starts = 0;
    function* failsAtStart() {
      starts += 1;
      // Restarted at once, it would fail in the same turn for ever; the bound turns that into a
      // failed expectation rather than a test that never ends.
      if (starts < 1_000) throw new Error('storage unreadable');
      yield take('never');
    }
    const sagas = createSagaMiddleware();
    configureStore({ reducer: () => ({}), middleware: () => new Tuple(sagas) });
    const feature = sagas.run(keepAlive(failsAtStart));
    expect(starts).toBe(1);
    // A second, then twice as long after each quick failure.
    await jest.advanceTimersByTimeAsync(999);
    expect(starts).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(starts).toBe(2);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(starts).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(starts).toBe(3);
    feature.cancel();
  } finally {
    jest.useRealTimers();
  }
});

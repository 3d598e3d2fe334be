/** @jest-environment node */
import { createApiClient } from '@campus/api-client';
import { until, withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { testServices } from '../../app/testing';
import { defaultTiming } from '../../kit/services';
import { createAppStore, type AppStore } from '../../app/store';
import { selectFeatureEnabled, selectRestartPrompt } from './selectors';

let campus: Campus;
let store: AppStore | undefined;
let faults: FaultyFetch;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => store?.rootTask.cancel());
afterAll(() => campus.close());

function startApp() {
  faults = withFaults();
  store = createAppStore(
    testServices({
      api: createApiClient({ baseUrl: campus.baseUrl, fetch: faults.fetch }),
      timing: { ...defaultTiming, statusFirstPollMs: 20, statusPollMs: 20 },
    }).services,
  );
  return store;
}

test('learns the running build, then prompts once a new build requires a restart', async () => {
  const app = startApp();
  expect(await until(() => app.getState().appStatus.currentHash !== null)).toBe(true);
  expect(selectRestartPrompt(app.getState())).toBe(false);

  await campus.deploy({ restartRequired: true });
  expect(await until(() => selectRestartPrompt(app.getState()))).toBe(true);
});

test('a new build without restartRequired does not prompt', async () => {
  const app = startApp();
  await until(() => app.getState().appStatus.currentHash !== null);
  const running = app.getState().appStatus.currentHash;
  await campus.deploy({ restartRequired: false });
  // Polls follow one another: the second to start after the deploy starts only once the first,
  // which the new build answered, has been handled.
  const polls = () => faults.calls.filter((call) => call.startsWith('GET /wp/v2/appStatus')).length;
  const before = polls();
  expect(await until(() => polls() >= before + 2)).toBe(true);
  expect(app.getState().appStatus.lastCheck).toBe('ok');
  expect(app.getState().appStatus.currentHash).toBe(running);
  expect(selectRestartPrompt(app.getState())).toBe(false);
});

test('loads the feature flags at start; unknown flags count as off', async () => {
  const app = startApp();
  expect(await until(() => app.getState().appStatus.featuresLoaded)).toBe(true);
  expect(selectFeatureEnabled(app.getState(), 'nps-js-mb')).toBe(true);
  expect(selectFeatureEnabled(app.getState(), 'customer-chat')).toBe(false);
  expect(selectFeatureEnabled(app.getState(), 'no-such-flag')).toBe(false);
});

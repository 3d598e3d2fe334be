/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@campus/api-client';
import { testServices } from '../../app/testing';
import { createAppStore, type AppStore } from '../../app/store';
import { selectFeatureEnabled, selectRestartPrompt } from './selectors';

let server: Server;
let status = { applicationHash: 'build-1', restartRequired: false };
const flags = [
  { key: 'nps-js-mb', enabled: true },
  { key: 'dark-mode', enabled: false },
];
let store: AppStore | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/wp-json/wp/v2/appStatus') return res.end(JSON.stringify(status));
    if (req.url === '/wp-json/wp/v2/features-config') return res.end(JSON.stringify(flags));
    res.statusCode = 404;
    res.end(JSON.stringify({ code: 'rest_no_route', message: 'No route', data: { status: 404 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(() => {
  store?.rootTask.cancel();
  status = { applicationHash: 'build-1', restartRequired: false };
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

function startApp() {
  const { port } = server.address() as AddressInfo;
  store = createAppStore(
    testServices({
      api: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }),
      timing: { statusFirstPollMs: 20, statusPollMs: 20 },
    }).services,
  );
  return store;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

test('learns the running build, then prompts once a new build requires a restart', async () => {
  const app = startApp();
  expect(await until(() => app.getState().appStatus.currentHash === 'build-1')).toBe(true);
  expect(selectRestartPrompt(app.getState())).toBe(false);

  status = { applicationHash: 'build-2', restartRequired: true };
  expect(await until(() => selectRestartPrompt(app.getState()))).toBe(true);
});

test('a new hash without restartRequired does not prompt', async () => {
  const app = startApp();
  await until(() => app.getState().appStatus.currentHash === 'build-1');
  status = { applicationHash: 'build-2', restartRequired: false };
  await new Promise((r) => setTimeout(r, 120));
  expect(app.getState().appStatus.lastCheck).toBe('ok');
  expect(selectRestartPrompt(app.getState())).toBe(false);
});

test('loads the feature flags at start; unknown flags count as off', async () => {
  const app = startApp();
  expect(await until(() => app.getState().appStatus.featuresLoaded)).toBe(true);
  expect(selectFeatureEnabled(app.getState(), 'nps-js-mb')).toBe(true);
  expect(selectFeatureEnabled(app.getState(), 'dark-mode')).toBe(false);
  expect(selectFeatureEnabled(app.getState(), 'no-such-flag')).toBe(false);
});

/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@campus/api-client';
import { createAppStore, type AppStore } from '../app/store';
import { testServices } from '../app/testing';
import { sessionStarted } from '../features/session';
import { colorModeChosen } from './slice';

let server: Server;
const saved: unknown[] = [];
let store: AppStore | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/wp-json/wp/v2/user/preferences') {
        saved.push(JSON.parse(body));
        return res.end(JSON.stringify({ color_mode: 'dark' }));
      }
      if (req.url === '/wp-json/wp/v2/features-config') return res.end('[]');
      if (req.url === '/wp-json/wp/v2/appStatus')
        return res.end('{"applicationHash":"a","restartRequired":false}');
      res.statusCode = 404;
      res.end('{"code":"rest_no_route","message":"No route","data":{"status":404}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(() => {
  store?.rootTask.cancel();
  saved.length = 0;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

function start() {
  const { port } = server.address() as AddressInfo;
  const kit = testServices({ api: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }) });
  store = createAppStore(kit.services);
  return { ...kit, store };
}

test('a visitor keeps the colour mode in this browser and it is read back at start', () => {
  const first = start();
  first.store.dispatch(colorModeChosen('dark'));
  expect(first.stored.get('campus_color_mode')).toBe('dark');
  expect(saved).toEqual([]);
});

test('a signed-in user saves the colour mode as a preference, only when it changed', async () => {
  const { store } = start();
  store.dispatch(sessionStarted({ email: 'a@example.com', roles: [] }));
  store.dispatch(colorModeChosen('dark'));
  expect(await until(() => saved.length === 1)).toBe(true);
  store.dispatch(colorModeChosen('dark'));
  await new Promise((r) => setTimeout(r, 100));
  expect(saved).toEqual([{ key: 'color_mode', value: 'dark' }]);
  store.dispatch(colorModeChosen('light'));
  expect(await until(() => saved.length === 2)).toBe(true);
  expect(saved[1]).toEqual({ key: 'color_mode', value: 'light' });
});

test('a member’s saved colour mode applies when the session starts, and is not saved back', async () => {
  const { store, stored } = start();
  stored.set('campus_color_mode', 'light');
  store.dispatch(sessionStarted({ email: 'a@example.com', roles: [], colorMode: 'dark' }));
  expect(await until(() => store.getState().shell.colorMode === 'dark')).toBe(true);
  store.dispatch(colorModeChosen('dark'));
  await new Promise((r) => setTimeout(r, 100));
  expect(saved).toEqual([]);
});

test('consent stored earlier keeps the cookie banner hidden', () => {
  const { services } = testServices();
  services.storage.setItem('cookies_agreed', '1');
  store = createAppStore(services);
  expect(store.getState().shell.cookieBannerVisible).toBe(false);
});

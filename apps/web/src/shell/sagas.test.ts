/** @jest-environment node */
import { until } from '@campus/api-client/testing';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import { createAppStore, type AppStore } from '../app/store';
import { testServices } from '../app/testing';
import { campusServices, MEMBER_EMAIL, stopStore } from '../testing/kit';
import { campusCountingSaves, preferencesOf } from '../testing/preferences';
import { colorModeChosen } from './slice';

const TRANSLATOR = 'translator@campus.test';

let campus: Campus;
const stores: AppStore[] = [];

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => {
  stores.splice(0).forEach(stopStore);
});
afterAll(() => campus.close());

async function start(options: Parameters<typeof campusServices>[1] = {}) {
  const kit = await campusCountingSaves(campus, options);
  stores.push(kit.store);
  return kit;
}

test('a visitor keeps the colour mode in this browser and it is read back at start', async () => {
  const first = await start({ signedIn: false });
  first.store.dispatch(colorModeChosen('dark'));
  expect(first.stored.get('campus_color_mode')).toBe('dark');
  expect(first.saves()).toBe(0);

  const again = createAppStore(first.services);
  stores.push(again);
  expect(again.getState().shell.colorMode).toBe('dark');
});

test('a signed-in user saves the colour mode as a preference, only when it changed', async () => {
  const { store, saves } = await start();
  expect(await preferencesOf(campus, MEMBER_EMAIL)).not.toHaveProperty('color_mode');
  store.dispatch(colorModeChosen('dark'));
  expect(await until(() => saves() === 1)).toBe(true);
  expect(await until(() => store.getState().shell.colorMode === 'dark')).toBe(true);
  expect(await preferencesOf(campus, MEMBER_EMAIL)).toMatchObject({ color_mode: 'dark' });
  // The same mode again saves nothing. Choices are saved one after another, so a save of the
  // repeated one would be answered before the next choice's: two saves in all, the last light.
  store.dispatch(colorModeChosen('dark'));
  store.dispatch(colorModeChosen('light'));
  expect(await until(() => saves() === 2)).toBe(true);
  expect(await preferencesOf(campus, MEMBER_EMAIL)).toMatchObject({ color_mode: 'light' });
  expect(saves()).toBe(2);
});

test('a remembered member’s colour mode is still theirs after a reload', async () => {
  const { store, services, saves, browserStorage } = await start({ signedIn: false });
  await services.session.login({
    user_email: MEMBER_EMAIL,
    password: DEMO_PASSWORD,
    rememberMe: true,
  });
  store.dispatch(colorModeChosen('dark'));
  expect(await until(() => saves() === 1)).toBe(true);
  expect(
    await until(() => services.session.getState().profile?.preferences?.color_mode === 'dark'),
  ).toBe(true);

  // A reload: the app starts again from what this browser stored, before any answer arrives.
  stopStore(store);
  const reloaded = await campusServices(campus, { signedIn: false, browserStorage });
  stores.push(reloaded.store);
  expect(reloaded.store.getState().shell.colorMode).toBe('dark');
});

test('a member’s saved colour mode applies when the session starts, and is not saved back', async () => {
  const token = await campus.login(TRANSLATOR);
  await fetch(`${campus.baseUrl}/wp-json/wp/v2/user/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ key: 'color_mode', value: 'dark' }),
  });
  const { store, stored, services, saves } = await start({ signedIn: false });
  stored.set('campus_color_mode', 'light');
  expect(store.getState().shell.colorMode).not.toBe('dark');
  await services.session.login({ user_email: TRANSLATOR, password: DEMO_PASSWORD });
  expect(await until(() => store.getState().shell.colorMode === 'dark')).toBe(true);
  // Choosing the applied mode saves nothing: the next choice's save is the first one answered.
  store.dispatch(colorModeChosen('dark'));
  store.dispatch(colorModeChosen('light'));
  expect(await until(() => saves() === 1)).toBe(true);
  expect(await preferencesOf(campus, TRANSLATOR)).toMatchObject({ color_mode: 'light' });
  expect(saves()).toBe(1);
});

test('consent stored earlier keeps the cookie banner hidden', () => {
  const { services } = testServices();
  services.storage.setItem('cookies_agreed', '1');
  const store = createAppStore(services);
  stores.push(store);
  expect(store.getState().shell.cookieBannerVisible).toBe(false);
});

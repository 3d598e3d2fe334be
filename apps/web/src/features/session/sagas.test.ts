/** @jest-environment node */
import { createSession } from '@campus/auth';
import { createTestSession, memoryCookies, TEST_USER } from '@campus/auth/testing';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { logoutRequested } from './slice';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  return check();
};

function start(options: Parameters<typeof createTestSession>[0] = {}) {
  const kit = createTestSession(options);
  const services = testServices({ api: kit.client, session: kit.session });
  store = createAppStore(services.services);
  return { ...kit, ...services, store };
}

test('a stored session is in the store from the start', () => {
  const { store } = start({ user: { first_name: 'Ada', user_roles: ['member'] } });
  expect(store.getState().session.user).toMatchObject({ first_name: 'Ada', roles: ['member'] });
});

test('a session not remembered gets its profile back at start, on any page', async () => {
  // A reload in the same browser session: token kept, profile dropped (spec 2 §4).
  const kit = createTestSession({ user: { first_name: 'Ada', user_roles: ['member'] } });
  const session = createSession({
    client: kit.client,
    storage: kit.storage,
    cookies: memoryCookies({ remember_me: '0' }),
    clock: kit.clock,
    events: null,
  });
  expect(session.getState().profile).toBeNull();
  const services = testServices({ api: kit.client, session });
  store = createAppStore(services.services);
  const current = store;
  expect(await until(() => current.getState().session.user?.first_name === 'Ada')).toBe(true);
});

test('a login and a logout reach the store, and logout goes to sign-on with the flag', async () => {
  const { store, session, navigations } = start();
  expect(store.getState().session.user).toBeNull();
  await session.login({ user_email: TEST_USER.profile.email, password: TEST_USER.password });
  expect(store.getState().session.user).toMatchObject({ email: TEST_USER.profile.email });

  store.dispatch(logoutRequested());
  expect(await until(() => store.getState().session.user === null)).toBe(true);
  expect(await until(() => navigations.length > 0)).toBe(true);
  expect(navigations).toEqual(['/user/signon?logout=true']);
  expect(session.isLoggedIn()).toBe(false);
});

test('a blocked role meeting a guarded route opens the modal text', async () => {
  const { store, session } = start({ user: { user_roles: ['support_couple'] } });
  expect(await session.checkLogin('/dashboard')).toBe('blocked');
  expect(store.getState().session.blockedMessage).toBe(
    "As a Support Couple you don't have access to this area yet.",
  );
  expect(store.getState().session.user).toBeNull();
});

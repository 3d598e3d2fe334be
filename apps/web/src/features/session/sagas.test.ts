/** @jest-environment node */
import { createApiClient } from '@campus/api-client';
import { until, withFaults } from '@campus/api-client/testing';
import { createSession, type Session } from '@campus/auth';
import { memoryCookies, memoryStorage } from '@campus/auth/testing';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { MEMBER_EMAIL, stopStore } from '../../testing/kit';
import { logoutRequested } from './slice';

let campus: Campus;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

/**
 * The app over a real session; with `signedInAs`, that person logged in through the real login
 * call in an earlier visit, so the session starts from what that visit stored (a reload).
 */
async function start({
  signedInAs,
  rememberMe = true,
}: { signedInAs?: string; rememberMe?: boolean } = {}) {
  const faults = withFaults();
  const storage = memoryStorage();
  const cookies = memoryCookies();
  const holder: { session?: Session } = {};
  const api = createApiClient({
    baseUrl: campus.baseUrl,
    fetch: faults.fetch,
    getToken: () => holder.session?.getToken() ?? null,
  });
  if (signedInAs) {
    const earlier = createSession({ client: api, storage, cookies, events: null });
    holder.session = earlier;
    await earlier.login({ user_email: signedInAs, password: DEMO_PASSWORD, rememberMe });
  }
  const session = createSession({ client: api, storage, cookies, events: null });
  holder.session = session;
  const services = testServices({ api, session });
  store = createAppStore(services.services);
  return { ...services, store, session, cookies, calls: faults.calls };
}

test('a stored session is in the store from the start', async () => {
  const { store } = await start({ signedInAs: MEMBER_EMAIL });
  expect(store.getState().session.user).toMatchObject({
    first_name: 'Maya',
    email: MEMBER_EMAIL,
    roles: ['member'],
    activeCourses: 2,
  });
});

test('a session not remembered gets its profile back at start, on any page', async () => {
  // A reload in the same browser session: token kept, profile dropped.
  const { store, session, calls } = await start({ signedInAs: MEMBER_EMAIL, rememberMe: false });
  expect(session.getState().profile).toBeNull();
  expect(session.getToken()).not.toBeNull();
  expect(await until(() => store.getState().session.user?.first_name === 'Maya')).toBe(true);
  expect(calls.filter((call) => call.startsWith('GET /wp/v2/user/profile/'))).toHaveLength(1);
});

test('a login and a logout reach the store, and logout goes to sign-on with the flag', async () => {
  const { store, session, navigations } = await start();
  expect(store.getState().session.user).toBeNull();
  await session.login({ user_email: MEMBER_EMAIL, password: DEMO_PASSWORD });
  expect(store.getState().session.user).toMatchObject({ email: MEMBER_EMAIL, first_name: 'Maya' });

  store.dispatch(logoutRequested());
  expect(await until(() => store.getState().session.user === null)).toBe(true);
  expect(await until(() => navigations.length > 0)).toBe(true);
  expect(navigations).toEqual(['/user/signon?logout=true']);
  expect(session.isLoggedIn()).toBe(false);
});

test('a blocked role meeting a guarded route opens the modal text', async () => {
  const { store, session } = await start({ signedInAs: 'couple@campus.test' });
  expect(store.getState().session.user?.roles).toEqual(['support_couple']);
  expect(await session.checkLogin('/dashboard')).toBe('blocked');
  expect(store.getState().session.blockedMessage).toBe(
    "As a Support Couple you don't have access to this area yet.",
  );
  expect(store.getState().session.user).toBeNull();
});

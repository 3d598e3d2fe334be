import { createApiClient, login } from '@campus/api-client';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import {
  PROFILE_KEY,
  REMEMBER_ME_COOKIE,
  TOKEN_KEY,
  createSession,
  documentCookies,
} from './index';

let campus: Campus;

beforeAll(async () => {
  campus = await startCampus();
});
afterAll(() => campus.close());

afterEach(() => {
  localStorage.clear();
  document.cookie = `${REMEMBER_ME_COOKIE}=; path=/; max-age=0`;
});

test('the cookie jar reads, writes and removes document cookies', () => {
  const jar = documentCookies();
  jar.set(REMEMBER_ME_COOKIE, '1', { maxAge: 60 });
  expect(jar.get(REMEMBER_ME_COOKIE)).toBe('1');
  expect(document.cookie).toContain('remember_me=1');
  jar.remove(REMEMBER_ME_COOKIE);
  expect(jar.get(REMEMBER_ME_COOKIE)).toBeUndefined();
});

test('a cookie written without encoding is read as it is', () => {
  document.cookie = `${REMEMBER_ME_COOKIE}=1%; path=/`;
  expect(documentCookies().get(REMEMBER_ME_COOKIE)).toBe('1%');
});

test('by default the session uses localStorage, document cookies and window storage events', async () => {
  const client = createApiClient({ baseUrl: campus.baseUrl, getToken: () => session.getToken() });
  const session = createSession({ client });
  await session.login({
    user_email: 'member@campus.test',
    password: DEMO_PASSWORD,
    rememberMe: true,
  });
  expect(localStorage.getItem(TOKEN_KEY)).toBe(session.getToken());
  expect(document.cookie).toContain('remember_me=1');

  // Another tab logs out: the browser removes the keys and fires `storage` here.
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PROFILE_KEY);
  window.dispatchEvent(
    new window.StorageEvent('storage', { key: TOKEN_KEY, storageArea: localStorage }),
  );
  expect(session.isLoggedIn()).toBe(false);
  session.dispose();
});

test('a persistent session found at start-up in the browser keeps its profile', async () => {
  // Signed in on an earlier visit.
  const { token, profile } = await login(createApiClient({ baseUrl: campus.baseUrl }), {
    user_email: 'member@campus.test',
    password: DEMO_PASSWORD,
    options: {},
  });
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  document.cookie = `${REMEMBER_ME_COOKIE}=1; path=/`;
  const client = createApiClient({ baseUrl: campus.baseUrl, getToken: () => session.getToken() });
  const session = createSession({ client });
  expect(session.getCurrentUser()).toMatchObject({ isLoggedIn: true, first_name: 'Maya' });
  // The stored profile is trusted until the guard asks: the server confirms the token then.
  await expect(session.checkLogin('/dashboard')).resolves.toBe('allowed');
  expect(session.getState().verified).toBe(true);
  session.dispose();
});

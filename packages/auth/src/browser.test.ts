import { createApiClient } from '@campus/api-client';
import {
  PROFILE_KEY,
  REMEMBER_ME_COOKIE,
  TOKEN_KEY,
  createSession,
  documentCookies,
} from './index';
import { TEST_USER, createFakeAuthServer, makeToken } from './testing';

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
  const server = createFakeAuthServer({ clock: { now: () => Date.now() } });
  server.addUser(TEST_USER);
  const client = createApiClient({ fetch: server.fetch, getToken: () => session.getToken() });
  const session = createSession({ client });
  await session.login({
    user_email: TEST_USER.profile.email,
    password: TEST_USER.password,
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

test('a persistent session found at start-up in the browser keeps its profile', () => {
  localStorage.setItem(TOKEN_KEY, makeToken({ userId: 7, expiresAt: Date.now() + 3_600_000 }));
  localStorage.setItem(PROFILE_KEY, JSON.stringify(TEST_USER.profile));
  document.cookie = `${REMEMBER_ME_COOKIE}=1; path=/`;
  const server = createFakeAuthServer();
  const session = createSession({ client: createApiClient({ fetch: server.fetch }) });
  expect(session.getCurrentUser()).toMatchObject({ isLoggedIn: true, first_name: 'Mia' });
  session.dispose();
});

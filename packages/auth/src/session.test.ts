/**
 * @jest-environment node
 */
import { createApiClient, isApiError, type ApiClient } from '@campus/api-client';
import {
  BLOCKED_ROLE_MESSAGE,
  PROFILE_KEY,
  PROGRESS_KEY,
  REMEMBER_ME_COOKIE,
  REMEMBER_ME_MAX_AGE,
  TOKEN_KEY,
  createSession,
  type Session,
  type SessionEvent,
  type SessionOptions,
} from './index';
import { serveOverHttp } from './serveOverHttp.test-helper';
import {
  TEST_USER,
  createFakeAuthServer,
  fakeClock,
  makeToken,
  memoryCookies,
  memoryStorage,
  type FakeAuthServer,
  type FakeClock,
  type MemoryCookies,
  type MemoryStorage,
} from './testing';

const HOUR = 3_600_000;
let clock: FakeClock;
let server: FakeAuthServer;
let http: Awaited<ReturnType<typeof serveOverHttp>>;
const sessions: Session[] = [];

beforeEach(async () => {
  clock = fakeClock();
  server = createFakeAuthServer({ clock });
  server.addUser(TEST_USER);
  http = await serveOverHttp(server);
});

afterEach(async () => {
  sessions.splice(0).forEach((session) => session.dispose());
  await http.close();
});

interface Setup {
  storage?: MemoryStorage;
  cookies?: MemoryCookies;
  events?: SessionOptions['events'];
  trainingDisabled?: boolean;
  fetch?: typeof fetch;
}

function start({
  storage = memoryStorage(),
  cookies = memoryCookies(),
  events = null,
  trainingDisabled,
  fetch: fetchImpl,
}: Setup = {}) {
  const client: ApiClient = createApiClient({
    baseUrl: http.baseUrl,
    fetch: fetchImpl,
    // Read at request time, once `session` exists.
    getToken: () => session.getToken(),
  });
  const session = createSession({ client, storage, cookies, clock, events, trainingDisabled });
  sessions.push(session);
  const seen: SessionEvent[] = [];
  session.subscribe((event) => seen.push(event));
  return { session, client, storage, cookies, seen };
}

function storedSession(token: string, rememberMe: boolean) {
  return {
    storage: memoryStorage({
      [TOKEN_KEY]: token,
      [PROFILE_KEY]: JSON.stringify(TEST_USER.profile),
      [PROGRESS_KEY]: '{"lessons":{}}',
    }),
    cookies: memoryCookies({ [REMEMBER_ME_COOKIE]: rememberMe ? '1' : '0' }),
  };
}

describe('start-up', () => {
  test('with no token the visitor is logged out and nothing is stored', () => {
    const { session, storage } = start();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.getState().type).toBe('Session');
    expect(storage.entries.size).toBe(0);
  });

  test('a valid token with remember-me keeps token and profile as a Persistent session', () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    const { session, storage } = start(storedSession(token, true));
    expect(session.getState().type).toBe('Persistent');
    expect(session.isLoggedIn()).toBe(true);
    expect(storage.getItem(TOKEN_KEY)).toBe(token);
    expect(session.getCurrentUser().first_name).toBe('Mia');
  });

  test('a valid token without remember-me keeps the token but clears the stored profile', () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    const { session, storage } = start(storedSession(token, false));
    expect(session.getState().type).toBe('Session');
    expect(storage.getItem(TOKEN_KEY)).toBe(token);
    expect(storage.getItem(PROFILE_KEY)).toBeNull();
    expect(session.getCurrentUser().id).toBe(7);
    expect(session.getCurrentUser().first_name).toBe('');
  });

  test('a login not to be remembered ends with the browser session, token included', () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    // The browser was closed: its session cookie (`remember_me=0`) is gone, the storage is not.
    const { storage } = storedSession(token, false);
    const { session } = start({ storage, cookies: memoryCookies() });
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(PROFILE_KEY)).toBeNull();
  });

  test('an expired token is removed together with the profile', () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() - 1 });
    const { session, storage } = start(storedSession(token, true));
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(PROFILE_KEY)).toBeNull();
  });

  test.each([
    'not-a-token',
    'a.b',
    'eyJ0eXAiOiJKV1QifQ.%%%.sig',
    'eyJ0eXAiOiJKV1QifQ.bm90IGpzb24.sig',
  ])('a malformed token %s is removed like an expired one', (token) => {
    const { session, storage } = start(storedSession(token, true));
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(PROFILE_KEY)).toBeNull();
  });
});

describe('login and logout', () => {
  test('login with remember-me stores token and profile, sets a lasting cookie and clears progress', async () => {
    const { session, storage, cookies, seen } = start({
      storage: memoryStorage({ [PROGRESS_KEY]: '{}' }),
    });
    const user = await session.login({
      user_email: TEST_USER.profile.email,
      password: 'Secret-123',
      rememberMe: true,
    });
    expect(user.isLoggedIn).toBe(true);
    expect(storage.getItem(TOKEN_KEY)).toBe(session.getToken());
    expect(JSON.parse(storage.getItem(PROFILE_KEY) ?? 'null')).toMatchObject({
      email: 'member@example.org',
    });
    expect(storage.getItem(PROGRESS_KEY)).toBeNull();
    expect(cookies.get(REMEMBER_ME_COOKIE)).toBe('1');
    expect(cookies.optionsOf(REMEMBER_ME_COOKIE)).toEqual({ maxAge: REMEMBER_ME_MAX_AGE });
    expect(session.getState()).toMatchObject({ type: 'Persistent', verified: true });
    expect(seen.map((event) => event.type)).toEqual(['login']);
  });

  test('login without remember-me sets a session cookie holding 0', async () => {
    const { session, cookies } = start();
    await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
    expect(cookies.get(REMEMBER_ME_COOKIE)).toBe('0');
    expect(cookies.optionsOf(REMEMBER_ME_COOKIE)?.maxAge).toBeUndefined();
    expect(session.getState().type).toBe('Session');
  });

  test('a refused login passes the server error on and stores nothing', async () => {
    const { session, storage } = start();
    const failure = await session
      .login({ user_email: TEST_USER.profile.email, password: 'wrong' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('[jwt_auth] incorrect_password');
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });

  test('logout clears stored data, verified status, training access and progress', async () => {
    const { session, storage, seen } = start();
    await session.login({
      user_email: TEST_USER.profile.email,
      password: 'Secret-123',
      rememberMe: true,
    });
    expect(session.getCurrentUser().canViewTraining).toBe(true);
    storage.setItem(PROGRESS_KEY, '{"lessons":{"4":30}}');
    await session.logout();
    expect(storage.entries.size).toBe(0);
    expect(session.getState()).toMatchObject({ token: null, profile: null, verified: false });
    expect(session.getCurrentUser()).toMatchObject({ isLoggedIn: false, canViewTraining: false });
    expect(seen.at(-1)).toEqual({ type: 'logout', reason: 'user' });
  });
});

describe('current user', () => {
  test('reads the profile and the token options', async () => {
    const token = makeToken({
      userId: 7,
      expiresAt: clock.now() + HOUR,
      options: { isAdminQA: true },
    });
    const profile = { ...TEST_USER.profile, user_roles: ['translator', 'member'] };
    const { session } = start({
      storage: memoryStorage({ [TOKEN_KEY]: token, [PROFILE_KEY]: JSON.stringify(profile) }),
      cookies: memoryCookies({ [REMEMBER_ME_COOKIE]: '1' }),
    });
    const user = session.getCurrentUser();
    expect(user).toMatchObject({
      isLoggedIn: true,
      id: 7,
      country: 12,
      role: 'translator',
      first_name: 'Mia',
      email: 'member@example.org',
      organizationId: 3,
      options: { isAdminQA: true },
    });
    expect(user.birthday).toEqual(new Date(1990, 3, 2));
    expect(user.user_can('member')).toBe(true);
    expect(user.user_can('administrator')).toBe(false);
  });

  test('an invalid birthday reads as no date', async () => {
    server.addUser({ ...TEST_USER, profile: { ...TEST_USER.profile, birthday: 'soon' } });
    const { session } = start();
    const user = await session.login({
      user_email: TEST_USER.profile.email,
      password: 'Secret-123',
    });
    expect(user.birthday).toBeNull();
  });

  test.each([
    [['member'], false, true],
    [['member'], true, false],
    [['translator'], true, true],
    [['administrator'], true, true],
  ])(
    'roles %j with disable_training %s can view training: %s',
    async (roles, disabled, expected) => {
      server.addUser({ ...TEST_USER, profile: { ...TEST_USER.profile, user_roles: roles } });
      const { session } = start({ trainingDisabled: disabled });
      const user = await session.login({
        user_email: TEST_USER.profile.email,
        password: 'Secret-123',
      });
      expect(user.canViewTraining).toBe(expected);
    },
  );
});

describe('login check', () => {
  test('with no stored token the check passes', async () => {
    const { session } = start();
    await expect(session.checkLogin('/training')).resolves.toBe('allowed');
  });

  test('a stored token that validates passes, and is validated only once', async () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    server.trust(token);
    const { session } = start(storedSession(token, true));
    await expect(session.checkLogin('/training')).resolves.toBe('allowed');
    await expect(session.checkLogin('/courses')).resolves.toBe('allowed');
    expect(server.calls.get('POST /wp-json/jwt-auth/v1/token/validate')).toBe(1);
    expect(session.getState().verified).toBe(true);
  });

  test('a non-persistent session loads its profile again after validation', async () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    server.trust(token);
    const { session, storage } = start(storedSession(token, false));
    await session.checkLogin('/training');
    expect(session.getCurrentUser().first_name).toBe('Mia');
    expect(storage.getItem(PROFILE_KEY)).not.toBeNull();
  });

  test('a token that fails validation logs out, remembers the requested path and sends to sign-on', async () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    const { session, storage, seen } = start(storedSession(token, true));
    await expect(session.checkLogin('/training/12?tab=2')).resolves.toBe('signon');
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(seen.filter((event) => event.type === 'logout')).toHaveLength(1);
    expect(session.takeReturnPath()).toBe('/training/12?tab=2');
  });

  test('an unreachable server keeps the session and checks the token again next time', async () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    server.trust(token);
    const { session, seen } = start(storedSession(token, true));
    await http.close();
    await expect(session.checkLogin('/courses')).resolves.toBe('allowed');
    expect(session.isLoggedIn()).toBe(true);
    expect(session.getState().verified).toBe(false);
    expect(seen.filter((event) => event.type === 'logout')).toHaveLength(0);
  });

  test('a token that expired since start-up logs out and sends to sign-on', async () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    server.trust(token);
    const { session, seen } = start(storedSession(token, true));
    clock.advance(HOUR);
    await expect(session.checkLogin('/courses')).resolves.toBe('signon');
    expect(seen).toContainEqual({ type: 'logout', reason: 'expired' });
    expect(server.calls.get('POST /wp-json/jwt-auth/v1/token/validate')).toBeUndefined();
  });

  test.each(['support_couple', 'subscriber'])(
    'a %s is logged out and shown the access modal',
    async (role) => {
      server.addUser({ ...TEST_USER, profile: { ...TEST_USER.profile, user_roles: [role] } });
      const { session, seen } = start();
      await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
      await expect(session.checkLogin('/training')).resolves.toBe('blocked');
      expect(session.isLoggedIn()).toBe(false);
      expect(seen).toContainEqual({ type: 'blocked', message: BLOCKED_ROLE_MESSAGE });
      expect(seen).toContainEqual({ type: 'logout', reason: 'blocked' });
    },
  );

  test('a blocked role found only after reloading the profile is refused too', async () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    server.trust(token);
    server.addUser({ ...TEST_USER, profile: { ...TEST_USER.profile, user_roles: ['subscriber'] } });
    const { session } = start(storedSession(token, false));
    await expect(session.checkLogin('/training')).resolves.toBe('blocked');
  });

  test('the /(signon: prefix is always reachable', async () => {
    const token = makeToken({ userId: 7, expiresAt: clock.now() + HOUR });
    const { session } = start(storedSession(token, true));
    await expect(session.checkLogin('/(signon:user/signon)')).resolves.toBe('allowed');
    expect(session.isLoggedIn()).toBe(true);
  });
});

describe('return after login', () => {
  test('prefers the remembered page, then the navigation-state redirect, then /dashboard', () => {
    const { session } = start();
    session.rememberReturnPath('/training/4');
    expect(session.takeReturnPath('/courses')).toBe('/training/4');
    expect(session.takeReturnPath('/courses')).toBe('/courses');
    expect(session.takeReturnPath('//evil.example')).toBe('/dashboard');
    session.rememberReturnPath('https://evil.example/');
    expect(session.takeReturnPath()).toBe('/dashboard');
  });
});

describe('401 storm', () => {
  test('many 401 answers at once end the session once', async () => {
    const { session, client, seen } = start();
    await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
    server.rejectAll(true);
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        client.request({ path: `/wp/v2/user/profile/${index}` }),
      ),
    );
    expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'unauthorized' },
    ]);
    expect(session.isLoggedIn()).toBe(false);
  });
});

test('a late refusal of an older token does not end a newer login', async () => {
  let release = (): void => undefined;
  let holdNext = false;
  const heldFetch: typeof fetch = async (input, init) => {
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }
    return fetch(input, init);
  };
  const { session, client, seen } = start({ fetch: heldFetch });
  await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
  server.revoke(session.getToken() ?? '');
  holdNext = true;
  const late = client.request({ path: '/wp/v2/user/profile/7' }).catch((error: unknown) => error);
  clock.advance(60_000);
  await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
  release();
  // Refused for the old token, the call went again with the newer login's.
  expect(await late).toMatchObject({ id: 7 });
  expect(session.isLoggedIn()).toBe(true);
  expect(seen.filter((event) => event.type === 'logout')).toHaveLength(0);
});

describe('a token the server no longer accepts', () => {
  test('a public call goes again anonymously, once, and the session ends', async () => {
    const { session, client, seen } = start();
    await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
    server.revoke(session.getToken() ?? '');
    const index = await client.request<{ name: string }>({ path: '/' });
    expect(index.name).toBe('Campus test site');
    expect(server.calls.get('GET /wp-json/')).toBe(2);
    expect(session.isLoggedIn()).toBe(false);
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'refused' },
    ]);
  });

  test('a member call is refused as a signed-out one, and the session ends as refused', async () => {
    const { session, client, seen } = start();
    await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
    server.revoke(session.getToken() ?? '');
    const refused = await client.request({ path: '/wp/v2/user/profile/7' }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused).toMatchObject({ status: 401, code: 'rest_not_logged_in' });
    expect(server.calls.get('GET /wp-json/wp/v2/user/profile/7')).toBe(2);
    expect(session.isLoggedIn()).toBe(false);
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'unauthorized' },
    ]);
  });

  test('refused together, a public and a member call end the session as refused to a member', async () => {
    const { session, client, seen } = start();
    await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
    server.revoke(session.getToken() ?? '');
    const answers = await Promise.allSettled([
      client.request({ path: '/' }),
      client.request({ path: '/wp/v2/user/profile/7' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected']);
    expect(seen.filter((event) => event.type === 'logout').at(-1)).toEqual({ type: 'logout', reason: 'unauthorized' });
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('tabs agree', () => {
  function twoTabs() {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const windows = [new EventTarget(), new EventTarget()] as const;
    // Browsers fire `storage` only in the other tabs, after the write.
    const shared: MemoryStorage = {
      entries: storage.entries,
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        storage.setItem(key, value);
        tell(key);
      },
      removeItem: (key) => {
        storage.removeItem(key);
        tell(key);
      },
    };
    let writer = 0;
    function tell(key: string) {
      const other = windows[1 - writer];
      setTimeout(() => other?.dispatchEvent(Object.assign(new Event('storage'), { key })), 0);
    }
    const a = start({ storage: shared, cookies, events: windows[0] });
    const b = start({ storage: shared, cookies, events: windows[1] });
    return {
      a,
      b,
      as: async <T>(tab: 0 | 1, act: () => Promise<T>) => {
        writer = tab;
        return act();
      },
    };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  test('a login in one tab reaches the other', async () => {
    const { a, b, as } = twoTabs();
    await as(0, () =>
      a.session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' }),
    );
    await settle();
    expect(b.session.isLoggedIn()).toBe(true);
    expect(b.session.getCurrentUser().email).toBe('member@example.org');
    expect(b.seen).toContainEqual(expect.objectContaining({ type: 'login', fromOtherTab: true }));
  });

  test('a tab opening a non-persistent session does not take the profile from an open one', async () => {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const first = new EventTarget();
    const a = start({ storage, cookies, events: first });
    await a.session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
    const written: MemoryStorage = {
      ...storage,
      removeItem: (key) => {
        storage.removeItem(key);
        first.dispatchEvent(Object.assign(new Event('storage'), { key }));
      },
    };
    start({ storage: written, cookies });
    expect(storage.getItem(PROFILE_KEY)).toBeNull();
    expect(a.session.getCurrentUser().first_name).toBe('Mia');
  });

  test('a logout in one tab reaches the other', async () => {
    const { a, b, as } = twoTabs();
    await as(0, () =>
      a.session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' }),
    );
    await settle();
    await as(1, () => b.session.logout());
    await settle();
    expect(a.session.isLoggedIn()).toBe(false);
    expect(a.seen).toContainEqual({ type: 'logout', reason: 'other-tab' });
  });
});

test('a token that expires while the page is open no longer counts as logged in', async () => {
  const { session } = start();
  await session.login({ user_email: TEST_USER.profile.email, password: 'Secret-123' });
  expect(session.isLoggedIn()).toBe(true);
  clock.advance(HOUR);
  expect(session.isLoggedIn()).toBe(false);
});

test('the methods work unbound, as a saga calls them', async () => {
  const { session } = start(
    storedSession(makeToken({ userId: 7, expiresAt: clock.now() + HOUR }), true),
  );
  const { checkLogin, takeReturnPath } = session;
  await expect(checkLogin('/courses/run/faith')).resolves.toBe('signon');
  expect(takeReturnPath()).toBe('/courses/run/faith');
});

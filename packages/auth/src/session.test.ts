/**
 * @jest-environment node
 */
import {
  ApiError,
  createApiClient,
  decodeJwt,
  isApiError,
  login as requestLogin,
  validateToken,
  type ApiClient,
  type LoginResponse,
} from '@campus/api-client';
import type * as ApiClientPackage from '@campus/api-client';
import { until, withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
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
import {
  fakeClock,
  makeToken,
  memoryCookies,
  memoryStorage,
  type FakeClock,
  type MemoryCookies,
  type MemoryStorage,
} from './testing';

const MEMBER = 'member@campus.test';
const member = { user_email: MEMBER, password: DEMO_PASSWORD };
const HOUR = 3_600_000;

let campus: Campus;
let clock: FakeClock;
let faults: FaultyFetch;
const sessions: Session[] = [];

beforeAll(async () => {
  campus = await startCampus();
});
afterAll(() => campus.close());

beforeEach(() => {
  // The session reads expiry from its own clock: moving it ages the server's real tokens.
  clock = fakeClock(Date.now());
  faults = withFaults();
});

afterEach(() => {
  sessions.splice(0).forEach((session) => session.dispose());
});

/** Signs in straight at the server, as an earlier page load did: the token and profile it stored. */
async function signIn(
  email: string,
  options: Record<string, unknown> = {},
): Promise<LoginResponse> {
  return requestLogin(createApiClient({ baseUrl: campus.baseUrl }), {
    user_email: email,
    password: DEMO_PASSWORD,
    options,
  });
}

/** The server's logout revokes the token for good, as a sign-out elsewhere or an admin does. */
async function revoke(token: string): Promise<void> {
  const answer = await fetch(`${campus.baseUrl}/wp-json/wp/v2/user/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!answer.ok) throw new Error(`logout answered ${answer.status}`);
}

async function revokedToken(email = MEMBER): Promise<string> {
  const token = await campus.login(email);
  await revoke(token);
  return token;
}

const expiryOf = (token: string) => Number(decodeJwt(token).exp) * 1000;

const validations = () =>
  faults.calls.filter((call) => call === 'POST /jwt-auth/v1/token/validate').length;

interface Setup {
  storage?: MemoryStorage;
  cookies?: MemoryCookies;
  events?: SessionOptions['events'];
  trainingDisabled?: boolean;
  /** The app's own copy of `@campus/api-client` to build the client with. @default the session's */
  clientPackage?: typeof ApiClientPackage;
}

function start({
  storage = memoryStorage(),
  cookies = memoryCookies(),
  events = null,
  trainingDisabled,
  clientPackage,
}: Setup = {}) {
  const client: ApiClient = (clientPackage?.createApiClient ?? createApiClient)({
    baseUrl: campus.baseUrl,
    fetch: faults.fetch,
    // Read at request time, once `session` exists.
    getToken: () => session.getToken(),
  });
  const session = createSession({ client, storage, cookies, clock, events, trainingDisabled });
  sessions.push(session);
  const seen: SessionEvent[] = [];
  session.subscribe((event) => seen.push(event));
  return { session, client, storage, cookies, seen };
}

function storedSession(
  token: string,
  rememberMe: boolean,
  profile: unknown = { id: 3, email: MEMBER, first_name: 'Maya', user_roles: ['member'] },
) {
  return {
    storage: memoryStorage({
      [TOKEN_KEY]: token,
      [PROFILE_KEY]: JSON.stringify(profile),
      [PROGRESS_KEY]: '{"lessons":{}}',
    }),
    cookies: memoryCookies({ [REMEMBER_ME_COOKIE]: rememberMe ? '1' : '0' }),
  };
}

/** A stored login of `email` exactly as the server answered it. */
async function storedLogin(email: string, rememberMe: boolean) {
  const { token, profile } = await signIn(email);
  return { token, profile, stored: storedSession(token, rememberMe, profile) };
}

describe('start-up', () => {
  test('with no token the visitor is logged out and nothing is stored', () => {
    const { session, storage } = start();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.getState().type).toBe('Session');
    expect(storage.entries.size).toBe(0);
  });

  test('a valid token with remember-me keeps token and profile as a Persistent session', async () => {
    const { token, stored } = await storedLogin(MEMBER, true);
    const { session, storage } = start(stored);
    expect(session.getState().type).toBe('Persistent');
    expect(session.isLoggedIn()).toBe(true);
    expect(storage.getItem(TOKEN_KEY)).toBe(token);
    expect(session.getCurrentUser().first_name).toBe('Maya');
  });

  test('a valid token without remember-me keeps the token but clears the stored profile', async () => {
    const { token, profile, stored } = await storedLogin(MEMBER, false);
    const { session, storage } = start(stored);
    expect(session.getState().type).toBe('Session');
    expect(storage.getItem(TOKEN_KEY)).toBe(token);
    expect(storage.getItem(PROFILE_KEY)).toBeNull();
    expect(session.getCurrentUser().id).toBe(profile.id);
    expect(session.getCurrentUser().first_name).toBe('');
  });

  test('a login not to be remembered ends with the browser session, token included', async () => {
    // The browser was closed: its session cookie (`remember_me=0`) is gone, the storage is not.
    const { storage } = (await storedLogin(MEMBER, false)).stored;
    const { session } = start({ storage, cookies: memoryCookies() });
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(PROFILE_KEY)).toBeNull();
  });

  test('an expired token is removed together with the profile', () => {
    // The server signs only live tokens; an expired one is what an old page load left behind.
    const token = makeToken({ userId: 3, expiresAt: clock.now() - 1 });
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
    // Removed before any call: the server never hears of it.
    expect(faults.calls).toEqual([]);
  });
});

describe('login and logout', () => {
  test('login with remember-me stores token and profile, sets a lasting cookie and clears progress', async () => {
    const { session, storage, cookies, seen } = start({
      storage: memoryStorage({ [PROGRESS_KEY]: '{}' }),
    });
    const user = await session.login({ ...member, rememberMe: true });
    expect(user.isLoggedIn).toBe(true);
    expect(storage.getItem(TOKEN_KEY)).toBe(session.getToken());
    expect(JSON.parse(storage.getItem(PROFILE_KEY) ?? 'null')).toMatchObject({ email: MEMBER });
    expect(storage.getItem(PROGRESS_KEY)).toBeNull();
    expect(cookies.get(REMEMBER_ME_COOKIE)).toBe('1');
    expect(cookies.optionsOf(REMEMBER_ME_COOKIE)).toEqual({ maxAge: REMEMBER_ME_MAX_AGE });
    expect(session.getState()).toMatchObject({ type: 'Persistent', verified: true });
    expect(seen.map((event) => event.type)).toEqual(['login']);
  });

  test('login without remember-me sets a session cookie holding 0', async () => {
    const { session, cookies } = start();
    await session.login(member);
    expect(cookies.get(REMEMBER_ME_COOKIE)).toBe('0');
    expect(cookies.optionsOf(REMEMBER_ME_COOKIE)?.maxAge).toBeUndefined();
    expect(session.getState().type).toBe('Session');
  });

  test('a refused login passes the server error on and stores nothing', async () => {
    const { session, storage } = start();
    const failure = await session
      .login({ user_email: MEMBER, password: 'wrong' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure).toMatchObject({
      status: 403,
      code: '[jwt_auth] incorrect_password',
    });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });

  test('an unknown e-mail is refused with the server error too', async () => {
    const { session, storage } = start();
    const failure = await session
      .login({ user_email: 'nobody@campus.test', password: DEMO_PASSWORD })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('[jwt_auth] invalid_email');
    expect(storage.entries.size).toBe(0);
  });

  test('logout clears stored data, verified status, training access and progress', async () => {
    const { session, storage, seen } = start();
    await session.login({ ...member, rememberMe: true });
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
    const { token, profile } = await signIn('translator@campus.test', { isAdminQA: true });
    const { session } = start({
      storage: memoryStorage({ [TOKEN_KEY]: token, [PROFILE_KEY]: JSON.stringify(profile) }),
      cookies: memoryCookies({ [REMEMBER_ME_COOKIE]: '1' }),
    });
    const user = session.getCurrentUser();
    expect(user).toMatchObject({
      isLoggedIn: true,
      id: profile.id,
      country: 1,
      role: 'translator',
      first_name: 'Tomas',
      email: 'translator@campus.test',
      organizationId: 1,
      options: { isAdminQA: true },
    });
    expect(user.birthday).toEqual(new Date(1990, 3, 11));
    expect(user.user_can('translator')).toBe(true);
    expect(user.user_can('administrator')).toBe(false);
  });

  test('an invalid birthday reads as no date', async () => {
    // The server refuses such a date today; a profile stored before it did can still hold one.
    const { token, profile } = await signIn(MEMBER);
    const { session } = start(storedSession(token, true, { ...profile, birthday: 'soon' }));
    expect(session.getCurrentUser()).toMatchObject({ isLoggedIn: true, first_name: 'Maya' });
    expect(session.getCurrentUser().birthday).toBeNull();
  });

  test.each([
    ['member@campus.test', ['member'], false, true],
    ['member@campus.test', ['member'], true, false],
    ['translator@campus.test', ['translator'], true, true],
    ['admin@campus.test', ['administrator'], true, true],
  ])(
    '%s with roles %j and disable_training %s can view training: %s',
    async (email, roles, disabled, expected) => {
      const { session } = start({ trainingDisabled: disabled });
      const user = await session.login({ user_email: email, password: DEMO_PASSWORD });
      expect(user.user_roles).toEqual(roles);
      expect(user.canViewTraining).toBe(expected);
    },
  );
});

describe('login check', () => {
  test('with no stored token the check passes', async () => {
    const { session } = start();
    await expect(session.checkLogin('/training')).resolves.toBe('allowed');
    expect(faults.calls).toEqual([]);
  });

  test('a stored token that validates passes, and is validated only once', async () => {
    const { stored } = await storedLogin(MEMBER, true);
    const { session } = start(stored);
    await expect(session.checkLogin('/training')).resolves.toBe('allowed');
    await expect(session.checkLogin('/courses')).resolves.toBe('allowed');
    expect(validations()).toBe(1);
    expect(session.getState().verified).toBe(true);
  });

  test('a non-persistent session loads its profile again after validation', async () => {
    const { token, profile, stored } = await storedLogin(MEMBER, false);
    const { session, storage } = start(stored);
    await session.checkLogin('/training');
    expect(session.getCurrentUser().first_name).toBe('Maya');
    expect(JSON.parse(storage.getItem(PROFILE_KEY) ?? 'null')).toMatchObject({
      id: profile.id,
      email: MEMBER,
    });
    expect(faults.calls).toEqual([
      'POST /jwt-auth/v1/token/validate',
      `GET /wp/v2/user/profile/${profile.id}`,
    ]);
    expect(session.getToken()).toBe(token);
  });

  test('a token that fails validation logs out, remembers the requested path and sends to sign-on', async () => {
    const { session, storage, seen } = start(storedSession(await revokedToken(), true));
    await expect(session.checkLogin('/training/12?tab=2')).resolves.toBe('signon');
    expect(validations()).toBe(1);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'invalid' },
    ]);
    expect(session.takeReturnPath()).toBe('/training/12?tab=2');
  });

  test('a token the server did not sign fails validation the same way', async () => {
    const forged = makeToken({ userId: 3, expiresAt: clock.now() + HOUR });
    const { session, seen } = start(storedSession(forged, true));
    await expect(session.checkLogin('/courses')).resolves.toBe('signon');
    expect(validations()).toBe(1);
    expect(session.isLoggedIn()).toBe(false);
    expect(seen).toContainEqual({ type: 'logout', reason: 'invalid' });
  });

  test('an unreachable server keeps the session and checks the token again next time', async () => {
    const { stored } = await storedLogin(MEMBER, true);
    const { session, seen } = start(stored);
    faults.fail({ match: '/', fault: 'network' });
    await expect(session.checkLogin('/courses')).resolves.toBe('allowed');
    expect(session.isLoggedIn()).toBe(true);
    expect(session.getState().verified).toBe(false);
    expect(seen.filter((event) => event.type === 'logout')).toHaveLength(0);

    faults.heal();
    await expect(session.checkLogin('/courses')).resolves.toBe('allowed');
    expect(validations()).toBe(2);
    expect(session.getState().verified).toBe(true);
  });

  test('a token that expired since start-up logs out and sends to sign-on', async () => {
    const { token, stored } = await storedLogin(MEMBER, true);
    const { session, seen } = start(stored);
    clock.advance(expiryOf(token) - clock.now());
    await expect(session.checkLogin('/courses')).resolves.toBe('signon');
    expect(seen).toContainEqual({ type: 'logout', reason: 'expired' });
    expect(validations()).toBe(0);
  });

  test.each([
    ['couple@campus.test', 'support_couple'],
    ['subscriber@campus.test', 'subscriber'],
  ])('%s (a %s) is logged out and shown the access modal', async (email, role) => {
    const { session, seen } = start();
    const user = await session.login({ user_email: email, password: DEMO_PASSWORD });
    expect(user.user_roles).toEqual([role]);
    await expect(session.checkLogin('/training')).resolves.toBe('blocked');
    expect(session.isLoggedIn()).toBe(false);
    expect(seen).toContainEqual({ type: 'blocked', message: BLOCKED_ROLE_MESSAGE });
    expect(seen).toContainEqual({ type: 'logout', reason: 'blocked' });
  });

  test('a blocked role found only after reloading the profile is refused too', async () => {
    const { stored } = await storedLogin('subscriber@campus.test', false);
    const { session } = start(stored);
    expect(session.getCurrentUser().isBlocked).toBe(false);
    await expect(session.checkLogin('/training')).resolves.toBe('blocked');
    expect(faults.calls).toContainEqual(expect.stringMatching(/^GET \/wp\/v2\/user\/profile\//));
  });

  test('the /(signon: prefix is always reachable', async () => {
    const { session } = start(storedSession(await revokedToken(), true));
    await expect(session.checkLogin('/(signon:user/signon)')).resolves.toBe('allowed');
    expect(session.isLoggedIn()).toBe(true);
    expect(faults.calls).toEqual([]);
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
    const { id } = await session.login(member);
    // The server answers a bearer token it refuses with the plugin's 403; a 401 to a request that
    // carries one comes from in front of it, as from a proxy whose own sign-in lapsed.
    faults.fail({
      match: 'GET /wp/v2/user/profile/',
      fault: {
        status: 401,
        body: {
          code: 'rest_not_logged_in',
          message: 'You are not currently logged in.',
          data: { status: 401 },
        },
      },
    });
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => client.request({ path: `/wp/v2/user/profile/${id}` })),
    );
    expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'unauthorized' },
    ]);
    expect(session.isLoggedIn()).toBe(false);
  });

  test('many calls refused with one revoked token end the session once', async () => {
    const { session, client, seen } = start();
    const { id } = await session.login(member);
    await revoke(session.getToken() ?? '');
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => client.request({ path: `/wp/v2/user/profile/${id}` })),
    );
    expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);
    // Each went once with the token and once without it.
    expect(faults.calls.filter((call) => call === `GET /wp/v2/user/profile/${id}`)).toHaveLength(
      16,
    );
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'unauthorized' },
    ]);
    expect(session.isLoggedIn()).toBe(false);
  });
});

test('a late refusal of an older token does not end a newer login', async () => {
  // The held call must reach the server only after the second login: a gate, not a guessed delay
  // that a slow password hash could outlast.
  let release = (): void => undefined;
  let holdNext = false;
  faults = withFaults(async (input, init) => {
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => (release = resolve));
    }
    return fetch(input, init);
  });
  const { session, client, seen } = start();
  const { id } = await session.login(member);
  await revoke(session.getToken() ?? '');
  holdNext = true;
  const late = client
    .request({ path: `/wp/v2/user/profile/${id}` })
    .catch((error: unknown) => error);
  clock.advance(60_000);
  await session.login(member);
  release();
  // Refused for the old token, the call went again with the newer login's.
  expect(await late).toMatchObject({ id, email: MEMBER });
  expect(faults.calls.filter((call) => call === `GET /wp/v2/user/profile/${id}`)).toHaveLength(2);
  expect(session.isLoggedIn()).toBe(true);
  expect(seen.filter((event) => event.type === 'logout')).toHaveLength(0);
});

describe('a token the server no longer accepts', () => {
  test('a public call goes again anonymously, once, and the session ends', async () => {
    const { session, client, seen } = start();
    await session.login(member);
    await revoke(session.getToken() ?? '');
    const index = await client.request<{ name: string }>({ path: '/' });
    expect(index.name).toBe('Campus');
    expect(faults.calls.filter((call) => call === 'GET /')).toHaveLength(2);
    expect(session.isLoggedIn()).toBe(false);
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'refused' },
    ]);
  });

  test('a member call is refused as a signed-out one, and the session ends as refused', async () => {
    const { session, client, seen } = start();
    const { id } = await session.login(member);
    await revoke(session.getToken() ?? '');
    const refused = await client
      .request({ path: `/wp/v2/user/profile/${id}` })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused).toMatchObject({
      status: 401,
      code: 'rest_not_logged_in',
    });
    expect(faults.calls.filter((call) => call === `GET /wp/v2/user/profile/${id}`)).toHaveLength(2);
    expect(session.isLoggedIn()).toBe(false);
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'unauthorized' },
    ]);
  });

  test('refused together, a public and a member call end the session as refused to a member', async () => {
    const { session, client, seen } = start();
    const { id } = await session.login(member);
    await revoke(session.getToken() ?? '');
    const answers = await Promise.allSettled([
      client.request({ path: '/' }),
      client.request({ path: `/wp/v2/user/profile/${id}` }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected']);
    expect(seen.filter((event) => event.type === 'logout').at(-1)).toEqual({
      type: 'logout',
      reason: 'unauthorized',
    });
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('a client from another copy of @campus/api-client', () => {
  // An app whose own @campus/api-client is not the copy this package resolves: two module
  // instances, two ApiError classes, as npm gives when the versions differ.
  let otherCopy: typeof ApiClientPackage;
  beforeAll(async () => {
    await jest.isolateModulesAsync(async () => {
      otherCopy = await import('@campus/api-client');
    });
  });

  /** Network failures while the browser reports itself offline, which the client calls offline_error. */
  async function offline<T>(during: () => Promise<T>): Promise<T> {
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', {
      value: { onLine: false },
      configurable: true,
    });
    faults.fail({ match: '/', fault: 'network' });
    try {
      return await during();
    } finally {
      faults.heal();
      if (previous) Object.defineProperty(globalThis, 'navigator', previous);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  }

  test("an offline token check keeps the member signed in when the other copy's client reports it", async () => {
    const { token, stored } = await storedLogin(MEMBER, true);
    const { session, client, storage, seen } = start({ ...stored, clientPackage: otherCopy });

    // The check fails with the other copy's error, which this copy's class does not claim.
    const failure = await offline(() => validateToken(client).catch((error: unknown) => error));
    expect(failure).toBeInstanceOf(otherCopy.ApiError);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'offline_error', status: undefined });

    await expect(offline(() => session.checkLogin('/courses'))).resolves.toBe('allowed');
    expect(session.isLoggedIn()).toBe(true);
    expect(storage.getItem(TOKEN_KEY)).toBe(token);
    expect(session.getState().verified).toBe(false);
    expect(seen.filter((event) => event.type === 'logout')).toHaveLength(0);

    // Back online, the same client validates the token.
    await expect(session.checkLogin('/courses')).resolves.toBe('allowed');
    expect(session.getState().verified).toBe(true);
  });

  test("a member call refused through the other copy's client still ends the session", async () => {
    const { session, client, seen } = start({ clientPackage: otherCopy });
    const { id } = await session.login(member);
    await revoke(session.getToken() ?? '');
    const refused = await client
      .request({ path: `/wp/v2/user/profile/${id}` })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(otherCopy.ApiError);
    expect(refused).toMatchObject({ status: 401, code: 'rest_not_logged_in' });
    expect(session.isLoggedIn()).toBe(false);
    expect(seen.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', reason: 'unauthorized' },
    ]);
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

  test('a login in one tab reaches the other', async () => {
    const { a, b, as } = twoTabs();
    await as(0, () => a.session.login(member));
    expect(await until(() => b.session.isLoggedIn())).toBe(true);
    expect(b.session.getCurrentUser().email).toBe(MEMBER);
    expect(b.seen).toContainEqual(expect.objectContaining({ type: 'login', fromOtherTab: true }));
  });

  test('a tab opening a non-persistent session does not take the profile from an open one', async () => {
    const storage = memoryStorage();
    const cookies = memoryCookies();
    const first = new EventTarget();
    const a = start({ storage, cookies, events: first });
    await a.session.login(member);
    const written: MemoryStorage = {
      ...storage,
      removeItem: (key) => {
        storage.removeItem(key);
        first.dispatchEvent(Object.assign(new Event('storage'), { key }));
      },
    };
    start({ storage: written, cookies });
    expect(storage.getItem(PROFILE_KEY)).toBeNull();
    expect(a.session.getCurrentUser().first_name).toBe('Maya');
  });

  test('a logout in one tab reaches the other', async () => {
    const { a, b, as } = twoTabs();
    await as(0, () => a.session.login(member));
    expect(await until(() => b.session.isLoggedIn())).toBe(true);
    await as(1, () => b.session.logout());
    expect(await until(() => !a.session.isLoggedIn())).toBe(true);
    expect(a.seen).toContainEqual({ type: 'logout', reason: 'other-tab' });
  });
});

test('a token that expires while the page is open no longer counts as logged in', async () => {
  const { session } = start();
  await session.login(member);
  expect(session.isLoggedIn()).toBe(true);
  clock.advance(expiryOf(session.getToken() ?? '') - clock.now() - 1);
  expect(session.isLoggedIn()).toBe(true);
  clock.advance(1);
  expect(session.isLoggedIn()).toBe(false);
});

test('the methods work unbound, as a saga calls them', async () => {
  const { session } = start(storedSession(await revokedToken(), true));
  const { checkLogin, takeReturnPath } = session;
  await expect(checkLogin('/courses/run/faith')).resolves.toBe('signon');
  expect(takeReturnPath()).toBe('/courses/run/faith');
});

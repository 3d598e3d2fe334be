import { createApiClient, type ApiClient } from '@campus/api-client';
import type {
  Clock,
  CookieJar,
  CookieOptions,
  SessionStorage,
  StorageEventSource,
} from './adapters';
import { PROFILE_KEY, REMEMBER_ME_COOKIE, TOKEN_KEY } from './constants';
import { createSession, type Session, type SessionOptions } from './session';
import type { SessionProfile } from './user';

/** An in-memory `localStorage` stand-in. */
export interface MemoryStorage extends SessionStorage {
  readonly entries: ReadonlyMap<string, string>;
}

export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/** An in-memory cookie jar that also records each cookie's options (to tell session from lasting cookies). */
export interface MemoryCookies extends CookieJar {
  optionsOf(name: string): CookieOptions | undefined;
}

export function memoryCookies(initial: Record<string, string> = {}): MemoryCookies {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions>();
  return {
    get: (name) => values.get(name),
    set: (name, value, cookieOptions = {}) => {
      values.set(name, value);
      options.set(name, cookieOptions);
    },
    remove: (name) => {
      values.delete(name);
      options.delete(name);
    },
    optionsOf: (name) => options.get(name),
  };
}

export interface FakeClock extends Clock {
  advance(ms: number): void;
}

/** A clock that moves only when told. @default start 2026-01-01T00:00:00Z */
export function fakeClock(start = Date.UTC(2026, 0, 1)): FakeClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

function base64url(text: string): string {
  // Bytes of the UTF-8 form, so names with accents survive `btoa`.
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TokenClaimsInput {
  userId?: number;
  /** Expiry in milliseconds since the epoch. @default one hour after 2026-01-01T00:00:00Z */
  expiresAt?: number;
  /** Carried as `data.options`. */
  options?: Record<string, unknown>;
}

/** An unsigned JWT shaped like the jwt-auth plugin's: `data.user.id`, `data.options`, `exp`. */
export function makeToken({
  userId = 1,
  expiresAt = Date.UTC(2026, 0, 1, 1),
  options,
}: TokenClaimsInput = {}): string {
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));
  const payload = base64url(
    JSON.stringify({
      exp: Math.floor(expiresAt / 1000),
      data: { user: { id: String(userId) }, ...(options ? { options } : {}) },
    }),
  );
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

export interface FakeUser {
  password: string;
  profile: SessionProfile & { id: number; email: string };
  organization?: { id: number; name: string };
}

export interface FakeRequest {
  method: string;
  /** Path and query after the site root, e.g. `/wp-json/jwt-auth/v1/token`. */
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeAuthServer {
  /** Answers one request the way the WordPress jwt-auth and user routes do. */
  handle(request: FakeRequest): FakeAnswer;
  /** A `fetch` over `handle`, for an `ApiClient` without a network. */
  fetch: typeof fetch;
  /** Adds (or replaces) an account that can log in. */
  addUser(user: FakeUser): void;
  /** Accepts `token` as valid, as if the server had issued it. */
  trust(token: string): void;
  /** Makes `token` fail validation from now on. */
  revoke(token: string): void;
  /** Answers every authenticated call with 401 while true. */
  rejectAll(value: boolean): void;
  /** Number of requests seen, by `METHOD path`. */
  readonly calls: ReadonlyMap<string, number>;
}

const wpError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { code, message, data: { status } },
});

/** An in-memory back end for the sign-on routes (spec 2 §7), issuing tokens that expire `tokenLifetime` ms after `clock.now()`. */
export function createFakeAuthServer({
  clock = fakeClock(),
  tokenLifetime = 3_600_000,
}: { clock?: Clock; tokenLifetime?: number } = {}): FakeAuthServer {
  const users = new Map<string, FakeUser>();
  const trusted = new Set<string>();
  const calls = new Map<string, number>();
  let rejecting = false;

  function handle({ method, path, authorization, body }: FakeRequest): FakeAnswer {
    const route = `${method} ${path.split('?')[0]}`;
    calls.set(route, (calls.get(route) ?? 0) + 1);
    const token = authorization?.replace(/^Bearer\s+/i, '') ?? null;
    if (route === 'POST /wp-json/jwt-auth/v1/token') {
      const { user_email, password } = (body ?? {}) as { user_email?: string; password?: string };
      const user = user_email ? users.get(user_email) : undefined;
      if (!user || user.password !== password) {
        return wpError(
          403,
          '[jwt_auth] incorrect_password',
          'The password you entered is incorrect.',
        );
      }
      const issued = makeToken({ userId: user.profile.id, expiresAt: clock.now() + tokenLifetime });
      trusted.add(issued);
      return {
        status: 200,
        body: { token: issued, profile: user.profile, organization: user.organization ?? null },
      };
    }
    // The JWT plugin refuses a present but untrusted token on every route, public ones included.
    if (token !== null && !trusted.has(token)) {
      return wpError(403, 'jwt_auth_invalid_token', 'Signature verification failed');
    }
    if (route === 'GET /wp-json/') {
      return { status: 200, body: { name: 'Campus test site', namespaces: ['jwt-auth/v1', 'wp/v2'] } };
    }
    if (rejecting || token === null) {
      if (route !== 'POST /wp-json/jwt-auth/v1/token/validate') {
        return wpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
      }
      return token === null
        ? wpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.')
        : wpError(403, 'jwt_auth_invalid_token', 'Signature verification failed');
    }
    if (route === 'POST /wp-json/jwt-auth/v1/token/validate') {
      return { status: 200, body: { code: 'jwt_auth_valid_token', data: { status: 200 } } };
    }
    const profileRoute = /^GET \/wp-json\/wp\/v2\/user\/profile\/(\d+)$/.exec(route);
    if (profileRoute) {
      const user = [...users.values()].find(
        (candidate) => candidate.profile.id === Number(profileRoute[1]),
      );
      return user
        ? { status: 200, body: user.profile }
        : wpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
    }
    return wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  }

  const fakeFetch = async (
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://campus.test',
    );
    const headers = new Map<string, string>();
    const given = init.headers;
    if (given && typeof (given as Headers).forEach === 'function') {
      (given as Headers).forEach((value, key) => headers.set(key.toLowerCase(), value));
    } else if (given) {
      for (const [key, value] of Object.entries(given as Record<string, string>))
        headers.set(key.toLowerCase(), value);
    }
    const text = typeof init.body === 'string' ? init.body : '';
    const answer = handle({
      method: (init.method ?? 'GET').toUpperCase(),
      path: `${url.pathname}${url.search}`,
      authorization: headers.get('authorization') ?? null,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const json = JSON.stringify(answer.body);
    // Not every test environment has a global Response (jsdom has none), so the answer is built by hand.
    const response = {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      url: url.href,
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
      },
      json: async () => JSON.parse(json) as unknown,
      text: async () => json,
      clone: () => response,
    };
    return response as unknown as Response;
  };

  return {
    handle,
    fetch: fakeFetch as typeof fetch,
    addUser: (user) => {
      users.set(user.profile.email, user);
    },
    trust: (token) => {
      trusted.add(token);
    },
    revoke: (token) => {
      trusted.delete(token);
    },
    rejectAll: (value) => {
      rejecting = value;
    },
    calls,
  };
}

/** The default member of a test session. */
export const TEST_USER: FakeUser = {
  password: 'Secret-123',
  profile: {
    id: 7,
    email: 'member@example.org',
    first_name: 'Mia',
    country: 12,
    birthday: '1990-04-02',
    user_roles: ['member'],
    organization: { id: 3, name: 'Grace Church' },
  },
  organization: { id: 3, name: 'Grace Church' },
};

export interface TestSessionOptions extends Partial<Omit<SessionOptions, 'client'>> {
  /** Start logged in as this profile (merged over TEST_USER's), with a valid remember-me token. */
  user?: Partial<SessionProfile>;
  /** Start logged in. @default true when `user` is given */
  loggedIn?: boolean;
}

export interface TestSession {
  session: Session;
  server: FakeAuthServer;
  client: ApiClient;
  storage: MemoryStorage;
  cookies: MemoryCookies;
  clock: FakeClock;
}

/**
 * A real session over memory storage, a memory cookie jar, a fake clock and an in-memory server
 * that knows TEST_USER (password `Secret-123`): for other packages' tests.
 */
export function createTestSession(options: TestSessionOptions = {}): TestSession {
  // Without TextDecoder every token fails to decode and reads as expired: say so instead.
  if (typeof TextDecoder === 'undefined' || typeof Headers === 'undefined') {
    throw new Error(
      "createTestSession needs TextDecoder and Headers in the test environment (jsdom has neither; lend Node's).",
    );
  }
  const clock = (options.clock as FakeClock | undefined) ?? fakeClock();
  const server = createFakeAuthServer({ clock });
  const profile = { ...TEST_USER.profile, ...options.user } as FakeUser['profile'];
  server.addUser({ ...TEST_USER, profile });
  const storage = (options.storage as MemoryStorage | undefined) ?? memoryStorage();
  const cookies = (options.cookies as MemoryCookies | undefined) ?? memoryCookies();
  if (options.loggedIn ?? options.user !== undefined) {
    const token = makeToken({ userId: profile.id, expiresAt: clock.now() + 3_600_000 });
    server.trust(token);
    storage.setItem(TOKEN_KEY, token);
    storage.setItem(PROFILE_KEY, JSON.stringify(profile));
    cookies.set(REMEMBER_ME_COOKIE, '1');
  }
  // The token is read at request time, once `session` exists.
  const client = createApiClient({ fetch: server.fetch, getToken: () => session.getToken() });
  const events: StorageEventSource | null = options.events ?? null;
  const session: Session = createSession({ ...options, client, storage, cookies, clock, events });
  return { session, server, client, storage, cookies, clock };
}

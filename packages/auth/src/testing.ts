import type { Clock, CookieJar, CookieOptions, SessionStorage } from './adapters';

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

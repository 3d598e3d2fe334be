/** The part of `Storage` the session uses; `localStorage` fits, so does an in-memory map. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  maxAge?: number;
}

/** Reads and writes the `remember_me` cookie. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export interface Clock {
  now(): number;
}

/** Where `storage` events arrive from other tabs: `window` in a browser. */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export const systemClock: Clock = { now: () => Date.now() };

/** A cookie jar over `document.cookie`, path `/`, SameSite=Lax. */
export function documentCookies(doc: Pick<Document, 'cookie'> = document): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key !== name) continue;
        const value = rest.join('=');
        try {
          return decodeURIComponent(value);
        } catch {
          // Another script may have written the cookie without encoding it.
          return value;
        }
      }
      return undefined;
    },
    set(name, value, options = {}) {
      const maxAge = options.maxAge === undefined ? '' : `; max-age=${options.maxAge}`;
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${maxAge}`;
    },
    remove(name) {
      doc.cookie = `${name}=; path=/; max-age=0`;
    },
  };
}

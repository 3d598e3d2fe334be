import { ApiError, type WpErrorBody } from './errors';
import { buildQuery } from './query';
import type { Query } from './types';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Path after `/wp-json`, e.g. `/wp/v2/lesson`. */
  path: string;
  /** @default 'GET' */
  method?: Method;
  /** Serialised to a stable query string (sorted keys, `a[0]=1`, `a[b]=2`). */
  query?: Query;
  /** JSON body; none is sent when undefined. */
  data?: unknown;
  /** Extra headers, added after the client's own. */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Always reach the network for this GET, whatever the cache rules say. */
  fresh?: boolean;
}

/** A parsed answer with the headers it came with (`x-wp-total`, …). */
export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  headers: { get(name: string): string | null };
}

export type Next = (options: RequestOptions) => Promise<ApiResponse>;

/** Like gutenberg api-fetch: sees every call, may change it, answer it or react to its failure. */
export type Middleware = (options: RequestOptions, next: Next) => Promise<ApiResponse>;

export interface ApiClientOptions {
  /** Site root, e.g. `https://example.org`; `/wp-json` is appended. @default '' (same origin) */
  baseUrl?: string | undefined;
  /** The platform fetch, or a stand-in. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The session token; `Authorization: Bearer …` is sent when it returns one. */
  getToken?: () => string | null | undefined;
  /** The interface locale, WordPress style (`en_US`). @default () => 'en_US' */
  getLocale?: () => string;
  /** Value of the `X-Requested-By` header. @default 'campus' */
  requestedBy?: string;
  middlewares?: Middleware[];
  cache?: {
    /** @default 200 */
    maxEntries?: number;
    /** @default 300000 (5 minutes) */
    maxAgeMs?: number;
  };
  /**
   * How long one attempt may take, answer body included, before it is given up as
   * `timeout_error` (a GET is then retried like any network failure). @default 15000
   */
  timeoutMs?: number;
  /** Retries of GETs that failed on the network, 5xx, 429 or a timeout; writes never retry. */
  retry?: {
    /** @default 2 */
    retries?: number;
    /** Delay before the first retry, doubled for each further one. @default 300 */
    baseDelayMs?: number;
  };
}

export interface ApiClient {
  /** Sends a call through the middlewares and the cache rules; resolves to the answer's body. */
  request<T>(options: RequestOptions): Promise<T>;
  /** As `request`, with the answer's status and headers. */
  send<T>(options: RequestOptions): Promise<ApiResponse<T>>;
  /** Adds a middleware (it runs after those already added); returns its removal. */
  use(middleware: Middleware): () => void;
  /**
   * Forgets cached answers whose path starts with `prefix` (e.g. `/wp/v2/course`), or all of
   * them; in-flight reads that land afterwards are not cached.
   */
  clearCache(prefix?: string): void;
}

// Spec 1 §7 and spec 2 §7: these always reach the network.
const UNCACHED = /^\/(wp\/v2\/(appStatus|user|lesson|playlist)|rtnetwork\/v1\/(playlist|lesson))(\/|$)/;
const COURSE = '/wp/v2/course';
// The user service; `/wp/v2/users/roles` is site data and stays cached.
const USER = '/wp/v2/user/';
const LOGIN = '/jwt-auth/v1/token';
const LOGOUT = '/wp/v2/user/logout';
const CLEARS_COURSE_AND_USER = /^\/wp\/v2\/(user\/update|product\/purchase)$/;
// A created organization must show in the next search, not once the cached list ages out.
const ORGANIZATION = '/wp/v2/organization';

const isAbort = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

const failure = (code: string, message: string, status?: number): ApiError =>
  new ApiError({ code, message }, status);

function isWpErrorBody(value: unknown): value is WpErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Shared {
  promise: Promise<ApiResponse>;
  controller: AbortController;
  waiting: number;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getLocale = options.getLocale ?? (() => 'en_US');
  const maxEntries = options.cache?.maxEntries ?? 200;
  const maxAgeMs = options.cache?.maxAgeMs ?? 300_000;
  const retries = options.retry?.retries ?? 2;
  const baseDelayMs = options.retry?.baseDelayMs ?? 300;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const middlewares = [...(options.middlewares ?? [])];
  const cache = new Map<string, { at: number; response: ApiResponse }>();
  const inFlight = new Map<string, Shared>();
  // Bumped by every clear: a read that started before it must not fill the cache after it.
  let generation = 0;

  function clearCache(prefix = ''): void {
    generation++;
    for (const map of [cache, inFlight]) {
      for (const key of map.keys()) if (key.startsWith(prefix)) map.delete(key);
    }
  }

  function applyWriteRules(method: Method, path: string): void {
    if (method === 'GET') return;
    if (path === LOGIN) clearCache();
    else if (CLEARS_COURSE_AND_USER.test(path)) {
      clearCache(COURSE);
      clearCache(USER);
    } else if (path.startsWith(COURSE)) clearCache(COURSE);
    else if (path === ORGANIZATION) clearCache(ORGANIZATION);
  }

  async function fetchOnce(key: string, init: RequestInit): Promise<ApiResponse> {
    // Each attempt has its own deadline; the caller's signal still cancels it as an AbortError.
    const attempt = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort();
    }, timeoutMs);
    const callerSignal = init.signal ?? undefined;
    const onCallerAbort = (): void => attempt.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      return await answerOf(key, { ...init, signal: attempt.signal });
    } catch (error) {
      if (timedOut && !callerSignal?.aborted) {
        throw failure('timeout_error', 'The server took too long to answer.');
      }
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function answerOf(key: string, init: RequestInit): Promise<ApiResponse> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/wp-json${key}`, init);
    } catch (error) {
      if (isAbort(error) || init.signal?.aborted) throw error;
      throw globalThis.navigator?.onLine === false
        ? failure('offline_error', 'You are probably offline.')
        : failure('fetch_error', 'Could not get a valid response from the server.');
    }
    const { status } = response;
    const text = await response.text();
    let data: unknown = null;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        throw failure('invalid_json', 'The response is not a valid JSON response.', status);
      }
    }
    if (!response.ok) {
      throw isWpErrorBody(data)
        ? new ApiError(data, status)
        : failure('unknown_error', 'An unknown error occurred.', status);
    }
    return { data, status, headers: response.headers };
  }

  async function withRetry(key: string, init: RequestInit, method: Method): Promise<ApiResponse> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchOnce(key, init);
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        const transient =
          error instanceof ApiError && (status === undefined || status >= 500 || status === 429);
        if (method !== 'GET' || !transient || attempt >= retries) throw error;
        await wait(baseDelayMs * 2 ** attempt, init.signal ?? undefined);
      }
    }
  }

  function core(request: RequestOptions): Promise<ApiResponse> {
    const method = request.method ?? 'GET';
    const { path, signal } = request;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (method === 'POST' && path === LOGOUT) {
      // Spec 1 §7: answered locally, never reaches the server.
      clearCache();
      return Promise.resolve({ data: { success: true }, status: 200, headers: new Headers() });
    }
    const query = buildQuery(request.query);
    const key = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
    const locale = getLocale();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': locale.replace(/_/g, '-'),
      'X-WP-Language': locale,
      // Hours east of UTC, e.g. 2 in Paris in summer, -5 in New York in winter.
      'X-Timezone-Offset': String(-new Date().getTimezoneOffset() / 60),
      'X-Requested-By': options.requestedBy ?? 'campus',
    };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (method === 'POST' || method === 'PUT' || method === 'DELETE') {
      headers['Content-Type'] = 'application/json';
    }
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: { ...headers, ...request.headers },
    };
    if (request.data !== undefined) init.body = JSON.stringify(request.data);

    if (method !== 'GET') {
      applyWriteRules(method, path);
      const sent = withRetry(key, { ...init, signal: signal ?? null }, method);
      // Cleared again once it lands, so reads made meanwhile are not kept either.
      return sent.finally(() => applyWriteRules(method, path));
    }
    if (request.fresh || UNCACHED.test(path)) return withRetry(key, { ...init, signal: signal ?? null }, method);

    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < maxAgeMs) {
      // Re-inserted so the Map's order is least-recently-used first.
      cache.delete(key);
      cache.set(key, hit);
      return abortable(Promise.resolve(hit.response), signal);
    }
    cache.delete(key);

    let shared = inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const startedAt = generation;
      const entry: Shared = {
        controller,
        waiting: 0,
        promise: withRetry(key, { ...init, signal: controller.signal }, method)
          .then((response) => {
            if (startedAt === generation) {
              cache.set(key, { at: Date.now(), response });
              for (const oldest of cache.keys()) {
                if (cache.size <= maxEntries) break;
                cache.delete(oldest);
              }
            }
            return response;
          })
          .finally(() => {
            if (inFlight.get(key) === entry) inFlight.delete(key);
          }),
      };
      shared = entry;
      inFlight.set(key, entry);
    }
    const joined = shared;
    joined.waiting++;
    const onAbort = (): void => {
      // The shared request stops only when every caller has given up on it.
      if (--joined.waiting === 0) {
        if (inFlight.get(key) === joined) inFlight.delete(key);
        joined.controller.abort(signal?.reason);
      }
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    return abortable(joined.promise, signal).finally(() => {
      signal?.removeEventListener('abort', onAbort);
    });
  }

  function send<T>(request: RequestOptions): Promise<ApiResponse<T>> {
    const run = (index: number, current: RequestOptions): Promise<ApiResponse> => {
      const middleware = middlewares[index];
      return middleware ? middleware(current, (next) => run(index + 1, next)) : core(current);
    };
    return run(0, request) as Promise<ApiResponse<T>>;
  }

  return {
    send,
    request: async <T>(request: RequestOptions) => (await send<T>(request)).data,
    use(middleware) {
      middlewares.push(middleware);
      return () => {
        const index = middlewares.indexOf(middleware);
        if (index >= 0) middlewares.splice(index, 1);
      };
    },
    clearCache,
  };
}

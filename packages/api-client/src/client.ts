import { createCore } from './core';
import { createCache, type CacheOptions } from './middlewares/cache';
import { deadlineMiddleware } from './middlewares/deadline';
import { createDedupe } from './middlewares/dedupe';
import { headersMiddleware } from './middlewares/headers';
import { logoutMiddleware } from './middlewares/logout';
import { retryMiddleware, type RetryOptions } from './middlewares/retry';
import type { ApiResponse, Middleware, RequestOptions } from './request';

export type { ApiResponse, Method, Middleware, Next, RequestOptions } from './request';

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
  cache?: CacheOptions;
  /**
   * How long one attempt may take, answer body included, before it is given up as
   * `timeout_error` (a GET is then retried like any network failure). @default 15000
   */
  timeoutMs?: number;
  /** Retries of GETs that failed on the network, 5xx, 429 or a timeout; writes never retry. */
  retry?: RetryOptions;
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

/** A call whose caller already gave up goes nowhere. */
const abandoned: Middleware = (request, next) =>
  request.signal?.aborted ? Promise.reject(request.signal.reason) : next(request);

/**
 * The client is a chain, as in gutenberg's api-fetch: the caller's middlewares first, then the
 * request rules, each in its own file (deadline, logout, cache, dedupe, retry, headers), and `core`, which
 * only fetches and normalises the answer.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const cache = createCache(options.cache ?? {}, clearCache);
  const dedupe = createDedupe();
  const rules: Middleware[] = [
    abandoned,
    deadlineMiddleware,
    logoutMiddleware(() => clearCache()),
    cache.middleware,
    dedupe.middleware,
    retryMiddleware(options.retry),
    headersMiddleware({
      getToken: options.getToken,
      getLocale: options.getLocale ?? (() => 'en_US'),
      requestedBy: options.requestedBy ?? 'campus',
    }),
  ];
  const core = createCore({
    baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  const middlewares = [...(options.middlewares ?? [])];

  function clearCache(prefix = ''): void {
    cache.forget(prefix);
    dedupe.forget(prefix);
  }

  function send<T>(request: RequestOptions): Promise<ApiResponse<T>> {
    const chain = [...middlewares, ...rules];
    const run = (index: number, current: RequestOptions): Promise<ApiResponse> => {
      const middleware = chain[index];
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

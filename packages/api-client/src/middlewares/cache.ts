import { requestKey } from '../core';
import type { ApiResponse, Method, Middleware } from '../request';
import { abortable } from '../signals';

export interface CacheOptions {
  /** @default 200 */
  maxEntries?: number;
  /** @default 300000 (5 minutes) */
  maxAgeMs?: number;
}

// These always reach the network (pinned by cache.test.ts).
const UNCACHED =
  /^\/(wp\/v2\/(appStatus|user|lesson|playlist)|rtnetwork\/v1\/(playlist|lesson)|campus\/v1\/(study-plan|certificates))(\/|$)/;
const COURSE = '/wp/v2/course';
// The user service; `/wp/v2/users/roles` is site data and stays cached.
const USER = '/wp/v2/user/';
const LOGIN = '/jwt-auth/v1/token';
const CLEARS_COURSE_AND_USER = /^\/wp\/v2\/(user\/update|product\/purchase)$/;
// A created organization must show in the next search, not once the cached list ages out.
const ORGANIZATION = '/wp/v2/organization';

export interface Cache {
  middleware: Middleware;
  /** Forgets answers whose key starts with `prefix` (all when empty); reads under way then are not kept. */
  forget(prefix?: string): void;
}

/**
 * The cache rules (README, "Cache rules"): GET answers kept for `maxAgeMs`, least recently used
 * dropped past `maxEntries`, some paths never kept, and the writes that change what a list shows
 * clearing it. `invalidate` is the client's whole clear (this cache and the reads under way), which
 * the write rules use.
 */
export function createCache(
  { maxEntries = 200, maxAgeMs = 300_000 }: CacheOptions,
  invalidate: (prefix?: string) => void,
): Cache {
  const entries = new Map<string, { at: number; response: ApiResponse }>();
  // Bumped by every clear: a read that started before it must not fill the cache after it.
  let generation = 0;

  function applyWriteRules(path: string): void {
    if (path === LOGIN) invalidate();
    else if (CLEARS_COURSE_AND_USER.test(path)) {
      invalidate(COURSE);
      invalidate(USER);
    } else if (path.startsWith(COURSE)) invalidate(COURSE);
    else if (path === ORGANIZATION) invalidate(ORGANIZATION);
  }

  const middleware: Middleware = (request, next) => {
    const method: Method = request.method ?? 'GET';
    const { path, signal } = request;
    if (method !== 'GET') {
      applyWriteRules(path);
      // Cleared again once it lands, so reads made meanwhile are not kept either.
      return next(request).finally(() => applyWriteRules(path));
    }
    if (request.fresh || UNCACHED.test(path)) return next({ ...request, fresh: true });

    const key = requestKey(request);
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < maxAgeMs) {
      // Re-inserted so the Map's order is least-recently-used first.
      entries.delete(key);
      entries.set(key, hit);
      return abortable(Promise.resolve(hit.response), signal);
    }
    entries.delete(key);
    const startedAt = generation;
    return next(request).then((response) => {
      if (startedAt === generation) {
        entries.set(key, { at: Date.now(), response });
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
      }
      return response;
    });
  };

  return {
    middleware,
    forget(prefix = '') {
      generation++;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

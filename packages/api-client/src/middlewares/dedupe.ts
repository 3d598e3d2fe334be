import { requestKey } from '../core';
import type { ApiResponse, Middleware } from '../request';
import { abortable } from '../signals';

interface Shared {
  promise: Promise<ApiResponse>;
  controller: AbortController;
  waiting: number;
}

export interface Dedupe {
  middleware: Middleware;
  /** Lets reads under `prefix` (all when empty) start afresh instead of joining one under way. */
  forget(prefix?: string): void;
}

/**
 * Equal reads made while one is under way share it, so a screen and a saga asking for the same
 * list cost one request. A caller that gives up leaves the others waiting; the request itself
 * stops only when every caller has given up. `fresh` reads never share.
 */
export function createDedupe(): Dedupe {
  const inFlight = new Map<string, Shared>();

  const middleware: Middleware = (request, next) => {
    if ((request.method ?? 'GET') !== 'GET' || request.fresh) return next(request);
    const key = requestKey(request);
    const { signal } = request;
    let shared = inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const entry: Shared = {
        controller,
        waiting: 0,
        promise: next({ ...request, signal: controller.signal }).finally(() => {
          if (inFlight.get(key) === entry) inFlight.delete(key);
        }),
      };
      shared = entry;
      inFlight.set(key, entry);
    }
    const joined = shared;
    joined.waiting++;
    const onAbort = (): void => {
      if (--joined.waiting === 0) {
        if (inFlight.get(key) === joined) inFlight.delete(key);
        joined.controller.abort(signal?.reason);
      }
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    return abortable(joined.promise, signal).finally(() => {
      signal?.removeEventListener('abort', onAbort);
    });
  };

  return {
    middleware,
    forget(prefix = '') {
      for (const key of inFlight.keys()) if (key.startsWith(prefix)) inFlight.delete(key);
    },
  };
}

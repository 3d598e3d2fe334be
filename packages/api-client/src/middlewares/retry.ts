import { isApiError } from '../errors';
import type { Middleware } from '../request';
import { wait } from '../signals';

export interface RetryOptions {
  /** @default 2 */
  retries?: number;
  /** Delay before the first retry, doubled for each further one. @default 300 */
  baseDelayMs?: number;
}

/**
 * Reads that failed for a reason that may pass (no answer, a timeout, 5xx, 429) are tried again
 * with a doubling delay. Writes never are: the server may have acted on the first one.
 */
export function retryMiddleware({ retries = 2, baseDelayMs = 300 }: RetryOptions = {}): Middleware {
  return async (request, next) => {
    if ((request.method ?? 'GET') !== 'GET') return next(request);
    for (let attempt = 0; ; attempt++) {
      try {
        return await next(request);
      } catch (error) {
        const status = isApiError(error) ? error.status : undefined;
        const transient =
          isApiError(error) && (status === undefined || status >= 500 || status === 429);
        if (!transient || attempt >= retries) throw error;
        await wait(baseDelayMs * 2 ** attempt, request.signal);
      }
    }
  };
}

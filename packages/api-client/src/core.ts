import { ApiError, type WpErrorBody } from './errors';
import { buildQuery } from './query';
import type { ApiResponse, Next, RequestOptions } from './request';

/** The path and query of a call, e.g. `/wp/v2/lesson?page=2`: the key the cache and dedupe share. */
export function requestKey({ path, query }: Pick<RequestOptions, 'path' | 'query'>): string {
  const built = buildQuery(query);
  return built ? `${path}${path.includes('?') ? '&' : '?'}${built}` : path;
}

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

const failure = (code: string, message: string, status?: number): ApiError =>
  new ApiError({ code, message }, status);

/**
 * Runs `run` with a signal that aborts when the caller's does or after `ms`. Stopped by the time,
 * it fails as `timeout_error`; stopped by the caller, with the caller's abort as it is. One attempt
 * runs under `timeoutMs` this way, and a whole call under its `deadlineMs` (middlewares/deadline.ts).
 */
export async function withinTime<T>(
  ms: number,
  caller: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onCallerAbort = (): void => controller.abort(caller?.reason);
  if (caller?.aborted) onCallerAbort();
  caller?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    return await run(controller.signal);
  } catch (error) {
    if (timedOut && !caller?.aborted) {
      throw failure('timeout_error', 'The server took too long to answer.');
    }
    throw error;
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
  }
}

function isWpErrorBody(value: unknown): value is WpErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

export interface CoreOptions {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/**
 * The end of the chain: one attempt on the network, its answer parsed, and every failure turned
 * into an `ApiError` (aborts pass through as they are). No rules live here.
 */
export function createCore({ baseUrl, fetch: fetchImpl, timeoutMs }: CoreOptions): Next {
  async function answerOf(url: string, init: RequestInit): Promise<ApiResponse> {
    let response: Response;
    try {
      response = await fetchImpl(url, init);
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

  return async (request) => {
    const init: RequestInit = {
      method: request.method ?? 'GET',
      credentials: 'include',
      ...(request.headers && { headers: request.headers }),
    };
    if (request.data !== undefined) init.body = JSON.stringify(request.data);
    // Each attempt has its own time limit; the caller's signal still cancels it as an AbortError.
    return withinTime(timeoutMs, request.signal, (signal) =>
      answerOf(`${baseUrl}/wp-json${requestKey(request)}`, { ...init, signal }),
    );
  };
}

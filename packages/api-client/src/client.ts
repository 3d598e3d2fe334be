import { ApiError, type WpErrorBody } from './errors';

export interface ApiClientOptions {
  /** Site root, e.g. `https://example.org`; `/wp-json` is appended. @default '' (same origin) */
  baseUrl?: string;
  /** The platform fetch, or a stand-in. @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(options: RequestOptions): Promise<T>;
}

function isWpErrorBody(value: unknown): value is WpErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return {
    async request<T>({ path, method = 'GET', signal }: RequestOptions): Promise<T> {
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}/wp-json${path}`, {
          method,
          signal,
          credentials: 'include',
        });
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') throw error;
        throw new ApiError({ code: 'fetch_error', message: 'You are probably offline.' });
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ApiError(
          { code: 'invalid_json', message: 'The response is not a valid JSON response.' },
          response.status,
        );
      }
      if (!response.ok) {
        throw new ApiError(
          isWpErrorBody(body)
            ? body
            : { code: 'unknown_error', message: 'An unknown error occurred.' },
          response.status,
        );
      }
      return body as T;
    },
  };
}

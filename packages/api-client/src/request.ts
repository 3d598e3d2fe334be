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
  /**
   * Gives the whole call this long, retries and the waits between them included: at it the call
   * stops and fails as `timeout_error`, and no attempt starts past it. Meant for reads someone is
   * waiting on; each attempt still has the client's `timeoutMs` at most.
   */
  deadlineMs?: number | undefined;
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

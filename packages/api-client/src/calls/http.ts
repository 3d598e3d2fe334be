import type { ApiClient, Method } from '../client';
import type { Paged, Query } from '../types';

/** What every call accepts besides its parameters. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** The whole call's time, retries included (`RequestOptions.deadlineMs`). */
  deadlineMs?: number | undefined;
}

export const get = <T>(client: ApiClient, path: string, query?: Query, opts?: CallOptions) =>
  client.request<T>({ path, query, signal: opts?.signal, deadlineMs: opts?.deadlineMs });

export const write = <T>(
  client: ApiClient,
  method: Exclude<Method, 'GET'>,
  path: string,
  data?: unknown,
  opts?: CallOptions,
) => client.request<T>({ path, method, data, signal: opts?.signal, deadlineMs: opts?.deadlineMs });

const header = (value: string | null, fallback: number): number => {
  const parsed = Number(value ?? NaN);
  return Number.isFinite(parsed) && value !== '' ? parsed : fallback;
};

/** A list call with `x-wp-total` and `x-wp-totalpages` read. */
export async function list<T>(
  client: ApiClient,
  path: string,
  query?: Query,
  opts?: CallOptions,
): Promise<Paged<T>> {
  const { data, headers } = await client.send<T[]>({
    path,
    query,
    signal: opts?.signal,
    deadlineMs: opts?.deadlineMs,
  });
  const items = Array.isArray(data) ? data : [];
  return {
    items,
    total: header(headers.get('x-wp-total'), items.length),
    totalPages: header(headers.get('x-wp-totalpages'), 1),
  };
}

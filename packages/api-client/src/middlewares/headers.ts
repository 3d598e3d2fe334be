import type { Middleware } from '../request';

export interface HeaderOptions {
  getToken?: (() => string | null | undefined) | undefined;
  getLocale: () => string;
  requestedBy: string;
}

/**
 * The headers every call carries (README, "Request rules"): JSON, the interface language both
 * ways WordPress reads it, the person's time zone, who is asking, and the session token when there
 * is one. Read for every attempt, so a retry after a token change carries the new one.
 */
export function headersMiddleware({ getToken, getLocale, requestedBy }: HeaderOptions): Middleware {
  return (request, next) => {
    const method = request.method ?? 'GET';
    const locale = getLocale();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': locale.replace(/_/g, '-'),
      'X-WP-Language': locale,
      // Hours east of UTC, e.g. 2 in Paris in summer, -5 in New York in winter.
      'X-Timezone-Offset': String(-new Date().getTimezoneOffset() / 60),
      'X-Requested-By': requestedBy,
    };
    const token = getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (method === 'POST' || method === 'PUT' || method === 'DELETE') {
      headers['Content-Type'] = 'application/json';
    }
    return next({ ...request, headers: { ...headers, ...request.headers } });
  };
}

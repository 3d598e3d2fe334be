/** The WordPress REST error body: `{ code, message, data: { status } }`. */
export interface WpErrorBody {
  code: string;
  message: string;
  data?: { status?: number; [key: string]: unknown } | null;
}

/**
 * Every failure the client reports, whatever its cause: a WordPress error body (its own code,
 * e.g. `[jwt_auth] user_exists`), `invalid_json`, `fetch_error`, `offline_error` or
 * `unknown_error`. Aborts are not turned into this: the `AbortError` passes through.
 */
export class ApiError extends Error implements WpErrorBody {
  readonly code: string;
  /** The HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  readonly data: WpErrorBody['data'];

  constructor(body: WpErrorBody, status?: number) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.data = body.data ?? null;
    this.status = status ?? body.data?.status ?? undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

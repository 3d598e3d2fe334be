/** The WordPress REST error body: `{ code, message, data: { status } }`. */
export interface WpErrorBody {
  code: string;
  message: string;
  data?: { status?: number; [key: string]: unknown } | null;
}

/**
 * Marks every `ApiError`, whichever copy of this package made it. `Symbol.for` keys live in the
 * global registry, so two copies (two versions in one app, or an ESM and a CommonJS load) share
 * it where they share no class, and `instanceof` would disagree.
 */
const BRAND = Symbol.for('campus.api-client.ApiError');

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

// On the prototype, not each instance: errors stay equal in tests and print without it.
Object.defineProperty(ApiError.prototype, BRAND, { value: true });

/**
 * True for an `ApiError` from any copy of this package; a look-alike error (same name and
 * fields, no brand) is not one.
 */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true
  );
}

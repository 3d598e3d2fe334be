/** The claims of a JWT; `exp` is in seconds since the epoch. */
export interface JwtPayload {
  exp?: number;
  iat?: number;
  nbf?: number;
  iss?: string;
  data?: {
    user?: { id?: number | string };
    options?: Record<string, unknown>;
    [key: string]: unknown;
  };
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  let base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  switch (base64.length % 4) {
    case 0:
      break;
    case 2:
      base64 += '==';
      break;
    case 3:
      base64 += '=';
      break;
    default:
      throw new Error('Illegal base64url string!');
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new Error('Illegal base64url string!');
  const binary = atob(base64);
  // Payloads are UTF-8: names with accents must survive.
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The payload of a JWT; a malformed token throws with a fixed text (pinned by token.test.ts). The
 * signature is not checked.
 */
export function decodeJwt(token: string): JwtPayload {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('JWT must have 3 parts');
  const decoded = base64UrlDecode(parts[1] ?? '');
  let payload: unknown;
  try {
    payload = JSON.parse(decoded);
  } catch {
    throw new Error('Cannot decode the token');
  }
  if (typeof payload !== 'object' || payload === null) throw new Error('Cannot decode the token');
  return payload as JwtPayload;
}

/** When the token expires, or null when it carries no `exp` claim. Throws as `decodeJwt`. */
export function tokenExpiry(token: string): Date | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}

/**
 * Whether the token has expired at `now`. A token without `exp` never expires; one that cannot be
 * decoded counts as expired, since it cannot be trusted.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const expiry = tokenExpiry(token);
    return expiry !== null && expiry.getTime() <= now;
  } catch {
    return true;
  }
}

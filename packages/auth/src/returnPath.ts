import { DEFAULT_RETURN_PATH } from './constants';

const PROBE_ORIGIN = 'https://campus.invalid';
// Control characters are stripped by URL parsers (`/\t/evil` becomes `//evil`), backslashes are
// read as slashes: both turn a harmless-looking path into another host.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function isPlainPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTERS.test(value);
}

/**
 * `candidate` when it is a same-origin path (`/training/12?x=1`), else null. Every decoding level is
 * checked, so `/%2F%2Fevil.com`, `/%5Cevil.com` and double-encoded forms are refused as well.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  let level = candidate;
  for (let depth = 0; depth < 5; depth += 1) {
    if (!isPlainPath(level)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(level);
    } catch {
      return null;
    }
    if (decoded === level) break;
    level = decoded;
  }
  if (!isPlainPath(level)) return null;
  const url = new URL(candidate, PROBE_ORIGIN);
  return url.origin === PROBE_ORIGIN ? candidate : null;
}

/**
 * Where to go after a login or verification: the previous page, else the redirect given in
 * navigation state, else `/dashboard`. Unsafe candidates are skipped (pinned by
 * returnPath.test.ts).
 */
export function returnPathAfterLogin(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const path = safeReturnPath(candidate);
    if (path) return path;
  }
  return DEFAULT_RETURN_PATH;
}

import type { IncomingHttpHeaders } from 'node:http';
import type { UpstreamConfig } from '../config';
import { WpError } from '../conventions/errors';
import { loggedUrl } from '../conventions/operations';

/**
 * The web build's renderer stops waiting for a first screen's data after one second
 * (`DATA_WAIT_MS` in apps/web/src/prerender.tsx); a little longer still lets a late answer fill the
 * cache for the next page, and nothing waits on the site past that.
 */
const PAGE_DATA_DEADLINE_MS = 1_500;
/** Public reads (the course library's list) are the same for every visitor for this long. */
export const PUBLIC_READ_FRESH_MS = 30_000;
/** Every list in every language a first screen reads, many times over. */
const PUBLIC_READ_ENTRIES = 100;
/** While the site stays down, one log line this often says so, not one per request. */
const REPORT_EVERY_MS = 10_000;

/** What the front answers when the site is down, too slow, or its gateway fails: WordPress's shape. */
export const upstreamUnavailable = () =>
  new WpError(
    503,
    'rest_upstream_unavailable',
    'The site cannot be reached right now. Please try again in a moment.',
    {},
    { 'retry-after': '5' },
  );

/** Where the front's lines about the site go (the request logger, or the console without one). */
export interface UpstreamLog {
  error(fields: Record<string, unknown>, line: string): void;
  info(fields: Record<string, unknown>, line: string): void;
}

/** The error codes down an error's `cause` chain: fetch and the proxy wrap the socket's own. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, name, cause, errors } = current as {
      code?: unknown;
      name?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (name === 'TimeoutError') codes.push('TimeoutError');
    if (typeof code === 'string') codes.push(code);
    // Several addresses tried (IPv6 then IPv4) fail together as one AggregateError.
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return codes;
}

/** A failed call to the site, in a log line's words. */
export function reasonOf(error: unknown, config: UpstreamConfig): string {
  const answer = `no answer within ${config.timeoutMs} ms (${PAGE_DATA_DEADLINE_MS} ms for a first screen's data)`;
  const reasons: Record<string, string> = {
    UND_ERR_CONNECT_TIMEOUT: `no connection within ${config.connectTimeoutMs} ms`,
    UND_ERR_HEADERS_TIMEOUT: answer,
    UND_ERR_BODY_TIMEOUT: answer,
    FST_REPLY_FROM_GATEWAY_TIMEOUT: answer,
    TimeoutError: answer,
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host not found',
    ECONNRESET: 'connection closed before an answer',
    UND_ERR_SOCKET: 'connection closed before an answer',
    FST_REPLY_FROM_BAD_GATEWAY: 'an answer that is not HTTP',
  };
  const codes = codesOf(error);
  const known = codes.find((code) => reasons[code]);
  if (known) return reasons[known]!;
  return codes.at(-1) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The call carried credentials: an `Authorization` header (any scheme, even a malformed one), or
 * the beacon's `?token=` (navigator.sendBeacon cannot set headers, so the site reads it there).
 */
export function carriesCredentials(headers: IncomingHttpHeaders, url: string): boolean {
  if (headers.authorization !== undefined) return true;
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).get('token') !== null;
}

/**
 * The site's answer headers as the front passes them on: `Cache-Control` as the site said, except
 * that an answer to a call that carried credentials is never kept by any cache (a CDN or a shared
 * proxy would serve one member's data to another): `private, no-store` unless the site already
 * said `no-store`, and `Vary: Authorization` either way.
 */
export function forwardedAnswerHeaders(
  headers: IncomingHttpHeaders,
  credentialed: boolean,
): IncomingHttpHeaders {
  if (!credentialed) return headers;
  const out = { ...headers };
  if (!/(^|[\s,])no-store([\s,]|$)/i.test(String(headers['cache-control'] ?? ''))) {
    out['cache-control'] = 'private, no-store';
  }
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!vary.some((name) => name === '*' || name.toLowerCase() === 'authorization')) {
    vary.push('Authorization');
  }
  out.vary = vary.join(', ');
  return out;
}

interface StoredAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array;
  /** A public read every visitor gets alike: kept for `PUBLIC_READ_FRESH_MS`. */
  keep: boolean;
}

/** What a first screen's renderer may send along with a read (the app's client sends these). */
const FORWARDED_READ_HEADERS = ['accept', 'accept-language', 'x-wp-language'];
/** Node's fetch hands the body over decoded, so the stored copy describes it as such. */
const DROPPED_READ_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/**
 * The WordPress site a front stands before: its address, its deadlines, the public reads of the
 * first screens (cached briefly in memory: losing them costs one more read), and one place that
 * reports the site going down and coming back.
 */
export class Upstream {
  /** `https://example.org` of `https://example.org/wp`. */
  readonly origin: string;
  /** `/wp` of `https://example.org/wp`; empty for a site at the root. */
  readonly basePath: string;
  private readonly reads = new Map<string, { answer: Promise<StoredAnswer>; until: number }>();
  private down: { reported: number; failures: number } | undefined;

  constructor(
    readonly config: UpstreamConfig,
    private readonly log: UpstreamLog,
    private readonly now: () => number = Date.now,
  ) {
    const url = new URL(config.url);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
  }

  /** A call failed: said at once, then at most once every `REPORT_EVERY_MS` while it keeps failing. */
  failed(reason: string, url: string): void {
    const now = this.now();
    if (this.down && now - this.down.reported < REPORT_EVERY_MS) {
      this.down.failures += 1;
      return;
    }
    const since = this.down?.failures ?? 0;
    this.log.error(
      {
        upstream: this.config.url,
        reason,
        url: loggedUrl(url),
        ...(since > 0 ? { failedSinceLastLine: since } : {}),
      },
      `upstream unavailable: ${reason}; answering 503`,
    );
    this.down = { reported: now, failures: 0 };
  }

  /** The site answered: after failures, one line says it is back. */
  answered(): void {
    if (!this.down) return;
    this.down = undefined;
    this.log.info({ upstream: this.config.url }, 'upstream answering again');
  }

  /**
   * The REST API as a first screen's renderer reads it: anonymous GETs only, sent to the site with
   * a deadline, and the answers every visitor gets alike kept for `PUBLIC_READ_FRESH_MS` (a read in
   * flight is shared too). A failure rejects, and the page is served without that screen.
   */
  readonly publicFetch: typeof fetch = async (input, init) => {
    const asked = new URL(input instanceof Request ? input.url : String(input));
    const given = new Headers(init?.headers);
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || given.has('authorization')) {
      throw new TypeError('Only anonymous reads go to the upstream from a first screen');
    }
    const sent = new Headers();
    for (const name of FORWARDED_READ_HEADERS) {
      const value = given.get(name);
      if (value !== null) sent.set(name, value);
    }
    const path = `${this.basePath}${asked.pathname}${asked.search}`;
    const key = JSON.stringify([path, [...sent]]);
    let entry = this.reads.get(key);
    if (!entry || entry.until <= this.now()) {
      this.reads.delete(key);
      if (this.reads.size >= PUBLIC_READ_ENTRIES)
        this.reads.delete(this.reads.keys().next().value!);
      const fresh = { answer: this.read(path, sent), until: this.now() + PUBLIC_READ_FRESH_MS };
      this.reads.set(key, fresh);
      const forget = () => {
        if (this.reads.get(key) === fresh) this.reads.delete(key);
      };
      fresh.answer.then((answer) => answer.keep || forget(), forget);
      entry = fresh;
    }
    const answer = await entry.answer;
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body.slice(), {
      status: answer.status,
      headers: answer.headers,
    });
  };

  private async read(path: string, headers: Headers): Promise<StoredAnswer> {
    try {
      const response = await fetch(this.origin + path, {
        headers,
        signal: AbortSignal.timeout(Math.min(PAGE_DATA_DEADLINE_MS, this.config.timeoutMs)),
      });
      const body = new Uint8Array(await response.arrayBuffer());
      this.answered();
      const cacheControl = response.headers.get('cache-control') ?? '';
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => !DROPPED_READ_HEADERS.has(name)),
        body,
        keep:
          response.status === 200 &&
          !/(^|[\s,])(no-store|private)([\s,]|$)/i.test(cacheControl) &&
          !response.headers.has('set-cookie'),
      };
    } catch (error) {
      this.failed(reasonOf(error, this.config), path);
      throw error;
    }
  }
}

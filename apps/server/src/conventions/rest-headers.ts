import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenOf } from '../services/auth';

/** WordPress's `wp_get_nocache_headers()` for a signed-in user: no cache anywhere may keep it. */
export const SIGNED_IN_CACHE_CONTROL = 'no-cache, must-revalidate, max-age=0, no-store, private';
export const SIGNED_IN_EXPIRES = 'Wed, 11 Jan 1984 05:00:00 GMT';
/** A shared cache (a CDN) may keep a public read this long; browsers always ask again. */
export const PUBLIC_CACHE_SECONDS = 60;
/** Route config of a read that is the same for every visitor and may sit in a shared cache. */
export const PUBLIC_READ = { publicCache: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The anonymous answer is the same for every visitor: a shared cache may keep it briefly. */
    publicCache?: boolean;
  }
}

export interface RestHeadersOptions {
  /** Origins whose pages may call the REST API from a browser (`CAMPUS_CORS_ORIGINS`). */
  corsOrigins: string[];
  /** The methods the path of a matched route answers. */
  methodsOf: (url: string) => string[];
}

/** The call carried a token the way its route reads one (a malformed header counts too). */
function carriedToken(request: FastifyRequest): boolean {
  try {
    return tokenOf(request) !== undefined;
  } catch {
    return true;
  }
}

/** Adds `name` to the answer's `Vary` list, once. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase())) names.push(name);
  reply.header('vary', names.join(', '));
}

/**
 * The headers WordPress sends with every REST answer (`X-Robots-Tag`, the CORS lists, `Allow` on a
 * matched route), CORS for the listed origins only, and who may cache what: an answer to a call
 * that carried a token is never stored; an anonymous read a route marks public may sit in a shared
 * cache for a minute; everything else is `no-store` (pinned by rest-headers.test.ts).
 */
export function installRestHeaders(app: FastifyInstance, options: RestHeadersOptions): void {
  const origins = new Set(options.corsOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!/^\/wp-json(\/|\?|$)/.test(request.url)) return payload;
    reply.header('x-robots-tag', 'noindex');
    reply.header('access-control-expose-headers', 'X-WP-Total, X-WP-TotalPages, Link');
    reply.header(
      'access-control-allow-headers',
      'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    );
    const route = request.routeOptions.url;
    if (route && reply.statusCode !== 404) {
      const methods = options.methodsOf(route);
      if (methods.length > 0) reply.header('allow', methods.join(', '));
    }

    addVary(reply, 'Authorization');
    if (carriedToken(request)) {
      reply.header('cache-control', SIGNED_IN_CACHE_CONTROL);
      reply.header('expires', SIGNED_IN_EXPIRES);
    } else if (!reply.hasHeader('cache-control')) {
      const shared =
        request.routeOptions.config?.publicCache === true &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        reply.statusCode === 200 &&
        !reply.hasHeader('set-cookie');
      reply.header(
        'cache-control',
        shared ? `public, max-age=0, s-maxage=${PUBLIC_CACHE_SECONDS}` : 'no-store',
      );
    }

    const origin = request.headers.origin;
    if (origins.size > 0) addVary(reply, 'Origin');
    if (origin && origins.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-methods', 'OPTIONS, GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-credentials', 'true');
    }
    return payload;
  });
}

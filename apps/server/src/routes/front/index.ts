import fastifyHttpProxy from '@fastify/http-proxy';
import type {
  FastifyPluginAsync,
  FastifyReply,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';
import type { AppStatus } from '@campus/api-client';
import {
  carriesCredentials,
  forwardedAnswerHeaders,
  reasonOf,
  upstreamUnavailable,
  type Upstream,
} from '../../services/upstream';
import type { WebBuild } from '../../services/web-build';

export interface FrontOptions {
  upstream: Upstream;
  /** The web build this front serves (its hash is the app status). */
  build: WebBuild;
}

/**
 * A 502 or 504 from the site is its own gateway failing to reach WordPress: the body is the
 * gateway's page, not WordPress's, so it is answered like a site that is down.
 */
const GATEWAY_FAILURES = new Set([502, 504]);

/** The 503, without the headers a failed answer of the site had already put on the reply. */
function sendUnavailable(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  siteHeaders: string[] = [],
): void {
  const failure = upstreamUnavailable();
  for (const name of [...siteHeaders, 'vary', 'cache-control']) reply.removeHeader(name);
  void reply.headers(failure.headers).status(failure.status).send(failure.toBody());
}

const appendTo = (current: string | string[] | undefined, value: string) =>
  [current, value]
    .flat()
    .filter((part): part is string => Boolean(part))
    .join(', ');

/**
 * Front mode's REST API and media: every `/wp-json` call and `/media/*` file goes to the site with
 * its method, body, headers (`Authorization` included) and byte ranges, and comes back with the
 * site's status, headers and body, streamed. Deadlines bound the connection and the wait for an
 * answer; a site that is down, too slow or whose gateway fails is answered with WordPress's
 * error shape (503 `rest_upstream_unavailable`) and a log line.
 */
export const frontRoutes: FastifyPluginAsync<FrontOptions> = async (app, { upstream, build }) => {
  const { config } = upstream;

  // The app asks this to learn that a new version of itself is deployed; here the app is deployed
  // with the front, not with the site, so only the front knows its build.
  app.get('/wp-json/wp/v2/appStatus', async (_request, reply): Promise<AppStatus> => {
    reply.header('cache-control', 'no-store');
    return { applicationHash: build.current().hash, restartRequired: false };
  });

  await app.register(fastifyHttpProxy, {
    upstream: upstream.origin,
    rewritePrefix: upstream.basePath,
    routes: ['/wp-json', '/wp-json/*', '/media/*'],
    disableRequestLogging: true,
    // The proxy's default retries a GET answered 503 up to ten times: the site's own 503 (busy,
    // store away) must reach the app as it was sent, with its `Retry-After`.
    retryMethods: [],
    undici: {
      connectTimeout: config.connectTimeoutMs,
      headersTimeout: config.timeoutMs,
      // Counted only while the front waits for the site, never while a slow player reads a video.
      bodyTimeout: config.timeoutMs,
      // The proxy turns certificate checks off unless told otherwise (its `tls` default); the
      // connector's options win over it, and members' tokens cross this connection.
      connect: { rejectUnauthorized: true },
    },
    replyOptions: {
      rewriteRequestHeaders(request, headers) {
        return {
          ...headers,
          'x-forwarded-for': appendTo(request.headers['x-forwarded-for'], request.ip),
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
          // One id in the front's and the site's logs.
          'x-request-id': request.id,
        };
      },
      rewriteHeaders(headers, request) {
        return request
          ? forwardedAnswerHeaders(headers, carriesCredentials(request.headers, request.url))
          : headers;
      },
      onResponse(request, reply, response) {
        if (GATEWAY_FAILURES.has(response.statusCode)) {
          response.stream.destroy();
          upstream.failed(`the site's gateway answered ${response.statusCode}`, request.url);
          // Typed as a ServerResponse, the proxy hands over `{statusCode, headers, stream}`.
          const { headers } = response as unknown as { headers: Record<string, unknown> };
          return sendUnavailable(reply, Object.keys(headers));
        }
        upstream.answered();
        void reply.send(response.stream);
      },
      onError(reply, { error }) {
        upstream.failed(reasonOf(error, config), reply.request.url);
        sendUnavailable(reply);
      },
    },
  });
};

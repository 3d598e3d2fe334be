import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifySchema } from 'fastify';
import { Tokens, loadSecret, sessionOf } from './services/auth';
import type { ServerConfig } from './config';
import { openDb } from './services/store';
import { frameworkErrors, installErrorHandler, invalidJson } from './conventions/errors';
import { Limits } from './services/limits';
import { Outbox } from './services/mail';
import { LinkSigner } from './services/links';
import { accountRoutes } from './routes/accounts';
import { organizationRoutes } from './routes/organizations';
import { courseRoutes } from './routes/courses';
import { devRoutes } from './routes/dev';
import { trainingRoutes } from './routes/training';
import { resourceRoutes } from './routes/resources';
import { searchRoutes } from './routes/search';
import { TermCounter } from './domain/search';
import { withAreas } from './domain/context';
import { indexCaptions, watchCaptions } from './domain/search/captions';
import { siteRoutes } from './routes/site';
import { planRoutes } from './routes/plans';
import { certificateRoutes, jwksRoute } from './routes/certificates';
import { ensureSigningKey } from './domain/certificates';
import { seed } from './seed';
import { installOperations, requestIdOf } from './conventions/operations';
import { PasswordHasher } from './services/passwords';
import { installRestHeaders } from './conventions/rest-headers';
import { installCsp, registerWeb } from './routes/web';
import { configuredPageSource, storePageSource } from './routes/web/page-source';
import { frontRoutes } from './routes/front';
import { Upstream } from './services/upstream';
import { WebBuild } from './services/web-build';
import { RestIndex, installFieldFilter, installNumberGuard } from './conventions/wordpress';
import { installContractSerializer } from './conventions/serializer';
import { installAnswerCompression } from './conventions/compression';

export const BODY_LIMIT = 64 * 1024;
/** Deeper JSON than this is refused before parsing (PHP's json_decode has a depth limit too). */
export const JSON_MAX_DEPTH = 32;
/** Path parameters longer than this match no route (signed media tokens are about 100 characters). */
const MAX_PARAM_LENGTH = 400;
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;
/** How often at most an instance looks whether the store's content moved under it. */
const CONTENT_CHECK_MS = 1000;

/** The Fastify instance, and the method + URL of every route it registered. */
export type CampusServer = FastifyInstance & {
  /** Searched terms, counted towards the popular ones (written in batches). */
  terms: TermCounter;
  routeList: Array<{ method: string; url: string; schema?: FastifySchema }>;
};

/** Fastify as both modes run it: request ids, one log line per request, WordPress's path errors. */
function createInstance(config: ServerConfig): FastifyInstance {
  return Fastify({
    logger: config.logger ? { level: 'info' } : false,
    // One line per request, written by the operations plugin with secrets taken out.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors,
    // WordPress answers `/wp-json/wp/v2/appStatus/` like `/wp-json/wp/v2/appStatus`.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });
}

/**
 * What every answer of both modes carries: the CSP with its per-request nonce (`mediaOrigins`: other
 * sites whose images and video the pages show), helmet's headers, cookies, and compression.
 */
async function installPageConventions(
  app: FastifyInstance,
  config: ServerConfig,
  mediaOrigins: string[] = [],
): Promise<void> {
  installCsp(app, config.settings, mediaOrigins);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  // JSON and HTML over 1 KB, made per request, are compressed in one call each
  // (`conventions/compression.ts`). Built assets are compressed once, at build time, and sent as
  // they are (the static plugin's preCompressed), which is why this comes before it. What arrives
  // as a stream is left to the plugin; an answer the front forwards already compressed, or a byte
  // range, is sent as it came.
  installAnswerCompression(app);
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/** Opens and migrates the store, seeds it on first start, and wires every route. */
export async function buildServer(config: ServerConfig): Promise<CampusServer> {
  const db = openDb(config.databaseUrl, config.dataDir);
  await db.migrate();
  const { store } = db;
  // Demo accounts are hashed at the configured cost, as a sign-up would be: a cheaper test setting
  // then makes their sign-ins cheap too.
  const passwords = new PasswordHasher(config.passwords);
  await seed(db, (password) => passwords.hash(password), {
    bulkResources: config.demoBulkResources,
    demo: config.demo,
  });

  await indexCaptions(db, config.mediaDir, config.dataDir);
  // The first certificate signing key, made once between instances starting together.
  await ensureSigningKey(db);

  const app = createInstance(config);
  const secret = await loadSecret(db);
  const limits = await Limits.install(app, config.rateLimit, db);
  const context = withAreas({
    limits,
    config,
    store,
    db,
    tokens: new Tokens(db, secret, TOKEN_LIFETIME_SECONDS, config.publicUrl),
    passwords,
    links: new LinkSigner(secret, config.publicUrl),
    outbox: new Outbox(
      db,
      config.printMail ? () => (config.logger ? app.log : console) : () => undefined,
    ),
    build: new WebBuild(config.webDist),
  });
  // What every page reads is ready before the first request: a networked store's connections, the
  // training modules, the search's resource index and its word index. An instance that joins a balancer answers
  // its first members as fast as the others (README, "Sign-ins under load").
  await Promise.all([db.warm(), context.modules.load(), context.resourceIndex.load()]);
  await context.searchIndex.current();
  app.decorate('services', context);
  // Content imported while the server runs, by this instance's store or another's, is read again:
  // the store's marks are looked at once a second at most, on the first REST call after that
  // second (README, "Content packs"; content-packs-instances.test.ts).
  let marksRead = Date.now();
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/wp-json/') || Date.now() - marksRead < CONTENT_CHECK_MS) return;
    marksRead = Date.now();
    // A store that cannot be read now leaves the content as it was; the call answers from it.
    await context.searchIndex
      .current()
      .catch((error: unknown) => app.log.error({ err: error }, 'content not read again'));
  });
  const terms = new TermCounter(db, (error) =>
    app.log.error({ err: error }, 'search counts not saved'),
  );

  const routeList: CampusServer['routeList'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeList.push({ method, url: route.url, schema: route.schema });
  });

  installContractSerializer(app, config.checkAnswers);
  const operations = installOperations(app, { db, passwords, metrics: config.metrics });
  installErrorHandler(app, operations.storeError);
  const restIndex = new RestIndex(app);
  installRestHeaders(app, {
    corsOrigins: config.corsOrigins,
    methodsOf: (url) => restIndex.methodsOf(url),
  });
  await installPageConventions(app, config);
  // The plugin checks any token sent with a REST call before routing it: a bad one fails the call
  // with 403 whatever the route, public ones included. The token routes check their own.
  app.addHook('onRequest', async (request) => {
    if (
      request.url.startsWith('/wp-json/') &&
      !request.url.startsWith('/wp-json/jwt-auth/v1/token')
    ) {
      await sessionOf(context.tokens, request);
    }
  });
  installFieldFilter(app);
  installNumberGuard(app);
  // The client sends a JSON content type on every POST, PUT and DELETE, body or not (pinned by
  // site.test.ts).
  const jsonParser = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (depthOf(text) > JSON_MAX_DEPTH) {
      return done(
        invalidJson({ json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' }),
        undefined,
      );
    }
    jsonParser(request, text, done);
  });
  // Beacons (navigator.sendBeacon) can only send text/plain; their body is JSON all the same.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text) return done(null, undefined);
    if (depthOf(text) > JSON_MAX_DEPTH)
      return done(
        invalidJson({ json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' }),
        undefined,
      );
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError('Invalid JSON body passed.');
      done(error, undefined);
    }
  });

  // WordPress reads form-encoded bodies like JSON ones (the plugin's token route among them).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, formBody(String(body)));
    },
  );

  // Each area is a plugin of its own under the REST root; none reaches into another.
  const rest = { prefix: '/wp-json' };
  await app.register(siteRoutes, rest);
  await app.register(organizationRoutes, rest);
  await app.register(accountRoutes, rest);
  await app.register(resourceRoutes, rest);
  await app.register(searchRoutes, { ...rest, terms });
  await app.register(trainingRoutes, rest);
  await app.register(courseRoutes, rest);
  await app.register(planRoutes, rest);
  await app.register(certificateRoutes, rest);
  await app.register(jwksRoute);
  if (config.devRoutes) await app.register(devRoutes, rest);
  restIndex.register(app, {
    name: 'Campus',
    description: 'Training and resources',
    url: config.publicUrl,
  });
  await registerWeb(app, {
    config,
    build: context.build,
    source: storePageSource(app, config, db),
    serveMedia: true,
  });

  const stopWatchingCaptions = watchCaptions(db, config.mediaDir, config.dataDir, (error) =>
    app.log.error({ err: error }, 'captions not indexed'),
  );
  app.addHook('onClose', async () => {
    stopWatchingCaptions();
    await terms.close();
    await passwords.close();
    await db.close();
  });
  return Object.assign(app as FastifyInstance, { terms, routeList });
}

/**
 * Front mode (`CAMPUS_UPSTREAM`): a stateless host for another site, a WordPress with the JWT
 * plugin. It serves the web build with its first screens (their data read from the site), host
 * settings from the configuration only, and forwards `/wp-json` and `/media` to the site. It opens
 * no store, runs no migration, seeds nothing and mounts none of the local REST or development routes.
 */
export async function buildFront(config: ServerConfig): Promise<FastifyInstance> {
  if (!config.upstream)
    throw new Error('Front mode needs CAMPUS_UPSTREAM: the site to stand before');
  const app = createInstance(config);
  // Without the request log the lines about the site still reach the console: an operator must
  // see that the site is down.
  const log = config.logger
    ? app.log
    : {
        error: (fields: object, line: string) => console.error(line, JSON.stringify(fields)),
        info: (fields: object, line: string) => console.log(line, JSON.stringify(fields)),
      };
  const upstream = new Upstream(config.upstream, log);
  const build = new WebBuild(config.webDist);
  installOperations(app, { metrics: config.metrics });
  installErrorHandler(app);
  await installPageConventions(app, config, [upstream.origin]);
  await app.register(frontRoutes, { upstream, build });
  await registerWeb(app, {
    config,
    build,
    source: configuredPageSource(config, upstream.publicFetch),
    serveMedia: false,
  });
  return app;
}

/** How deeply a JSON text nests arrays and objects, counted without parsing it. */
export function depthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

/** `a=1&b[c]=2` → `{a: '1', b: {c: '2'}}`, PHP's reading of a form body (one level of brackets). */
export function formBody(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of new URLSearchParams(text)) {
    const nested = /^([^[\]]+)\[([^[\]]*)\]$/.exec(name);
    if (!nested) {
      out[name] = value;
      continue;
    }
    const [, outer, inner] = nested as unknown as [string, string, string];
    const holder = (
      out[outer] && typeof out[outer] === 'object' ? out[outer] : (out[outer] = inner ? {} : [])
    ) as Record<string, unknown> | unknown[];
    if (Array.isArray(holder)) holder.push(value);
    else holder[inner || String(Object.keys(holder).length)] = value;
  }
  return { ...out };
}

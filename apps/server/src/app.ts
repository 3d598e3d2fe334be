import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { Tokens, loadSecret } from './auth';
import type { ServerConfig } from './config';
import type { Context } from './context';
import { migrate, openStore } from './db';
import { installErrorHandler } from './errors';
import { Outbox } from './mail';
import { LinkSigner } from './links';
import { accountRoutes } from './routes/accounts';
import { catalogRoutes } from './routes/catalog';
import { courseRoutes } from './routes/courses';
import { devRoutes } from './routes/dev';
import { learningRoutes } from './routes/learning';
import { resourceRoutes } from './routes/resources';
import { TermCounter, searchRoutes } from './routes/search';
import { siteRoutes } from './routes/site';
import { seed } from './seed';
import { WebBuild, installCsp, registerWeb } from './web';

export const BODY_LIMIT = 64 * 1024;
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

/** Opens and migrates the store, seeds it on first start, and wires every route. */
/** The Fastify instance, its shared context, and the method + URL of every route it registered. */
export type CampusServer = FastifyInstance & { context: Context; routeList: Array<{ method: string; url: string }> };

export async function buildServer(config: ServerConfig): Promise<CampusServer> {
  const store = openStore(config.databaseUrl, config.dataDir);
  await migrate(store);
  await seed(store);

  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    // WordPress answers `/wp-json/wp/v2/appStatus/` like `/wp-json/wp/v2/appStatus`.
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  const secret = await loadSecret(store);
  const context: Context = {
    config,
    store,
    tokens: new Tokens(store, secret, TOKEN_LIFETIME_SECONDS),
    links: new LinkSigner(secret, config.publicUrl),
    outbox: new Outbox(store, config.printMail ? () => (config.logger ? app.log : console) : () => undefined),
    build: new WebBuild(config.webDist),
  };

  const routeList: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  installErrorHandler(app);
  installCsp(app);
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCookie);
  // The client sends a JSON content type on every POST, PUT and DELETE, body or not (spec 1 §7).
  const jsonParser = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    jsonParser(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
  // Beacons (navigator.sendBeacon) can only send text/plain; their body is JSON all the same.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError('Invalid JSON body passed.');
      done(error, undefined);
    }
  });

  const terms = new TermCounter(store);
  siteRoutes(app, context);
  catalogRoutes(app, context);
  accountRoutes(app, context);
  resourceRoutes(app, context);
  searchRoutes(app, context, terms);
  learningRoutes(app, context);
  courseRoutes(app, context);
  if (!config.production) devRoutes(app, context);
  await registerWeb(app, config, store, context.build);

  app.addHook('onClose', async () => {
    await terms.close();
    store.close();
  });
  return Object.assign(app as FastifyInstance, { context, routeList });
}

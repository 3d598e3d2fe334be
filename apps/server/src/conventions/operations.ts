import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PasswordHasher } from '../services/passwords';
import { migrations, type Db } from '../services/store';

/** A proxy's request id is kept when it looks like one; otherwise each request gets a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** The address as logged: the secrets an address can carry (tokens, keys, codes) replaced. */
export function loggedUrl(url: string): string {
  return url
    .replace(/([?&](?:token|key|code|password|login)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/campus\/v1\/media\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/user\/verify\/)[^/?#]+/, '$1[redacted]');
}

export interface OperationsOptions {
  /** None in front mode: nothing to wait for, so the front is ready once it listens. */
  db?: Db;
  /** None in front mode: the site hashes passwords, not the front. */
  passwords?: PasswordHasher;
  /** Serve `/metrics` (Prometheus text): `CAMPUS_METRICS=1`. Off by default. */
  metrics: boolean;
}

/** What the store's failures are counted with (the error handler reports them here). */
export interface StoreErrorCounter {
  storeError(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Leave the balancer, then close: `/readyz` answers 503 `draining` and every answer asks its
     * client to close the connection, for `ms`; then the server stops accepting, answers what is
     * in flight and closes. A balancer that checks `/readyz` more often than every `ms` sends the
     * instance nothing after that, so a rolling restart drops no request (processes.test.ts).
     */
    drain(ms: number): Promise<void>;
  }
}

/**
 * What an operator needs to run the server: liveness (`/healthz`), readiness (`/readyz`: the store
 * answers and every migration is applied), one log line per request with its id and no secret in
 * it, the request id echoed in `X-Request-Id`, and Prometheus metrics when switched on.
 */
export function installOperations(
  app: FastifyInstance,
  { db, passwords, metrics }: OperationsOptions,
): StoreErrorCounter {
  const latestMigration = Math.max(...migrations.map((migration) => migration.version));
  let draining = false;
  app.decorate('drain', async (ms: number) => {
    if (ms > 0) {
      draining = true;
      app.log.info({ ms }, 'draining: /readyz answers 503 until the server closes');
      await new Promise((done) => setTimeout(done, ms));
    }
    await app.close();
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.status(503).send({ status: 'draining' });
    if (!db) return { status: 'ready' };
    try {
      const row = await db
        .selectFrom('schema_migrations')
        .select((eb) => eb.fn.max('version').as('version'))
        .executeTakeFirst();
      if (Number(row?.version) >= latestMigration) return { status: 'ready' };
      return reply.status(503).send({ status: 'migrations pending' });
    } catch {
      return reply.status(503).send({ status: 'store unreachable' });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    // A balancer's kept-alive connection would bring more requests to an instance on its way out.
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  const registry = new Registry();
  const requests = new Counter({
    name: 'campus_http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'campus_http_request_duration_seconds',
    help: 'Time to answer, by method and route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const storeErrors = new Counter({
    name: 'campus_store_errors_total',
    help: 'Requests that failed because the store refused or could not be reached.',
    registers: [registry],
  });
  if (passwords) {
    new Gauge({
      name: 'campus_password_hashes_waiting',
      help: 'Password hashes waiting for a turn.',
      registers: [registry],
      collect() {
        this.set(passwords.load.waiting);
      },
    });
    new Gauge({
      name: 'campus_password_hashes_running',
      help: 'Password hashes running now.',
      registers: [registry],
      collect() {
        this.set(passwords.load.running);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    // A route's pattern, not its address, so ids and tokens make no labels of their own.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, ms / 1000);
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(ms),
      },
      'request',
    );
  });

  if (metrics) {
    collectDefaultMetrics({ register: registry, prefix: 'campus_' });
    app.get('/metrics', async (_request, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  }
  return { storeError: () => storeErrors.inc() };
}

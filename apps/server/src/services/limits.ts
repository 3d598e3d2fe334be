import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config';
import { WpError } from '../conventions/errors';
import { sharedCounters } from './rate-limit-store';
import type { Db } from './store';

/** Which account a request names (e-mail, login or code), read from the raw, unvalidated input. */
export type AccountOf = (request: FastifyRequest) => unknown;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Awaited<ReturnType<Limiter>>;

const tooMany = (seconds: number) =>
  new WpError(
    429,
    'rest_too_many_requests',
    `Too many requests. Please try again in ${seconds} seconds.`,
    {},
    { 'retry-after': String(seconds) },
  );

/**
 * Anti-automation for the routes that let someone guess passwords, codes or addresses: one budget
 * per IP address and one per account named in the request, each per route, in a fixed window.
 * Answers 429 with WordPress's error body and `Retry-After`.
 */
export class Limits {
  private constructor(
    private readonly perIp: Limiter,
    private readonly perAccount: Limiter,
  ) {}

  static async install(app: FastifyInstance, config: RateLimitConfig, db: Db): Promise<Limits> {
    // Only the routes given a guard below are limited; every other route stays unthrottled. The
    // counts live in the store, shared by every instance on it.
    // The counters' writes do not wait for the disk (`Db.counters`): two per attempt, on the
    // instance's own thread, they were a sign-in rush's largest cost (README, "Members' journeys at
    // each size").
    await app.register(fastifyRateLimit, {
      global: false,
      store: sharedCounters(await db.counters()),
    });
    const timeWindow = config.windowSeconds * 1000;
    const route = (request: FastifyRequest) =>
      `${request.method} ${request.routeOptions.url ?? ''}`;
    return new Limits(
      app.createRateLimit({
        max: config.perIp,
        timeWindow,
        keyGenerator: (request) => `ip|${route(request)}|${request.ip}`,
      }),
      app.createRateLimit({
        max: config.perAccount,
        timeWindow,
        keyGenerator: (request) => `account|${route(request)}|${accountKey(request)}`,
      }),
    );
  }

  /**
   * A pre-validation hook: malformed requests spend the budget too. `perIp: false` leaves out the
   * address's budget, for a route one service calls for many accounts (a calendar's feed).
   */
  guard(
    accountOf: AccountOf,
    { perIp = true }: { perIp?: boolean } = {},
  ): preValidationAsyncHookHandler {
    return async (request) => {
      const byIp = perIp ? await this.perIp(request) : undefined;
      const account = normalise(accountOf(request));
      (request as FastifyRequest & { [ACCOUNT]?: string })[ACCOUNT] = account;
      const byAccount = account ? await this.perAccount(request) : undefined;
      const exceeded = [byIp, byAccount].filter(
        (outcome): outcome is Extract<Outcome, { isAllowed: false }> =>
          Boolean(outcome && !outcome.isAllowed && outcome.isExceeded),
      );
      if (exceeded.length === 0) return;
      const seconds = Math.max(1, ...exceeded.map((outcome) => outcome.ttlInSeconds));
      throw tooMany(seconds);
    };
  }
}

const ACCOUNT = Symbol('rate-limited account');
const accountKey = (request: FastifyRequest) =>
  (request as FastifyRequest & { [ACCOUNT]?: string })[ACCOUNT] ?? '';

function normalise(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase().slice(0, 254);
  return key || undefined;
}

/** `body.a.b` of an unvalidated body, or undefined. */
export function field(source: unknown, ...path: string[]): unknown {
  let value = source;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

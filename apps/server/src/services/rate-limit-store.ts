import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from './store';

// One statement counts an attempt and starts a new window when the last one has ended, so two
// instances counting at once never lose an attempt. Standard SQL (an upsert with RETURNING).
const count = (db: Db, key: string, now: number, window: number) =>
  db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const ended = eb(
          eb('rate_limits.window_start', '+', window),
          '<=',
          eb.ref('excluded.window_start'),
        );
        return {
          count: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rate_limits.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.window_start'))
            .else(eb.ref('rate_limits.window_start'))
            .end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();

/** Counters whose window ended this long ago are deleted now and then. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit counters kept in the store, not in one process's memory: every instance on the same
 * store counts the same attempts, and a restart does not give an attacker a fresh budget.
 */
export function sharedCounters(db: Db): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  return class SharedCounters implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      count(db, key, now, timeWindow).then((row) => {
        const start = Number(row.window_start);
        callback(null, { current: Number(row.count), ttl: Math.max(0, start + timeWindow - now) });
        if (now >= nextSweep) {
          nextSweep = now + SWEEP_EVERY_MS;
          // The longest window any guard uses is the one just counted: the guards share one.
          void db
            .deleteFrom('rate_limits')
            .where((eb) => eb(eb('window_start', '+', timeWindow), '<', now))
            .execute()
            .catch(() => undefined);
        }
      }, callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

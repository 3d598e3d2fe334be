import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Store } from './store';

// One statement counts an attempt and starts a new window when the last one has ended, so two
// instances counting at once never lose an attempt. Standard SQL (an upsert with RETURNING).
const COUNT = `INSERT INTO rate_limits (key, count, window_start) VALUES (?, 1, ?)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.window_start + ? <= excluded.window_start THEN 1
                 ELSE rate_limits.count + 1 END,
    window_start = CASE WHEN rate_limits.window_start + ? <= excluded.window_start
                        THEN excluded.window_start ELSE rate_limits.window_start END
  RETURNING count, window_start`;

/** Counters whose window ended this long ago are deleted now and then. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit counters kept in the store, not in one process's memory: every instance on the same
 * store counts the same attempts, and a restart does not give an attacker a fresh budget.
 */
export function sharedCounters(store: Store): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  return class SharedCounters implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      store.execute({ sql: COUNT, args: [key, now, timeWindow, timeWindow] }).then(({ rows }) => {
        const row = rows[0]!;
        const start = Number(row.window_start);
        callback(null, { current: Number(row.count), ttl: Math.max(0, start + timeWindow - now) });
        if (now >= nextSweep) {
          nextSweep = now + SWEEP_EVERY_MS;
          // The longest window any guard uses is the one just counted: the guards share one.
          void store
            .execute({
              sql: 'DELETE FROM rate_limits WHERE window_start + ? < ?',
              args: [timeWindow, now],
            })
            .catch(() => undefined);
        }
      }, callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

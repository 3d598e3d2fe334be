import { createHash } from 'node:crypto';
import type { PopularTerm } from '@campus/api-client';
import type { Db } from '../../services/store';

/**
 * A searched term is offered to everyone only once this many different visitors found something
 * with it: one person's typing (a name, a typo, nonsense) never reaches the others.
 */
export const POPULAR_TERM_VISITORS = 3;

/** Who searched, as a one-way key: the member's id, or the address of a visitor. */
export const searcherKey = (userId: number | undefined, ip: string) =>
  createHash('sha256')
    .update(userId === undefined ? `ip:${ip}` : `user:${userId}`)
    .digest('hex')
    .slice(0, 24);

/** Terms written in one transaction of a flush. */
const TERMS_AT_ONCE = 20;

/**
 * Searches with results are counted in memory and written in batches, so searching never waits on
 * a write. Searches that found nothing are not counted.
 */
export class TermCounter {
  private pending = new Map<string, { hits: number; visitors: Set<string> }>();
  private timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    /** A batch the store refused (full disk, store gone): its counts are lost, the server runs on. */
    onError: (error: unknown) => void = (error) => console.error('search counts not saved', error),
    intervalMs = 5000,
  ) {
    this.timer = setInterval(() => this.flush().catch(onError), intervalMs);
    this.timer.unref();
  }

  hit(term: string, visitor: string): void {
    const key = term.trim().toLowerCase().slice(0, 100);
    if (key.length < 3) return;
    const entry = this.pending.get(key) ?? { hits: 0, visitors: new Set<string>() };
    entry.hits += 1;
    entry.visitors.add(visitor);
    this.pending.set(key, entry);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const now = new Date().toISOString().slice(0, 19);
    const { db } = this;
    // Each term's statements, to be written in one transaction.
    const batch = [...this.pending].map(([term, { hits, visitors }]) => [
      db
        .insertInto('popular_terms')
        .values({ term, created: now, updated: now, hits, visitors: 0 })
        .onConflict((conflict) =>
          conflict.column('term').doUpdateSet((eb) => ({
            hits: eb('popular_terms.hits', '+', eb.ref('excluded.hits')),
            updated: eb.ref('excluded.updated'),
          })),
        ),
      // A visitor new to the term adds one, before being recorded as having searched it. Counting
      // up rather than recounting keeps the counts of terms older than the visitors table.
      ...[...visitors].flatMap((visitor) => [
        db
          .updateTable('popular_terms')
          .set((eb) => ({ visitors: eb('visitors', '+', 1) }))
          .where('term', '=', term)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('popular_term_visitors')
                  .select('term')
                  .where('popular_term_visitors.term', '=', term)
                  .where('popular_term_visitors.visitor', '=', visitor),
              ),
            ),
          ),
        db
          .insertInto('popular_term_visitors')
          .values({ term, visitor })
          .onConflict((conflict) => conflict.doNothing()),
      ]),
    ]);
    this.pending = new Map();
    // A few terms per transaction, and the searches waiting let in between: a store on the
    // server's own thread (libSQL) would otherwise hold them all while hundreds of terms are written.
    for (let at = 0; at < batch.length; at += TERMS_AT_ONCE) {
      if (at > 0) await new Promise((resolve) => setImmediate(resolve));
      await db.atomically(batch.slice(at, at + TERMS_AT_ONCE).flat());
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** The terms offered to everyone, most searched first. */
export async function popularTerms(db: Db): Promise<PopularTerm[]> {
  return (
    await db
      .selectFrom('popular_terms')
      .select(['term', 'created', 'updated'])
      .where('visitors', '>=', POPULAR_TERM_VISITORS)
      .orderBy('hits', 'desc')
      .orderBy('term')
      .limit(10)
      .execute()
  ).map((row) => ({
    term: String(row.term),
    created: String(row.created),
    updated: String(row.updated),
  }));
}

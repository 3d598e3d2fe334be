import type { Db, Statement, Store, StoreRow } from './db';
import { PostgresDb } from './postgres';
import { migrations, SqliteDb } from './sqlite';

/*
 * The store: `openDb` picks the dialect by the URL's scheme. `postgres://` (or `postgresql://`)
 * runs on PostgreSQL; anything else (`file:`, `libsql://`, `http(s)://`) on libSQL, the default.
 * `all`/`one`/`run` stay for the tests and scripts that inspect a store directly.
 */

export { Db, type Migration, type Store, type StoreRow } from './db';
export { migrations };

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/** The store at `url`, not yet migrated. */
export function openDb(url: string, dataDir: string): Db {
  return isPostgresUrl(url) ? PostgresDb.open(url) : SqliteDb.open(url, dataDir);
}

export async function all(store: Store, sql: string, args: unknown[] = []): Promise<StoreRow[]> {
  return (await store.execute({ sql, args })).rows;
}

export async function one(
  store: Store,
  sql: string,
  args: unknown[] = [],
): Promise<StoreRow | undefined> {
  return (await store.execute({ sql, args })).rows[0];
}

export async function run(
  store: Store,
  sql: string,
  args: unknown[] = [],
): Promise<{ changes: number }> {
  return { changes: (await store.execute({ sql, args } satisfies Statement)).rowsAffected };
}

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row ? String(row.value) : undefined;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}

/** Stores `value` under `key` unless a value is there already; returns the one the store keeps. */
export async function addMeta(db: Db, key: string, value: string): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const stored = await getMeta(db, key);
  if (stored === undefined) throw new Error(`meta ${key} was not stored`);
  return stored;
}

export const json = <T>(value: unknown): T => JSON.parse(String(value)) as T;

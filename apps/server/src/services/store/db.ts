import { Kysely, type Compilable, type CompiledQuery, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../database';

/*
 * What every store dialect supplies (README, "Queries"): the typed Kysely layer (`Db`) and, as its
 * methods, the few things each database spells its own way, named for what they mean. `sqlite.ts`
 * (libSQL, the default) and `postgres.ts` implement it; nothing else speaks a dialect.
 */

/** A versioned migration: its statements run once, in order, in one transaction. */
export interface Migration {
  version: number;
  name: string;
  sql: string[];
}

/** A row as a store's client returns it. */
export type StoreRow = Record<string, unknown>;

/** A statement with `?` placeholders, for the tests and scripts that look into a store directly. */
export type Statement = string | { sql: string; args?: unknown[] };

/**
 * The client under a `Db`: statements written by hand, for tests and scripts only. Both dialects
 * take `?` placeholders here.
 */
export interface Store {
  execute(statement: Statement): Promise<{ rows: StoreRow[]; rowsAffected: number }>;
  /** The statements in order as one transaction. */
  batch(statements: Statement[], mode?: 'write'): Promise<unknown>;
  close(): void | Promise<void>;
}

type Column = string;

/** The statements of `atomicallyEach`: a generator is given the rows of each one that reads. */
export type Statements =
  | Iterable<Compilable>
  | AsyncIterable<Compilable>
  | AsyncGenerator<Compilable, void, StoreRow[] | undefined>;

/** A statement whose rows its caller wants: a select, or a write `returning` some. */
export const reads = (query: CompiledQuery): boolean =>
  query.query.kind === 'SelectQueryNode' ||
  ('returning' in query.query && query.query.returning !== undefined);

/** A path inside a JSON column, written into the statement: an index on the same path serves it. */
export function jsonPathOf(path: string): string {
  if (!/^\w+(\.\w+)*$/.test(path)) throw new Error(`Not a JSON path of the store: ${path}`);
  return path;
}

/** The iterator of `statements`, whichever kind it is. */
export const statementsOf = (
  statements: Statements,
):
  | Iterator<Compilable, void, StoreRow[] | undefined>
  | AsyncIterator<Compilable, void, StoreRow[] | undefined> =>
  Symbol.asyncIterator in statements
    ? statements[Symbol.asyncIterator]()
    : (statements as Iterable<Compilable>)[Symbol.iterator]();

/** The typed query layer over a store: Kysely, plus what each database spells its own way. */
export abstract class Db extends Kysely<Database> {
  /** `sqlite` (libSQL, the default) or `postgres`. */
  abstract readonly dialectName: 'sqlite' | 'postgres';
  abstract readonly store: Store;
  /** This dialect's DDL for the versioned migrations; versions and names are the same in both. */
  abstract readonly migrations: Migration[];

  /** Applies the migrations not yet recorded in `schema_migrations`; returns their versions. */
  abstract migrate(): Promise<number[]>;

  /** Opens now what the first requests would otherwise wait for (a networked store's connections). */
  abstract warm(): Promise<void>;

  /**
   * The store as counters write to it (the rate limits): a commit there does not wait for the disk,
   * so a power cut may lose the last moment's counts, never the store's other writes (README,
   * "Queries"). Opened once, closed with this one.
   */
  abstract counters(): Promise<Db>;

  /** Runs the statements in order as one write: all of them or none. */
  abstract atomically(queries: Compilable[]): Promise<void>;

  /**
   * Runs the statements in order as one write, all of them or none, each compiled and run as the
   * iterable gives it and then let go: for writes too many to hold at once (a content pack's
   * members, README "Generated sizes"). A statement that reads (a select, or one `returning`)
   * runs at once and its rows are what the iterable's `yield` gives back; others may wait to go
   * with the next few. The iterable must not use the store itself: the transaction holds a
   * connection of its own until the last statement.
   */
  abstract atomicallyEach(queries: Statements): Promise<void>;

  /** `column` equals `value` whatever the case of either (e-mail addresses, organization names). */
  abstract sameText(column: Column, value: string): Expression<SqlBool>;

  /** `column` contains `text`, whatever its case. */
  abstract containsText(column: Column, text: string): Expression<SqlBool>;

  /** The value at `path` (dotted) of the JSON document in `column`. */
  abstract jsonField<T = unknown>(column: Column, path: string): Expression<T>;

  /** The JSON array at `path` in `column` holds an object whose `key` is `value`. */
  abstract jsonListHas(
    column: Column,
    path: string,
    key: string,
    value: string | number,
  ): Expression<SqlBool>;

  /** A consistent copy of the running store in a new file. */
  abstract backupTo(file: string): Promise<void>;

  /** Drops every table, so the next start migrates and seeds from scratch. Returns their names. */
  abstract dropEverything(): Promise<string[]>;

  /** Closes the client. */
  abstract close(): Promise<void>;
}

import { mkdirSync } from 'node:fs';
import { createClient, type Client, type InStatement, type InValue } from '@libsql/client';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { sql, type Compilable, type Expression, type SqlBool } from 'kysely';
import {
  Db,
  jsonPathOf,
  reads,
  statementsOf,
  type Migration,
  type Statement,
  type Statements,
  type Store,
  type StoreRow,
} from './db';

/*
 * The libSQL (SQLite) store, the default: an embedded `file:` store needs no set-up, and a libSQL
 * server (`libsql://`, `http(s)://`) works the same. The one module that speaks SQLite; the
 * PostgreSQL store (`postgres.ts`) supplies the same `Db` in its own dialect.
 */

/**
 * Versioned migrations: each runs once, in order, inside a transaction, and its version is
 * recorded in `schema_migrations`. Append new versions; never edit an applied one.
 */
export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: [
      `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      `CREATE TABLE languages (code TEXT PRIMARY KEY, label TEXT NOT NULL, native_name TEXT NOT NULL,
        public INTEGER NOT NULL, selected INTEGER NOT NULL, dir TEXT NOT NULL, position INTEGER NOT NULL)`,
      `CREATE TABLE features (key TEXT PRIMARY KEY, enabled INTEGER NOT NULL)`,
      `CREATE TABLE roles (value TEXT PRIMARY KEY, label TEXT NOT NULL, position INTEGER NOT NULL)`,
      `CREATE TABLE denominations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL)`,
      `CREATE TABLE organization_types (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL)`,
      `CREATE TABLE locations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, parent INTEGER NOT NULL,
        locality_type_label TEXT)`,
      `CREATE TABLE organizations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,
        phone_number TEXT NOT NULL DEFAULT '', denomination INTEGER, type INTEGER, address TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL DEFAULT '', locality INTEGER, country INTEGER, postal_code TEXT NOT NULL DEFAULT '',
        meta TEXT NOT NULL DEFAULT '{}', created TEXT NOT NULL)`,
      `CREATE INDEX organizations_name ON organizations (name COLLATE NOCASE)`,
      `CREATE TABLE users (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL, first_name TEXT NOT NULL DEFAULT '', last_name TEXT NOT NULL DEFAULT '',
        mobile_number TEXT NOT NULL DEFAULT '', country INTEGER, locality INTEGER, roles TEXT NOT NULL,
        organization_id INTEGER, birthday TEXT, preferences TEXT NOT NULL DEFAULT '{}', created TEXT NOT NULL)`,
      `CREATE TABLE account_requests (code TEXT PRIMARY KEY, email TEXT NOT NULL COLLATE NOCASE,
        data TEXT NOT NULL, source TEXT NOT NULL, created TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0)`,
      `CREATE TABLE recovery_keys (key TEXT PRIMARY KEY, email TEXT NOT NULL COLLATE NOCASE,
        created INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0)`,
      `CREATE TABLE revoked_tokens (jti TEXT PRIMARY KEY, expires INTEGER NOT NULL)`,
      `CREATE TABLE products (id INTEGER NOT NULL, blog_id INTEGER NOT NULL, slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL, price INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (id, blog_id))`,
      `CREATE TABLE user_products (user_id INTEGER NOT NULL, product_id INTEGER NOT NULL, blog_id INTEGER NOT NULL,
        created TEXT NOT NULL, PRIMARY KEY (user_id, product_id, blog_id))`,
      `CREATE TABLE payments (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, product_id INTEGER NOT NULL,
        blog_id INTEGER NOT NULL, amount INTEGER NOT NULL, last4 TEXT NOT NULL, status TEXT NOT NULL, created TEXT NOT NULL)`,
      `CREATE TABLE resources (id INTEGER NOT NULL, blog_id INTEGER NOT NULL, slug TEXT NOT NULL,
        title TEXT NOT NULL, section TEXT NOT NULL, bucket TEXT NOT NULL, type TEXT NOT NULL, date TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0, download_count INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL,
        PRIMARY KEY (id, blog_id))`,
      `CREATE TABLE buckets (name TEXT PRIMARY KEY, label TEXT NOT NULL, description TEXT NOT NULL,
        parent TEXT, position INTEGER NOT NULL)`,
      `CREATE TABLE videos (id INTEGER PRIMARY KEY, blog_id INTEGER NOT NULL, title TEXT NOT NULL,
        duration INTEGER NOT NULL, file TEXT NOT NULL, downloads TEXT NOT NULL)`,
      `CREATE TABLE download_links (token TEXT PRIMARY KEY, file TEXT NOT NULL, name TEXT NOT NULL, expires INTEGER NOT NULL)`,
      `CREATE TABLE training_categories (slug TEXT PRIMARY KEY, translated_slug TEXT NOT NULL, name TEXT NOT NULL,
        glyph TEXT NOT NULL, position INTEGER NOT NULL)`,
      `CREATE TABLE lessons (id INTEGER PRIMARY KEY, blog_id INTEGER NOT NULL, slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL, type TEXT NOT NULL, popular INTEGER NOT NULL, date TEXT NOT NULL, data TEXT NOT NULL)`,
      `CREATE TABLE playlists (id INTEGER PRIMARY KEY, blog_id INTEGER NOT NULL, slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL, status TEXT NOT NULL, tags TEXT NOT NULL, lessons TEXT NOT NULL, date TEXT NOT NULL,
        data TEXT NOT NULL)`,
      `CREATE TABLE lesson_progress (user_id INTEGER NOT NULL, lesson_id INTEGER NOT NULL, lesson_blog_id INTEGER NOT NULL,
        playlist_id INTEGER NOT NULL, playlist_blog_id INTEGER NOT NULL, completed_on TEXT NOT NULL,
        PRIMARY KEY (user_id, lesson_id, playlist_id))`,
      `CREATE TABLE lesson_positions (user_id INTEGER NOT NULL, lesson_id INTEGER NOT NULL, position REAL NOT NULL,
        duration REAL NOT NULL, updated TEXT NOT NULL, PRIMARY KEY (user_id, lesson_id))`,
      `CREATE TABLE visitor_views (visitor TEXT NOT NULL, lesson_id INTEGER NOT NULL, PRIMARY KEY (visitor, lesson_id))`,
      `CREATE TABLE popular_terms (term TEXT PRIMARY KEY, created TEXT NOT NULL, updated TEXT NOT NULL, hits INTEGER NOT NULL)`,
      `CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL COLLATE NOCASE,
        subject TEXT NOT NULL, text TEXT NOT NULL, html TEXT NOT NULL, links TEXT NOT NULL, created TEXT NOT NULL)`,
    ],
  },
  {
    version: 2,
    name: 'courses a member runs',
    sql: [
      `CREATE TABLE courses (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, product_id INTEGER NOT NULL,
        blog_id INTEGER NOT NULL, organization_id INTEGER, name TEXT NOT NULL, start_date TEXT NOT NULL, created TEXT NOT NULL)`,
      `CREATE INDEX courses_user ON courses (user_id)`,
    ],
  },
  {
    version: 3,
    name: 'translated training categories',
    sql: [
      `CREATE TABLE training_category_translations (slug TEXT NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL,
        translated_slug TEXT NOT NULL, PRIMARY KEY (slug, lang))`,
    ],
  },
  {
    version: 4,
    name: 'popular terms need several visitors',
    sql: [
      `CREATE TABLE popular_term_visitors (term TEXT NOT NULL, visitor TEXT NOT NULL, PRIMARY KEY (term, visitor))`,
      `ALTER TABLE popular_terms ADD COLUMN visitors INTEGER NOT NULL DEFAULT 0`,
      // Who searched before this version is unknown; a term's searches stand in for its visitors, so
      // the demo terms stay and a word typed once stays hidden.
      `UPDATE popular_terms SET visitors = hits`,
    ],
  },
  {
    version: 5,
    name: 'videos in several languages',
    sql: [
      // Each: {language, file, subtitles?}; the first is the video's own language.
      `ALTER TABLE videos ADD COLUMN languages TEXT NOT NULL DEFAULT '[]'`,
    ],
  },
  {
    version: 6,
    name: 'a lesson plays a library video',
    sql: [
      // A store seeded earlier gets the welcome module's first video as the promo clip (video 508),
      // as a fresh seed makes it; a lesson an editor has changed since keeps its own address.
      `UPDATE lessons SET data = json_set(data, '$.video_url', '/wp-json/wp/v2/video/508')
        WHERE id = 2001 AND json_extract(data, '$.video_url') = '/media/clip-a-640x360.mp4'`,
    ],
  },
  {
    version: 7,
    name: 'rate limits shared by every instance',
    sql: [
      `CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, window_start INTEGER NOT NULL)`,
    ],
  },
  {
    version: 8,
    name: 'words inside videos',
    sql: [
      // One row per caption track indexed, with a digest of what was read, so a track is indexed
      // again only when its video names another file or the file's words change.
      `CREATE TABLE caption_tracks (video_id INTEGER NOT NULL, language TEXT NOT NULL,
        position INTEGER NOT NULL, file TEXT NOT NULL, digest TEXT NOT NULL,
        PRIMARY KEY (video_id, language))`,
      // Diacritics folded, so "facilitacion" finds "facilitación".
      `CREATE VIRTUAL TABLE caption_cues USING fts5(text, video_id UNINDEXED, language UNINDEXED,
        start_ms UNINDEXED, end_ms UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`,
    ],
  },
  {
    version: 9,
    name: 'study plans',
    sql: [
      // One plan per member. `token` is the calendar address's secret, kept as it is: the plan's
      // answer gives the address again at every read (README, "Study plan and calendar").
      `CREATE TABLE study_plans (user_id INTEGER PRIMARY KEY, days TEXT NOT NULL, time TEXT NOT NULL,
        duration INTEGER NOT NULL, timezone TEXT NOT NULL, language TEXT NOT NULL, module TEXT,
        finish_by TEXT, token TEXT NOT NULL UNIQUE, uid TEXT NOT NULL, created TEXT NOT NULL,
        updated TEXT NOT NULL)`,
    ],
  },
  {
    version: 10,
    name: 'certificates and their signing keys',
    sql: [
      // One certificate per member and module, its credential signed once, when it was issued.
      `CREATE TABLE certificates (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, module_id INTEGER NOT NULL,
        module_slug TEXT NOT NULL, module_title TEXT NOT NULL, name TEXT NOT NULL, issued TEXT NOT NULL,
        kid TEXT NOT NULL, credential TEXT NOT NULL, revoked_at TEXT, UNIQUE (user_id, module_id))`,
      // The keys certificates are signed with; the highest generation signs, every one stays public.
      `CREATE TABLE signing_keys (kid TEXT PRIMARY KEY, generation INTEGER NOT NULL UNIQUE,
        public_jwk TEXT NOT NULL, private_jwk TEXT NOT NULL, created TEXT NOT NULL, retired_at TEXT)`,
    ],
  },
  {
    version: 11,
    name: 'resources by the video they play',
    sql: [
      // A library video's answer looks up the resources that play it: without the index, a scan of
      // every resource's data (23 ms at 20,000, on each call: README, "Members' journeys at each size").
      `CREATE INDEX resources_video ON resources (json_extract(data, '$.video_id'))`,
    ],
  },
];

/** Statements sent to the store together inside `atomicallyEach`. */
const STATEMENTS_AT_ONCE = 50;

const asStatement = (statement: Statement): InStatement =>
  typeof statement === 'string'
    ? statement
    : { sql: statement.sql, args: (statement.args ?? []) as InValue[] };

/** The libSQL client, as the tests and scripts see a store. */
function storeOf(client: Client): Store & { client: Client } {
  return {
    client,
    execute: (statement) => client.execute(asStatement(statement)),
    batch: (statements) => client.batch(statements.map(asStatement), 'write'),
    close: () => client.close(),
  };
}

/**
 * How long a statement on a local file waits for another connection's lock (the client's own pool,
 * or a second process during a rolling restart) before the store is reported unavailable. Without
 * it, libSQL fails a write at once with `SQLITE_BUSY` (processes.test.ts).
 */
const LOCK_WAIT_MS = 5000;

export class SqliteDb extends Db {
  readonly dialectName = 'sqlite';
  readonly migrations = migrations;
  readonly store: Store;

  private counterStore: Promise<SqliteDb> | undefined;

  constructor(
    readonly client: Client,
    /** The `file:` store on this machine this opened, rather than a libSQL server. */
    private readonly localFile?: { url: string; dataDir: string },
  ) {
    super({ dialect: new LibsqlDialect({ client }) });
    this.store = storeOf(client);
  }

  /** Opens the libSQL store at `url` (a `file:` store under `dataDir` is created if need be). */
  static open(url: string, dataDir: string): SqliteDb {
    if (url.startsWith('file:')) mkdirSync(dataDir, { recursive: true });
    return new SqliteDb(
      createClient({
        url,
        authToken: process.env.DATABASE_AUTH_TOKEN,
        timeout: LOCK_WAIT_MS,
      }),
      url.startsWith('file:') ? { url, dataDir } : undefined,
    );
  }

  /**
   * A connection of its own to the file, whose commits leave the log's sync to the next commit of
   * another connection or to a checkpoint (`synchronous = NORMAL`). A libSQL server keeps its own.
   */
  counters(): Promise<Db> {
    const { localFile } = this;
    if (!localFile) return Promise.resolve(this);
    this.counterStore ??= (async () => {
      const counters = SqliteDb.open(localFile.url, localFile.dataDir);
      await counters.store.execute('PRAGMA synchronous = NORMAL');
      return counters;
    })();
    return this.counterStore;
  }

  /** A file opens at once; a networked libSQL opens a stream per request either way. */
  async warm(): Promise<void> {}

  async migrate(): Promise<number[]> {
    const { store } = this;
    // Write-ahead logging: a commit writes and syncs the log alone, where the rollback journal
    // synced the journal and the file each time, blocking the instance's thread for 2-5 ms per
    // write (README, "Queries"). Every commit is still synced. Kept in the file,
    // so every connection and process on it logs the same way.
    if (this.localFile) await store.execute('PRAGMA journal_mode = WAL');
    await store.execute(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied TEXT NOT NULL)',
    );
    const done = new Set(
      (await store.execute('SELECT version FROM schema_migrations')).rows.map((row) =>
        Number(row.version),
      ),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      try {
        // The version is claimed before its DDL: of processes starting together on one store, the
        // first applies it and the others' batches fail on its key (README, "A networked libSQL
        // server"; processes.test.ts).
        await store.batch([
          {
            sql: 'INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)',
            args: [migration.version, migration.name, new Date().toISOString()],
          },
          ...migration.sql,
        ]);
      } catch (error) {
        if (await this.recorded(migration.version)) continue;
        throw error;
      }
      applied.push(migration.version);
    }
    return applied;
  }

  private async recorded(version: number): Promise<boolean> {
    const { rows } = await this.store.execute({
      sql: 'SELECT 1 FROM schema_migrations WHERE version = ?',
      args: [version],
    });
    return rows.length > 0;
  }

  /**
   * One libSQL batch: one round trip and one transaction on any libSQL server, where an
   * interactive transaction would hold a connection across awaits.
   */
  async atomically(queries: Compilable[]): Promise<void> {
    if (queries.length === 0) return;
    await this.store.batch(
      queries.map((query) => {
        const { sql: text, parameters } = query.compile();
        return { sql: text, args: [...parameters] };
      }),
    );
  }

  /**
   * An interactive transaction on a connection of its own, its statements sent a few at a time:
   * one round trip each would slow a networked libSQL.
   */
  async atomicallyEach(queries: Statements): Promise<void> {
    const transaction = await this.client.transaction('write');
    const statements = statementsOf(queries);
    try {
      let waiting: InStatement[] = [];
      let sinceTurn = 0;
      let step = await statements.next();
      while (!step.done) {
        const compiled = step.value.compile();
        const statement = { sql: compiled.sql, args: compiled.parameters as InValue[] };
        let rows: StoreRow[] | undefined;
        if (reads(compiled)) {
          await transaction.batch(waiting);
          waiting = [];
          rows = (await transaction.execute(statement)).rows as unknown as StoreRow[];
        } else waiting.push(statement);
        if (waiting.length >= STATEMENTS_AT_ONCE) {
          await transaction.batch(waiting);
          waiting = [];
        }
        if (++sinceTurn >= STATEMENTS_AT_ONCE) {
          sinceTurn = 0;
          // A prepared statement's native memory goes back only when its finalizer runs, which
          // waits for the event loop: a transaction that never gave it a turn held every
          // statement's memory to the end (README, "Generated sizes").
          await new Promise((resolve) => setImmediate(resolve));
        }
        step = await statements.next(rows);
      }
      if (waiting.length > 0) await transaction.batch(waiting);
      await transaction.commit();
    } catch (error) {
      await statements.return?.();
      throw error;
    } finally {
      // Rolls back what a failed statement or iterable left open.
      transaction.close();
    }
  }

  sameText(column: string, value: string): Expression<SqlBool> {
    return sql<SqlBool>`${sql.ref(column)} = ${value} COLLATE NOCASE`;
  }

  containsText(column: string, text: string): Expression<SqlBool> {
    return sql<SqlBool>`${sql.ref(column)} LIKE ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;
  }

  jsonField<T = unknown>(column: string, path: string): Expression<T> {
    return sql<T>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${jsonPathOf(path)}`)})`;
  }

  jsonListHas(
    column: string,
    path: string,
    key: string,
    value: string | number,
  ): Expression<SqlBool> {
    return sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(json_extract(${sql.ref(column)}, ${`$.${path}`}))
      WHERE json_extract(value, ${`$.${key}`}) = ${value})`;
  }

  /** FTS5: ranked by `bm25`, the words marked by `highlight`. */
  async backupTo(file: string): Promise<void> {
    // VACUUM INTO writes a snapshot of one read transaction.
    await sql`VACUUM INTO ${file}`.execute(this);
  }

  /** Full-text tables go first: dropping one drops its shadow tables, which cannot go before it. */
  async dropEverything(): Promise<string[]> {
    const tables = (
      await sql<{
        name: string;
      }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
        ORDER BY sql LIKE 'CREATE VIRTUAL TABLE%' DESC`.execute(this)
    ).rows.map((row) => row.name);
    await this.store.batch([
      'PRAGMA foreign_keys = OFF',
      ...tables.map((name) => `DROP TABLE IF EXISTS "${name}"`),
    ]);
    return tables;
  }

  async close(): Promise<void> {
    if (this.counterStore) await (await this.counterStore).close();
    this.client.close();
  }
}

import { mkdirSync } from 'node:fs';
import { createClient, type Client, type InArgs, type InValue, type Row } from '@libsql/client';
import { LibsqlDialect } from '@libsql/kysely-libsql';
import { Kysely, sql, type Compilable, type Expression, type SqlBool } from 'kysely';
import type { Database } from './database';

/*
 * The store, and the one module that speaks SQLite (libSQL). Everything else reaches the data through
 * the typed Kysely instance (`Db`) and the helpers below, which say what they mean (compare text
 * whatever its case, read a JSON field, search the captions) rather than how SQLite spells it: a
 * PostgreSQL store supplies its own module with the same names. `all`/`one`/`run` stay for the
 * tests and scripts that inspect a store directly.
 */

/**
 * Versioned migrations: each runs once, in order, inside a transaction, and its version is
 * recorded in `schema_migrations`. Append new versions; never edit an applied one.
 */
export const migrations: Array<{ version: number; name: string; sql: string[] }> = [
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
];

export type Store = Client;

export function openStore(url: string, dataDir: string): Store {
  if (url.startsWith('file:')) mkdirSync(dataDir, { recursive: true });
  return createClient({ url, authToken: process.env.DATABASE_AUTH_TOKEN });
}

/** The typed query layer over a store: Kysely, plus the few writes that must land together. */
export class Db extends Kysely<Database> {
  constructor(readonly store: Store) {
    super({ dialect: new LibsqlDialect({ client: store }) });
  }

  /**
   * Runs the statements in order as one write: all of them or none. libSQL's batch is one round
   * trip and one transaction on any libSQL server, where an interactive transaction would hold a
   * connection across awaits.
   */
  async atomically(queries: Compilable[]): Promise<void> {
    if (queries.length === 0) return;
    await this.store.batch(
      queries.map((query) => {
        const { sql: text, parameters } = query.compile();
        return { sql: text, args: parameters as InValue[] };
      }),
      'write',
    );
  }
}

type Column = string;

/** `column` equals `value` whatever the case of either (e-mail addresses, organization names). */
export const sameText = (column: Column, value: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} = ${value} COLLATE NOCASE`;

/** `column` contains `text`, whatever its case. */
export const containsText = (column: Column, text: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} LIKE ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;

/** The value at `path` (dotted) of the JSON document in `column`. */
export const jsonField = <T = unknown>(column: Column, path: string): Expression<T> =>
  sql<T>`json_extract(${sql.ref(column)}, ${`$.${path}`})`;

/** The JSON array at `path` in `column` holds an object whose `key` is `value`. */
export const jsonListHas = (
  column: Column,
  path: string,
  key: string,
  value: string | number,
): Expression<SqlBool> =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(json_extract(${sql.ref(column)}, ${`$.${path}`}))
    WHERE json_extract(value, ${`$.${key}`}) = ${value})`;

/**
 * The words as one phrase query of the caption index, the last word a prefix. The words hold only
 * letters and digits, so nothing typed becomes query syntax.
 */
export const captionPhrase = (words: string[]): string => `"${words.join(' ')}" *`;

/** A moment of a caption track whose words match a search phrase (`captionSearch`). */
export interface CaptionHit {
  video_id: number;
  language: string;
  start_ms: number;
  file: string;
  /** The cue's text with the matched words between \u0002 and \u0003. */
  marked: string;
}

/**
 * The caption cues matching `phrase` (from `captionPhrase`),
 * best match first, in `language` where a video has captions in it and in the video's own language
 * where it does not.
 */
export async function captionSearch(
  db: Db,
  phrase: string,
  language: string,
  limit: number,
): Promise<CaptionHit[]> {
  const { rows } =
    await sql<CaptionHit>`SELECT caption_cues.video_id, caption_cues.language, start_ms, file,
        highlight(caption_cues, 0, char(2), char(3)) AS marked
      FROM caption_cues JOIN caption_tracks ON caption_tracks.video_id = caption_cues.video_id
        AND caption_tracks.language = caption_cues.language
      WHERE caption_cues MATCH ${phrase} AND (caption_tracks.language = ${language} OR (caption_tracks.position = 0
        AND NOT EXISTS (SELECT 1 FROM caption_tracks own
          WHERE own.video_id = caption_tracks.video_id AND own.language = ${language})))
      ORDER BY bm25(caption_cues), caption_cues.video_id, start_ms
      LIMIT ${limit}`.execute(db);
  return rows;
}

/** A consistent copy of the running store in a new file. */
export async function backupTo(db: Db, file: string): Promise<void> {
  // VACUUM INTO writes a snapshot of one read transaction.
  await sql`VACUUM INTO ${file}`.execute(db);
}

/**
 * Drops every table, so the next start migrates and seeds from scratch. Full-text tables go first:
 * dropping one drops its shadow tables, which cannot go before it.
 */
export async function dropEverything(db: Db): Promise<string[]> {
  const tables = (
    await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
      ORDER BY sql LIKE 'CREATE VIRTUAL TABLE%' DESC`.execute(db)
  ).rows.map((row) => row.name);
  await db.store.batch(
    ['PRAGMA foreign_keys = OFF', ...tables.map((name) => `DROP TABLE IF EXISTS "${name}"`)],
    'write',
  );
  return tables;
}

export async function migrate(store: Store): Promise<number[]> {
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
    await store.batch(
      [
        ...migration.sql,
        {
          sql: 'INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)',
          args: [migration.version, migration.name, new Date().toISOString()],
        },
      ],
      'write',
    );
    applied.push(migration.version);
  }
  return applied;
}

export async function all(store: Store, sql: string, args: InArgs = []): Promise<Row[]> {
  return (await store.execute({ sql, args })).rows;
}

export async function one(store: Store, sql: string, args: InArgs = []): Promise<Row | undefined> {
  return (await store.execute({ sql, args })).rows[0];
}

export async function run(
  store: Store,
  sql: string,
  args: InArgs = [],
): Promise<{ changes: number; lastId: number }> {
  const result = await store.execute({ sql, args });
  return { changes: result.rowsAffected, lastId: Number(result.lastInsertRowid ?? 0) };
}

/** The typed layer over `store`, for the few callers (tests, scripts) that hold only the client. */
export const asDb = (store: Store | Db): Db => (store instanceof Db ? store : new Db(store));

export async function getMeta(store: Store | Db, key: string): Promise<string | undefined> {
  const row = await asDb(store)
    .selectFrom('meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? String(row.value) : undefined;
}

export async function setMeta(store: Store | Db, key: string, value: string): Promise<void> {
  await asDb(store)
    .insertInto('meta')
    .values({ key, value })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}

export const json = <T>(value: unknown): T => JSON.parse(String(value)) as T;

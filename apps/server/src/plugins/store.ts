import { mkdirSync } from 'node:fs';
import { createClient, type Client, type InArgs, type Row } from '@libsql/client';

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

export async function getMeta(store: Store, key: string): Promise<string | undefined> {
  const row = await one(store, 'SELECT value FROM meta WHERE key = ?', [key]);
  return row ? String(row.value) : undefined;
}

export async function setMeta(store: Store, key: string, value: string): Promise<void> {
  await run(
    store,
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    [key, value],
  );
}

export const json = <T>(value: unknown): T => JSON.parse(String(value)) as T;

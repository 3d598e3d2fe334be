import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { buildServer } from './app';
import { loadConfig } from './config';
import { indexCaptions, readCues } from './domain/search/captions';
import { currentSigningKey, ensureSigningKey } from './domain/certificates/keys';
import { loadSecret } from './services/auth';
import { all, migrations, openDb } from './services/store';
import { seed } from './seed';
import { freshDatabase, onPostgres, type TestDatabase } from './test/database';
import { bearer, login } from './test/harness';

const root = resolve(__dirname, '..');

describe('persistent store', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'campus-store-test-'));
    database = await freshDatabase();
  });
  afterEach(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    buildServer(
      loadConfig(root, {
        ...(database && { DATABASE_URL: database.url }),
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        PORT: '0',
        PRINT_MAIL: '0',
      }),
    );

  it('keeps accounts and progress across a restart and seeds only once', async () => {
    const first = await start();
    expect(first.services.db.dialectName).toBe(onPostgres() ? 'postgres' : 'sqlite');
    const token = await login(first, 'member@campus.test');
    await first.inject({
      method: 'PUT',
      url: '/wp-json/wp/v2/lesson/2001/position',
      payload: { position: 2, duration: 4 },
      headers: bearer(token),
    });
    const versions = (
      await all(first.services.store, 'SELECT version FROM schema_migrations ORDER BY version')
    ).map((r) => Number(r.version));
    expect(versions).toEqual(migrations.map((m) => m.version));
    await first.close();

    const second = await start();
    try {
      // The token survives too: the signing secret is kept in the store.
      const position = await second.inject({
        method: 'GET',
        url: '/wp-json/wp/v2/lesson/2001/position',
        headers: bearer(token),
      });
      expect(position.json()).toMatchObject({ position: 2, duration: 4 });
      const users = await all(second.services.store, 'SELECT COUNT(*) AS n FROM users');
      expect(Number(users[0]!.n)).toBe(6);
    } finally {
      await second.close();
    }
  });

  /** The test's store, migrated, closed after `check`. */
  const withStore = async (check: (db: ReturnType<typeof openDb>) => Promise<void>) => {
    const db = openDb(database?.url ?? `file:${join(dataDir, 'campus.db')}`, dataDir);
    try {
      await db.migrate();
      await check(db);
    } finally {
      await db.close();
    }
  };

  it('writes the rate limits without waiting for the disk, and everything else synced', () =>
    withStore(async (db) => {
      const counters = await db.counters();
      expect(await db.counters()).toBe(counters);
      if (onPostgres()) {
        const setting = async (each: typeof db) =>
          (await all(each.store, 'SHOW synchronous_commit'))[0]!.synchronous_commit;
        // The tests' PostgreSQL syncs nothing (postgres-setup.mjs): the counters' own setting shows.
        expect(await setting(counters)).toBe('off');
        expect(counters).not.toBe(db);
      } else {
        // 1 is NORMAL, 2 FULL.
        const setting = async (each: typeof db) =>
          Number((await all(each.store, 'PRAGMA synchronous'))[0]!.synchronous);
        expect(await setting(counters)).toBe(1);
        expect(await setting(db)).toBe(2);
      }
      await counters
        .insertInto('rate_limits')
        .values({ key: 'k', count: 1, window_start: 0 })
        .execute();
      expect(await all(db.store, 'SELECT count FROM rate_limits')).toEqual([{ count: 1 }]);
    }));

  it('finds the resources playing a video through an index, and logs a file store ahead', () =>
    withStore(async (db) => {
      const query = db
        .selectFrom('resources')
        .selectAll()
        .where(db.jsonField('data', 'video_id'), '=', 508)
        .compile();
      if (onPostgres()) {
        // A table this small is read whole whatever it holds: the plan is asked for without that.
        const plan = await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL enable_seqscan = off`.execute(trx);
          return (
            await trx.executeQuery(
              sql`EXPLAIN ${sql.raw(query.sql.replace(/\$1/, "'508'"))}`.compile(trx),
            )
          ).rows;
        });
        expect(JSON.stringify(plan)).toMatch(/resources_video/);
      } else {
        const plan = await all(db.store, `EXPLAIN QUERY PLAN ${query.sql}`, [508]);
        expect(plan.map((row) => String(row.detail)).join('\n')).toMatch(
          /USING INDEX resources_video/,
        );
        expect((await all(db.store, 'PRAGMA journal_mode'))[0]).toMatchObject({
          journal_mode: 'wal',
        });
      }
    }));

  it('does the first start once when three instances start it together on an empty store', async () => {
    const url = database?.url ?? `file:${join(dataDir, 'campus.db')}`;
    const dbs = [1, 2, 3].map(() => openDb(url, dataDir));
    const [db] = dbs as [(typeof dbs)[number]];
    const count = async (sql: string) => Number((await all(db.store, sql))[0]!.n);
    try {
      const applied = (await Promise.all(dbs.map((each) => each.migrate()))).flat();
      expect(applied.sort((a, b) => a - b)).toEqual(migrations.map((m) => m.version));
      const seeded = await Promise.all(dbs.map((each) => seed(each, async () => 'not checked')));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(await count('SELECT COUNT(*) AS n FROM users')).toBe(6);

      await Promise.all(dbs.map((each) => indexCaptions(each, resolve(root, 'media'))));
      const tracks = await all(db.store, 'SELECT file FROM caption_tracks');
      const cues = await Promise.all(
        tracks.map(
          async (track) =>
            (await readCues(readFileSync(resolve(root, 'media', String(track.file)), 'utf8')))
              .length,
        ),
      );
      expect(tracks.length).toBeGreaterThan(0);
      expect(await count('SELECT COUNT(*) AS n FROM caption_cues')).toBe(
        cues.reduce((sum, n) => sum + n, 0),
      );

      const secrets = await Promise.all(dbs.map(loadSecret));
      expect(new Set(secrets.map((secret) => Buffer.from(secret).toString('hex'))).size).toBe(1);

      // One certificate signing key between them, which each signs with.
      await Promise.all(dbs.map(ensureSigningKey));
      expect(await count('SELECT COUNT(*) AS n FROM signing_keys')).toBe(1);
      const kids = await Promise.all(dbs.map(async (each) => (await currentSigningKey(each)).kid));
      expect(new Set(kids).size).toBe(1);
    } finally {
      await Promise.all(dbs.map((each) => each.close()));
    }
  });

  it('answers 503 for pages while the web app is not built, and keeps the API up', async () => {
    const server = await start();
    try {
      const page = await server.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(503);
      expect(
        (await server.inject({ method: 'GET', url: '/wp-json/wp/v2/appStatus' })).statusCode,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});

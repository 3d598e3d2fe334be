import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from './app';
import { loadConfig } from './config';
import { all, migrations } from './plugins/store';
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

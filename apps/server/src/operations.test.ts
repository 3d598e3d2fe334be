import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { loggedUrl } from './conventions/operations';
import { DEMO_PASSWORD } from './seed';
import { onPostgres } from './test/database';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (app = server.app) =>
  app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { user_email: 'member@campus.test', password: DEMO_PASSWORD, options: {} },
  });

/**
 * The store fails every statement with `code` until the returned function puts it back: the libSQL
 * client's calls, or the PostgreSQL pool's.
 */
function storeFailing(code: string): () => void {
  const { db } = server.app.services;
  const client = (db as unknown as { client?: Record<string, unknown> }).client;
  const pool = (db as unknown as { pool?: Record<string, unknown> }).pool;
  const patched: Array<readonly [Record<string, unknown>, string]> = [
    ...(client ? (['execute', 'batch'] as const).map((name) => [client, name] as const) : []),
    ...(pool ? (['connect', 'query'] as const).map((name) => [pool, name] as const) : []),
  ];
  const failure = () => Promise.reject(Object.assign(new Error(`${code}: injected`), { code }));
  const saved = patched.map(([target, name]) => target[name]);
  for (const [target, name] of patched) target[name] = failure;
  return () => patched.forEach(([target, name], at) => (target[name] = saved[at]));
}

describe('health', () => {
  it('is alive, and ready once the store answers with every migration applied', async () => {
    const alive = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the store cannot be reached, and ready again once it can', async () => {
    const restore = storeFailing('ECONNREFUSED');
    try {
      const answer = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      restore();
    }
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('leaves the balancer while it drains: not ready, every answer closes its connection', async () => {
    const leaving = await startTestServer();
    try {
      const drained = leaving.app.drain(300);
      const ready = await leaving.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      const read = await leaving.app.inject({ method: 'GET', url: '/wp-json/wp/v2/product' });
      expect(read.statusCode).toBe(200);
      expect(read.headers.connection).toBe('close');
      await drained;
      await expect(leaving.app.inject({ method: 'GET', url: '/healthz' })).rejects.toThrow();
    } finally {
      // Closing again after the drain removes its store (a folder, or a PostgreSQL database).
      await leaving.close();
    }
  });
});

describe('a store that fails', () => {
  it.each(['SQLITE_FULL', 'SQLITE_BUSY', 'ECONNREFUSED'])(
    '%s: WordPress-style 503 with Retry-After, and the server works again after',
    async (code) => {
      const restore = storeFailing(code);
      try {
        const answer = await signIn();
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({
          code: 'rest_store_unavailable',
          message: 'The site cannot reach its data right now. Please try again in a moment.',
          data: { status: 503 },
        });
        expect(answer.headers['retry-after']).toBe('5');
      } finally {
        restore();
      }
      expect((await signIn()).statusCode).toBe(200);
    },
  );
});

describe('requests', () => {
  it('carry an id: a proxy’s own when it looks like one, a new one otherwise', async () => {
    const kept = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-1234' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234');
    const made = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are logged without the secrets an address can carry', () => {
    for (const url of [
      '/wp-json/wp/v2/lesson/2001/position?token=eyJhbGciOi.secret.sig',
      '/wp-json/wp/v2/user/recoverpwd/verify?key=SECRETKEY&login=member%40campus.test',
      '/wp-json/campus/v1/media/SIGNEDTOKEN/Guide.pdf',
      '/user/verify/SECRETCODE',
    ]) {
      expect(loggedUrl(url)).not.toMatch(/secret|SECRET|SIGNED|member%40/);
      expect(loggedUrl(url)).toContain('[redacted]');
    }
  });
});

describe('metrics', () => {
  it('are off by default', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.body).not.toContain('campus_http_requests_total');
  });

  it('count requests, hashing and store failures when switched on', async () => {
    const measured = await startTestServer({ metrics: true });
    try {
      await signIn(measured.app);
      const text = (await measured.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).toMatch(
        /campus_http_requests_total\{method="POST",route="\/wp-json\/jwt-auth\/v1\/token",status="200"\} 1/,
      );
      expect(text).toContain('campus_http_request_duration_seconds_bucket');
      expect(text).toMatch(/campus_password_hashes_waiting \d/);
      expect(text).toMatch(/campus_store_errors_total 0/);
    } finally {
      await measured.close();
    }
  });
});

// A PostgreSQL store is backed up with pg_dump (README, "Operations").
(onPostgres() ? describe.skip : describe)('backup', () => {
  it('copies the running store into a new file, and never overwrites one', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'campus-backup-'));
    const file = join(folder, 'copy.db');
    const backup = () =>
      spawnSync(process.execPath, [resolve(__dirname, '../dist/backup.js'), file], {
        env: { ...process.env, DATABASE_URL: server.app.services.config.databaseUrl },
        encoding: 'utf8',
      });
    try {
      expect((await signIn()).statusCode).toBe(200);
      const first = backup();
      expect(first.status).toBe(0);
      const copy = createClient({ url: `file:${file}` });
      const { rows } = await copy.execute('SELECT COUNT(*) AS n FROM users');
      expect(Number(rows[0]!.n)).toBe(6);
      copy.close();
      const again = backup();
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('never overwrites');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

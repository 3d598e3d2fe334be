import { randomBytes } from 'node:crypto';
import pg from 'pg';

/*
 * The store the suites run on: libSQL files by default; with `CAMPUS_TEST_DATABASE=postgres`
 * (`pnpm test:postgres`), a fresh database per test server on the PostgreSQL that
 * `postgres-setup.mjs` started, named by `CAMPUS_TEST_POSTGRES_URL`.
 */
export const onPostgres = (): boolean => process.env.CAMPUS_TEST_DATABASE === 'postgres';

export interface TestDatabase {
  /** `DATABASE_URL` for the server. */
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.CAMPUS_TEST_POSTGRES_URL;
  if (!url)
    throw new Error('CAMPUS_TEST_POSTGRES_URL is not set: run the suites with pnpm test:postgres');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the test PostgreSQL, or none when the suites run on libSQL. */
export async function freshDatabase(): Promise<TestDatabase | undefined> {
  if (!onPostgres()) return undefined;
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.CAMPUS_TEST_POSTGRES_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

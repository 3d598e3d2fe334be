// jest globalSetup for suites outside the server: one pool per run, in the runner's process.
// It loads the built pool, since the runner cannot compile the server's ESM-only dependencies.
import { startServerPool } from '../../dist/testing/pool.js';

export default async function setup() {
  const pool = await startServerPool();
  process.env.CAMPUS_TEST_POOL = pool.url;
  globalThis.__campusServerPool = pool;
}

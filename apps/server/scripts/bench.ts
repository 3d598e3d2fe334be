import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/app';
import { loadConfig, packageRootOf } from '../src/config';

// Load test of the hot read paths (search and lessons) against a fresh seeded store.
const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-'));
const app = await buildServer(
  loadConfig(packageRootOf(import.meta.url), { ...process.env, DATA_DIR: dataDir, PORT: '0' }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: 50,
  duration: Number(process.env.BENCH_SECONDS ?? 10),
  // One returning visitor: the free-view rule reads its history instead of recording a new visitor per call.
  headers: { cookie: 'campus_visitor=00000000-0000-4000-8000-000000000000' },
  requests: [
    { method: 'GET', path: '/wp-json/wp/v2/search?search=leader&offset=0&per_page=20' },
    { method: 'GET', path: '/wp-json/wp/v2/lesson?popular=1&type=video&per_page=3&offset=0' },
    { method: 'GET', path: '/wp-json/wp/v2/lesson/welcome-basics-1' },
    { method: 'GET', path: '/wp-json/wp/v2/search?search=poster&offset=0&per_page=20' },
  ],
});

await app.close();
rmSync(dataDir, { recursive: true, force: true });
const errors = result.errors + result.timeouts + result.non2xx;
console.log(
  `requests/s: ${Math.round(result.requests.average)} (avg), p99 latency: ${result.latency.p99} ms, errors: ${errors}`,
);
process.exitCode = errors > 0 ? 1 : 0;

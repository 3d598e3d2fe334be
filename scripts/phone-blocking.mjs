// Which tasks make a page's blocking time on the phone the Lighthouse budgets simulate: the page
// loaded in Chromium as `pnpm lighthouse` loads it, audited as a phone at a fixed CPU slowdown, then
// audited again with each main-thread task of 4 ms or more shrunk to nothing in turn; the difference
// is what that task added. Prints each load's TBT, first paint and time to interactive, then each
// task: when it started, its thread time, what it added and what ran in it. Needs `pnpm build`.
//
//   node scripts/phone-blocking.mjs /user/signup 4
//   PHONE_SLOWDOWN=9.6 node scripts/phone-blocking.mjs http://localhost:8080/ 3
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { leaveScriptTextOutOfTraces, withoutWaitingForTheCore } from './phone-trace.mjs';
import { startReferenceServer, waitFor } from './reference-server.mjs';
import { mainThreadOf } from './startup-trace.mjs';

const [page = '/user/signon', loadCount = '3'] = process.argv.slice(2);
const slowdown = Number(process.env.PHONE_SLOWDOWN ?? 8.8);
const debugPort = Number(process.env.PHONE_BLOCKING_PORT ?? 9341);
const appPort = debugPort + 1;
const SHOWN_TASK_US = 4000;

leaveScriptTextOutOfTraces();
const profile = mkdtempSync(join(tmpdir(), 'phone-blocking-'));
const chrome = spawn(
  process.env.CHROME_PATH ?? '/usr/bin/chromium',
  [
    '--headless=new',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    'about:blank',
  ],
  { stdio: 'ignore', detached: true },
);
const server = page.startsWith('http') ? null : await startReferenceServer({ port: appPort });
const url = server ? `${server.url}${page}` : page;
const flags = { port: debugPort, logLevel: 'error', onlyCategories: ['performance'] };

async function blockingTime(artifacts) {
  const { resolvedConfig } = await initializeConfig('navigation', undefined, {
    ...flags,
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  const { lhr } = await Runner.audit(
    { ...artifacts, settings: resolvedConfig.settings },
    { resolvedConfig, computedCache: new Map() },
  );
  const value = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    tti: value('interactive'),
  };
}

const within = (task, e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur;

try {
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);
  for (let load = 0; load < Number(loadCount); load++) {
    const { artifacts } = await navigationGather(undefined, url, { flags });
    const events = artifacts.Trace.traceEvents;
    withoutWaitingForTheCore(events);
    const whole = await blockingTime({ ...artifacts, Trace: structuredClone(artifacts.Trace) });
    console.log(
      `load ${load + 1}: TBT ${whole.tbt} ms, first paint ${whole.fcp} ms, interactive ${whole.tti} ms (×${slowdown})`,
    );
    const main = mainThreadOf(events, new URL(url).origin);
    const onMain = (e) => `${e.pid}:${e.tid}` === main && e.ph === 'X';
    const start =
      events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? 0;
    const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.dur >= SHOWN_TASK_US);
    for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
      const trace = structuredClone(artifacts.Trace);
      const copy = trace.traceEvents[events.indexOf(task)];
      for (const e of trace.traceEvents) {
        if (!onMain(e) || !within(copy, e)) continue;
        e.ts = copy.ts + (e.ts - copy.ts) * 0.01;
        e.dur *= 0.01;
      }
      const without = await blockingTime({ ...artifacts, Trace: trace });
      const inside = events
        .filter((e) => onMain(e) && e !== task && within(task, e) && e.dur > 800)
        .slice(0, 4)
        .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`)
        .join('; ');
      console.log(
        `  ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(1).padStart(5)} ms  adds ${String(whole.tbt - without.tbt).padStart(4)}  ${inside}`,
      );
    }
  }
} finally {
  await server?.stop();
  process.kill(-chrome.pid, 'SIGTERM');
  rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
}

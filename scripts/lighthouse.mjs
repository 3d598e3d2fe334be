// Lighthouse budgets for the built app served by the reference server: a phone (Lighthouse's
// default: mid-range device, slow 4G, 4x CPU slowdown, simulated) and a desktop run of the pages
// a visitor meets first. Each page is measured several times and judged by its median scores and
// metrics, since one run varies by a few points. Fails when a median is under its floor or over its
// ceiling. Needs `pnpm build` and Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startReferenceServer, waitFor } from './reference-server.mjs';

// Floors and ceilings sit a few points from what a busy two-core machine measures (phone: 87-97
// performance, TBT 130-420 ms as the neighbours vary; desktop: 99-100), so a regression fails while a
// noisy neighbour does not. Sign-on and the course library arrive prerendered, their largest
// paint in the HTML (1.9-2.0 s on the phone; the aim is 2.0 s on a quiet machine); search's results
// still wait for the script (2.8 s).
const BUDGETS = {
  phone: {
    floors: { performance: 0.88, accessibility: 1, 'best-practices': 0.95 },
    ceilings: { 'largest-contentful-paint': 3500, 'total-blocking-time': 300 },
    // The two first screens the app prerenders are held closer (CI: 98-99, 1.9 s, 60-105 ms).
    pageFloors: {
      '/user/signon': { performance: 0.94 },
      '/course-library': { performance: 0.94 },
    },
    pageCeilings: {
      '/user/signon': { 'largest-contentful-paint': 2300, 'total-blocking-time': 200 },
      '/course-library': { 'largest-contentful-paint': 2300, 'total-blocking-time': 200 },
    },
  },
  // Scores 100 with room to spare on every run: one run each.
  desktop: {
    floors: { performance: 0.95, accessibility: 1, 'best-practices': 0.95 },
    ceilings: { 'largest-contentful-paint': 1200, 'total-blocking-time': 150 },
    runs: 1,
  },
};
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? '/user/signon,/course-library,/search?q=prayer'
).split(',');
const METRIC_NAMES = { 'largest-contentful-paint': 'LCP', 'total-blocking-time': 'TBT' };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const appPort = 4188;
const debugPort = 9233;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const profileDir = mkdtempSync(join(tmpdir(), 'campus-lighthouse-profile-'));
const children = [];
let server;
// Chromium's helper processes outlive its main one and keep writing to the profile, so the whole
// process group is ended; a profile left behind in the temporary folder only earns a warning.
const stop = async () => {
  await server?.stop();
  await Promise.all(
    children.map((child) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => {
            child.once('exit', resolve);
            process.kill(-child.pid, 'SIGTERM');
          })
        : undefined,
    ),
  );
  try {
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`Left the browser profile ${profileDir}: ${error.message}`);
  }
};

try {
  children.push(
    spawn(
      chrome,
      [
        '--headless=new',
        `--remote-debugging-port=${debugPort}`,
        `--user-data-dir=${profileDir}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        'about:blank',
      ],
      { stdio: 'ignore', detached: true },
    ),
  );
  server = await startReferenceServer({ port: appPort });
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  let failed = false;
  for (const [device, config] of [
    ['phone', undefined],
    ['desktop', desktopConfig],
  ]) {
    const { floors, runs: deviceRuns = RUNS } = BUDGETS[device];
    for (const page of PAGES) {
      const pageFloors = { ...floors, ...BUDGETS[device].pageFloors?.[page] };
      const ceilings = { ...BUDGETS[device].ceilings, ...BUDGETS[device].pageCeilings?.[page] };
      const runs = [];
      for (let run = 0, retried = false; run < deviceRuns; run += 1) {
        const { lhr } = await lighthouse(
          `http://localhost:${appPort}${page}`,
          {
            port: debugPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: Object.keys(floors),
          },
          config,
        );
        // A run Lighthouse itself could not finish (its runtimeError: the page never painted in
        // its time, the protocol timed out) measured nothing: it is run again, once per page.
        if (lhr.runtimeError && !retried) {
          console.log(`    ${device} ${page}: ${lhr.runtimeError.code}, run again`);
          retried = true;
          run -= 1;
          continue;
        }
        runs.push(lhr);
      }
      const parts = [];
      const misses = [];
      for (const [id, floor] of Object.entries(pageFloors)) {
        const score = median(runs.map((lhr) => lhr.categories[id]?.score ?? 0));
        parts.push(`${id} ${Math.round(score * 100)}`);
        if (score < floor) misses.push(`${id} under ${floor * 100}`);
      }
      for (const [id, ceiling] of Object.entries(ceilings)) {
        const value = median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Infinity));
        parts.push(`${METRIC_NAMES[id]} ${Math.round(value)} ms`);
        if (value > ceiling) misses.push(`${id} over ${ceiling} ms`);
      }
      console.log(`${device.padEnd(7)} ${page.padEnd(20)} ${parts.join(', ')}`);
      if (misses.length > 0) {
        failed = true;
        console.log(`    median of ${deviceRuns}: ${misses.join('; ')}`);
        for (const lhr of runs.filter((one) => one.runtimeError)) {
          console.log(`    a run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        }
        const worst = runs.toSorted(
          (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
        )[0];
        for (const audit of Object.values(worst.audits)) {
          if (
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative'
          ) {
            console.log(`    ${audit.id}: ${audit.displayValue ?? audit.score}`);
          }
        }
      }
    }
  }
  await stop();
  process.exit(failed ? 1 : 0);
} catch (error) {
  await stop();
  throw error;
}

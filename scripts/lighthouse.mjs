// Lighthouse budgets for the built app served by the reference server: a phone (Lighthouse's
// default mid-range device on slow 4G, simulated, with the CPU slowdown calibrated to this host) and
// a desktop run of the pages a visitor meets first. Each page is measured several times and judged by
// its median scores and metrics, since one run varies by a few points. Fails when a median is under
// its floor or over its ceiling. Needs `pnpm build` and Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { Runner } from 'lighthouse/core/runner.js';
import { phoneCpuSlowdown } from './phone-cpu.mjs';
import { REFERENCE_TIMES, serveReferencePage } from './reference-page.mjs';
import { leaveScriptTextOutOfTraces, withoutWaitingForTheCore } from './phone-trace.mjs';
import { startReferenceServer, waitFor } from './reference-server.mjs';

// Phone figures (medians of three, two runs) on two busy cores, every run calibrated to the host's
// speed over the session and its tasks counted in thread time (below): sign-on 99-100 (LCP 1.2 s,
// TBT 75-98 ms), sign-up 99-100 (1.2 s, 91-114 ms), password recovery 99-100 (1.2 s, 46-111 ms),
// the course library 99 (0.8-0.9 s, 103-134 ms), the guest page 100 (0.7 s, 37-69 ms), search 100
// (1.0-1.1 s, 51-67 ms), a video lesson 98 (0.8-0.9 s, 152-153 ms; 100, 0.8 s, 61-62 ms since its
// screen is not drawn again as the lesson is taken up); no layout shift; desktop 100.
// Every public page, the video lesson included, arrives prerendered, its largest paint in the HTML
// (the guest page's a paragraph, the others' an image) and the app asked for once it is painted
// (apps/web README, "First screens from the HTML").
const VIDEO_LESSON = '/training/module-welcome/listening-in-practice-1';
// Judged as a member's route, as the route budget judges it; every other page is a visitor's.
const MEMBER_PAGES = new Set([VIDEO_LESSON]);
const BUDGETS = {
  phone: {
    floors: { performance: 0.95, accessibility: 1, 'best-practices': 0.95 },
    ceilings: {
      'largest-contentful-paint': 2000,
      // Or the reference page's multiple, where that is more (`blockingCeiling`).
      'total-blocking-time': 150,
      'cumulative-layout-shift': 0.02,
    },
  },
  // Scores 98-100 on every run: one run each (three when it misses: below).
  desktop: {
    floors: { performance: 0.95, accessibility: 1, 'best-practices': 0.95 },
    ceilings: {
      'largest-contentful-paint': 1200,
      'total-blocking-time': 150,
      'cumulative-layout-shift': 0.02,
    },
    runs: 1,
  },
};
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ??
  `/user/signon,/user/signup,/user/recover-password,/course-library,/guest,/search?q=prayer,${VIDEO_LESSON}`
).split(',');
const METRICS = {
  'largest-contentful-paint': { name: 'LCP', unit: ' ms', digits: 0 },
  'total-blocking-time': { name: 'TBT', unit: ' ms', digits: 0 },
  'cumulative-layout-shift': { name: 'CLS', unit: '', digits: 3 },
};
// `LIGHTHOUSE_SLOWDOWN=3` makes the phone that much slower again than the calibrated one: the
// floors must hold on a host a third as fast as the one measured (README, "Lighthouse budgets").
const EXTRA_SLOWDOWN = Number(process.env.LIGHTHOUSE_SLOWDOWN ?? 1);
// A folder to keep every run's whole report in, as JSON, for reading what a figure is made of.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// A median of nothing passes every floor: the run count is a whole number, and CI takes three.
if (!Number.isInteger(RUNS) || RUNS < 1 || (process.env.CI && RUNS < 3)) {
  throw new Error(
    `LIGHTHOUSE_RUNS is ${process.env.LIGHTHOUSE_RUNS}: at least 1 run per page, 3 on CI.`,
  );
}

// `LIGHTHOUSE_TRACE_SOURCES=1` keeps the scripts' text in the trace, to compare.
if (!process.env.LIGHTHOUSE_TRACE_SOURCES) leaveScriptTextOutOfTraces();

/**
 * Loads the page once, unthrottled: simulated throttling only models the slow device afterwards,
 * from the trace, so the artifacts can be audited as a phone later.
 */
async function gather(url, flags, config) {
  const { artifacts } = await navigationGather(undefined, url, { flags, config });
  withoutWaitingForTheCore(artifacts.Trace.traceEvents);
  return artifacts;
}

/**
 * Audits gathered artifacts, as a phone with `cpuSlowdownMultiplier` when one is given. Lighthouse
 * refuses to audit with settings other than the gathered ones, so the artifacts take the phone's
 * throttling, which the unthrottled load never used.
 */
async function audit(artifacts, flags, config, cpuSlowdownMultiplier) {
  const { resolvedConfig } = await initializeConfig('navigation', config, {
    ...flags,
    ...(cpuSlowdownMultiplier && { throttling: { cpuSlowdownMultiplier } }),
  });
  artifacts.settings = resolvedConfig.settings;
  const result = await Runner.audit(artifacts, { resolvedConfig, computedCache: new Map() });
  return result.lhr;
}

/** `use` run on a new page of the browser on `debugPort`, which stays open afterwards. */
async function onNewPage(debugPort, use) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const result = await use(page);
    await page.close();
    return result;
  } finally {
    // A browser connected to over CDP is only disconnected from, not closed.
    await browser.close();
  }
}

/** `count` measures of the host's benchmark index, on one blank page of the same browser. */
const benchmarkIndexes = (debugPort, count) =>
  onNewPage(debugPort, async (page) => {
    const indexes = [];
    for (let measure = 0; measure < count; measure += 1) {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return indexes;
  });

/** The heading the reference page draws at `url`, and its rules, as this browser drew them. */
const drawnOnce = (debugPort, url) =>
  onNewPage(debugPort, async (page) => {
    await page.goto(url);
    await page.getByRole('heading', { name: 'Reference' }).waitFor();
    return page.evaluate(() => ({
      html: document.getElementById('root').innerHTML,
      styles: [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join(''),
    }));
  });

/**
 * The host's speed for the whole session: every benchmark measure taken (a few at the start, then
 * one before and one after each phone load), and their median. On hosts of this kind one measure
 * swings from 1,050 to 1,900 from one minute to the next while the page's own work does not move
 * (fourteen search loads: 289-394 ms of main-thread CPU whatever the index around them), so a
 * phone calibrated to each run's own measures was a different phone from run to run, and its TBT
 * followed the benchmark rather than the page (README: "Lighthouse budgets").
 */
const hostMeasures = [];
const hostIndex = () => median(hostMeasures);

/**
 * The phone's blocking time is judged against the reference page's (`scripts/reference-page.mjs`:
 * the stack drawing one heading, prerendered and served as a route is), loaded just before every
 * phone load of a route and audited as the same phone. On hosts of this kind the browser's own
 * start of a page (committing the navigation, the first parse, layout and paint) counts about ten
 * times its length on the phone: a page with no script read a median of 83 ms and the reference
 * 86 ms, more than half the 150 ms ceiling, on a host where the fast host's figures were three times
 * theirs. So a page may block the phone for 150 ms, or for `REFERENCE_TIMES` times the reference's
 * median over the session where that is more: the same multiples its start-up CPU is held to
 * (README, "Lighthouse budgets").
 */
const referenceBlocking = [];
const blockingCeiling = (page, ceiling) =>
  referenceBlocking.length === 0
    ? ceiling
    : Math.max(ceiling, REFERENCE_TIMES[audienceOf(page)] * median(referenceBlocking));
const audienceOf = (page) => (MEMBER_PAGES.has(page) ? 'member' : 'public');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The medians of `runs` against the floors and ceilings: what to print, and what they miss. */
function judge(runs, floors, ceilings) {
  const parts = [];
  const misses = [];
  for (const [id, floor] of Object.entries(floors)) {
    const score = median(runs.map((lhr) => lhr.categories[id]?.score ?? 0));
    parts.push(`${id} ${Math.round(score * 100)}`);
    if (score < floor) misses.push(`${id} under ${floor * 100}`);
  }
  for (const [id, ceiling] of Object.entries(ceilings)) {
    const values = runs.map((lhr) => lhr.audits[id]?.numericValue ?? Infinity);
    const value = median(values);
    const { name, unit, digits } = METRICS[id];
    const each =
      values.length > 1 ? ` (${values.map((one) => one.toFixed(digits)).join('/')})` : '';
    parts.push(`${name} ${value.toFixed(digits)}${unit}${each}`);
    if (value > ceiling) misses.push(`${id} over ${ceiling}${unit}`);
  }
  return { parts, misses };
}

// Measures of the host before the first load, so the first page's runs are not calibrated to one.
const STARTING_MEASURES = 7;
// A phone load around which the host measured under this share of its session speed is made again.
const BUSY_HOST = 0.7;
const MAX_RELOADS = 2;
const appPort = 4188;
const referencePort = 4187;
const debugPort = 9233;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const profileDir = mkdtempSync(join(tmpdir(), 'campus-lighthouse-profile-'));
const children = [];
let server;
let referencePage;
// Chromium's helper processes outlive its main one and keep writing to the profile, so the whole
// process group is ended; a profile left behind in the temporary folder only earns a warning.
const stop = async () => {
  await server?.stop();
  await referencePage?.close();
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
  // The browser is part of what is measured: named, so two machines' figures can be compared
  // (apps/web README, "Lighthouse budgets").
  const { Browser } = await (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json();
  console.log(`Lighthouse in ${Browser}`);
  hostMeasures.push(...(await benchmarkIndexes(debugPort, STARTING_MEASURES)));
  referencePage = await serveReferencePage({
    port: referencePort,
    appHeaders: (await fetch(`${server.url}/user/signon`)).headers,
    draw: (url) => drawnOnce(debugPort, url),
  });

  let failed = false;
  for (const [device, config] of [
    ['phone', undefined],
    ['desktop', desktopConfig],
  ]) {
    const { floors, ceilings, runs: deviceRuns = RUNS } = BUDGETS[device];
    for (const page of PAGES) {
      const flags = { port: debugPort, logLevel: 'error', onlyCategories: Object.keys(floors) };
      const url = `http://localhost:${appPort}${page}`;
      const phone = device === 'phone';
      const runs = [];
      const loads = [];
      let retried = false;
      let reloaded = 0;
      let wanted = deviceRuns;
      let verdict;
      const judged = () =>
        judge(runs, floors, {
          ...ceilings,
          ...(phone && {
            'total-blocking-time': blockingCeiling(page, ceilings['total-blocking-time']),
          }),
        });
      while (runs.length < wanted) {
        if (phone) {
          // The reference just before the route, as the same phone: the host's moment for both.
          const reference = await gather(referencePage.url, flags, config);
          hostMeasures.push(reference.BenchmarkIndex);
          const lhr = await audit(
            reference,
            flags,
            config,
            EXTRA_SLOWDOWN * phoneCpuSlowdown(hostIndex()),
          );
          if (!lhr.runtimeError)
            referenceBlocking.push(lhr.audits['total-blocking-time'].numericValue);
        }
        const artifacts = await gather(url, flags, config);
        if (phone) {
          const around = [artifacts.BenchmarkIndex, ...(await benchmarkIndexes(debugPort, 1))];
          hostMeasures.push(...around);
          loads.push(around.map(Math.round).join('-'));
          // Another tenant of the host took its cores during this load: sign-on's TBT read 213 ms
          // in a CI run whose measures around two of its loads fell from 2,700 to 1,700 (46-110 ms
          // otherwise). Such a load is made again, twice at most per page, and said so.
          const slowest = Math.min(...around);
          if (slowest < BUSY_HOST * hostIndex() && reloaded < MAX_RELOADS) {
            console.log(
              `    ${device} ${page}: the host measured ${Math.round(slowest)} around this load against ${Math.round(hostIndex())}, load again`,
            );
            reloaded += 1;
            continue;
          }
        }
        const lhr = await audit(
          artifacts,
          flags,
          config,
          phone && EXTRA_SLOWDOWN * phoneCpuSlowdown(hostIndex()),
        );
        // A run Lighthouse itself could not finish (its runtimeError: the page never painted in
        // its time, the protocol timed out) measured nothing: it is run again, once per page.
        if (lhr.runtimeError && !retried) {
          console.log(`    ${device} ${page}: ${lhr.runtimeError.code}, run again`);
          retried = true;
          continue;
        }
        runs.push(lhr);
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          const name = `${device}${page.replace(/[^a-z0-9]+/gi, '-')}${runs.length}.json`;
          writeFileSync(join(REPORTS, name), JSON.stringify(lhr));
          // The trace the phone was simulated from, its tasks in thread time: what a task is made of.
          writeFileSync(
            join(REPORTS, name.replace(/\.json$/, '.trace.json')),
            JSON.stringify(artifacts.Trace),
          );
        }
        if (runs.length < wanted) continue;
        verdict = judged();
        // One load's blocking time turns on whether a task of the page's start-up lasts a little
        // under or a little over what a phone's slowdown makes 50 ms, and on tasks that fall just
        // before or just after the first paint: sign-on's TBT read 46-213 ms, the course library's
        // 76-280 ms and search's 57-228 ms over loads of the same build on the same host, so two
        // high loads of three decided a median now and then. A page whose median misses is loaded
        // more times, once, and judged by the median of all its loads: a page truly over its
        // ceiling is over it in most of them.
        if (verdict.misses.length > 0 && wanted === deviceRuns) {
          // Twice as many and one: still an odd count, whose median is one of the loads.
          wanted = 2 * deviceRuns + 1;
          console.log(
            `    ${device} ${page}: ${verdict.misses.join('; ')} in the median of ${runs.length}, ${wanted - runs.length} more loads`,
          );
        }
      }
      const { parts, misses } = verdict;
      // The host's speed and the phone it made: what makes one machine's figures comparable with
      // another's.
      const slowdowns = runs.map((lhr) =>
        lhr.configSettings.throttling.cpuSlowdownMultiplier.toFixed(1),
      );
      if (phone) {
        const ceiling = blockingCeiling(page, ceilings['total-blocking-time']);
        parts.push(
          `TBT ceiling ${Math.round(ceiling)} ms (the reference's median ${Math.round(median(referenceBlocking))} ms of ${referenceBlocking.length} loads, × ${REFERENCE_TIMES[audienceOf(page)]} for a ${audienceOf(page)} page, at least ${ceilings['total-blocking-time']})`,
        );
      }
      parts.push(
        phone
          ? `host index ${Math.round(hostIndex())} of ${hostMeasures.length} measures, ${loads.join('/')} around these loads (CPU ×${slowdowns.join('/')})`
          : `benchmark index ${runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join('/')}`,
      );
      console.log(`${device.padEnd(7)} ${page.padEnd(20)} ${parts.join(', ')}`);
      if (misses.length > 0) {
        failed = true;
        console.log(`    median of ${runs.length}: ${misses.join('; ')}`);
        for (const lhr of runs.filter((one) => one.runtimeError)) {
          console.log(`    a run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        }
        const worst = runs.toSorted(
          (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
        )[0];
        // What moved: a layout shift is only fixed once its element is known.
        for (const lhr of runs) {
          for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
            if (item.score > 0.001)
              console.log(
                `    layout shift ${item.score.toFixed(3)}: ${item.node?.selector ?? '?'}`,
              );
          }
        }
        for (const result of Object.values(worst.audits)) {
          if (
            result.score !== null &&
            result.score < 0.9 &&
            result.scoreDisplayMode !== 'informative'
          ) {
            console.log(`    ${result.id}: ${result.displayValue ?? result.score}`);
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

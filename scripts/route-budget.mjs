// The JavaScript a first visit to each route downloads, measured as a visitor meets it: the built
// app served by the reference server, each route opened in a fresh Chromium (empty cache), every
// script response's transferred body summed (compressed as the server sends it: brotli, gzip for
// browsers without it) until the network is idle. Member routes start signed in (token and profile in storage, as a remembered login leaves
// them), so they count the route's own code and not the sign-on page's.
// Fails when a route goes over its budget. Needs `pnpm build` and Debian's Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startReferenceServer } from './reference-server.mjs';

/** The app's aim, held on every route: at most 150 KB of script for a first visit. */
const BUDGET_KB = 150;
const MEMBER = { email: 'member@campus.test', password: 'Campus!2026' };
const MODULE_ID = 3000;

const appPort = Number(process.env.ROUTE_BUDGET_PORT ?? 4189);
const base = `http://localhost:${appPort}`;

async function json(path, init) {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/**
 * Start-up must come in short tasks a phone can afford (#root renders in a transition, main.tsx
 * yields between its steps and runs React DOM's code apart from the first script's), so a tap is
 * answered while the app boots. Measured in main-thread CPU time from a Chrome trace, unthrottled,
 * from navigation until the network is idle: a task's clock time on two shared cores also counts the
 * time other processes held them (the same task measured 70 ms in one run and 190 ms in another), its
 * CPU time barely moves. A public route may spend 200 ms in all, a member's route (the video lesson
 * included) 300 ms, and no task may take over 50 ms. A route over either is loaded again, up to three
 * loads in all, and keeps its least: a collection or a compilation cache's miss stretches one load,
 * never the page's own work.
 */
const STARTUP_MS = { public: 200, member: 300 };
const LONGEST_TASK_MS = 50;
const STARTUP_LOADS = 3;

/**
 * The main thread's work in a trace of one page load: its CPU time in all, and its longest task.
 * The main thread is the thread that compiled and called the app's own scripts: Chromium's own
 * interface runs scripts in a renderer too (its omnibox popup, at times more of them than the page),
 * and a choice by script count alone measured that renderer on about one load in three.
 */
function startupWork(events) {
  const scripted = new Map();
  for (const event of events) {
    if (!['v8.compileModule', 'FunctionCall', 'EvaluateScript'].includes(event.name)) continue;
    const url = event.args?.data?.url ?? event.args?.url ?? '';
    if (!url.startsWith(base)) continue;
    const thread = `${event.pid}:${event.tid}`;
    scripted.set(thread, (scripted.get(thread) ?? 0) + 1);
  }
  const [main] = [...scripted].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (main === undefined) return { cpu: null, longestTask: null };
  let cpu = 0;
  let longest = 0;
  for (const event of events) {
    if (event.name !== 'ThreadControllerImpl::RunTask' || event.ph !== 'X') continue;
    if (`${event.pid}:${event.tid}` !== main) continue;
    const ms = (event.tdur ?? 0) / 1000;
    cpu += ms;
    longest = Math.max(longest, ms);
  }
  return { cpu: Math.round(cpu), longestTask: Math.round(longest) };
}

/**
 * Gzipped script bytes the route downloads, how many script requests it makes, the route it
 * landed on with its heading, and the main thread's start-up work.
 */
async function measure(path, storage) {
  // A browser of its own per route: contexts of one browser were seen sharing cached scripts.
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ storageState: storage, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'v8.execute'] },
    transferMode: 'ReportEvents',
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.request());
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // What was measured must be the route asked for, drawn by the app: a guard that bounced to
  // sign-on, or a page whose script never ran, would otherwise pass on someone else's bytes.
  const landed = new URL(page.url());
  const heading = await page
    .getByRole('heading', { level: 1 })
    .first()
    .textContent({ timeout: 10_000 })
    .catch(() => null);
  let bytes = 0;
  for (const request of scripts) {
    const size = (await request.sizes()).responseBodySize;
    bytes += size;
    if (process.env.ROUTE_BUDGET_DETAIL)
      console.log(
        `    ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(request.url()).pathname}`,
      );
  }
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await traced;
  const { cpu, longestTask } = startupWork(events);
  await browser.close();
  return {
    bytes,
    requests: scripts.length,
    cpu,
    longestTask,
    landed: `${landed.pathname}${landed.search}`,
    heading: heading?.trim() || null,
  };
}

/**
 * A video lesson fetches video.js on the member's intent, so the press that plays it also waits for
 * it: milliseconds from the press (pointer down) to the video playing, in a fresh browser, for a
 * tap with no hover before it or after the pointer rested `hoverMs` on the button, as a mouse does,
 * and the script bytes that came with it.
 */
async function pressToPlay(path, storage, { hoverMs = 0 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ storageState: storage, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.request());
    });
    const standIn = page.getByRole('button', { name: 'Play Video' });
    const played = page.evaluate(
      () =>
        new Promise((resolve) => {
          let pressed = 0;
          addEventListener('pointerdown', () => (pressed = performance.now()), { capture: true });
          const check = () => {
            const video = document.querySelector('video');
            if (pressed && video && !video.paused && video.readyState >= 3) {
              resolve(Math.round(performance.now() - pressed));
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    if (hoverMs > 0) {
      await standIn.hover();
      await page.waitForTimeout(hoverMs);
    }
    // A finger's tap lasts about a tenth of a second: the player may arrive while it is down. The
    // press lands where the button is at that moment, as a finger's does.
    await standIn.click({ delay: 120 });
    const ms = await Promise.race([
      played,
      new Promise((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
    // What the page shows when it did not play, to tell a lost press from a video that cannot.
    const seen =
      ms === null
        ? await page.evaluate(() => {
            const player = document.querySelector('[data-state]');
            const video = document.querySelector('video');
            return `player ${player?.getAttribute('data-state')}, ${
              video
                ? `video ${video.paused ? 'paused' : 'playing'} at ${video.currentTime.toFixed(1)} s, readyState ${video.readyState}`
                : 'no video'
            }`;
          })
        : '';
    let bytes = 0;
    for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
    return { ms, kb: bytes / 1024, seen };
  } finally {
    await browser.close();
  }
}

// Dev routes for the verification mail's code alone: the verification screen is measured on a
// real code, as a new member opens it.
const server = await startReferenceServer({ port: appPort, env: { CAMPUS_DEV_ROUTES: '1' } });
let failed = false;
try {
  const { token, profile } = await json('/wp-json/jwt-auth/v1/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: MEMBER.email, password: MEMBER.password, options: {} }),
  });
  const module = await json(`/wp-json/wp/v2/playlist/${MODULE_ID}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const article = module.lessons.find((lesson) => lesson.type === 'article');
  const video = module.lessons.find((lesson) => lesson.type === 'video');
  const [category] = await json('/wp-json/rtnetwork/v1/training_category', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [categoryLesson] = await json(
    `/wp-json/wp/v2/lesson?category=${encodeURIComponent(category.slug)}&per_page=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const newcomer = `route-budget-${Date.now()}@campus.test`;
  await json('/wp-json/wp/v2/user/account/request', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: {
        first_name: 'Route',
        last_name: 'Budget',
        email: newcomer,
        password: MEMBER.password,
        confirmPassword: MEMBER.password,
        agreedToTerms: true,
      },
    }),
  });
  const [mail] = await json(`/wp-json/campus-dev/v1/outbox?to=${encodeURIComponent(newcomer)}`);
  const verifyPath = new URL(mail.links[0], base).pathname;
  const visitor = {
    cookies: [],
    origins: [{ origin: base, localStorage: [{ name: 'cookies_agreed', value: '1' }] }],
  };
  const member = {
    cookies: [{ name: 'remember_me', value: '1', url: base }],
    origins: [
      {
        origin: base,
        localStorage: [
          { name: 'cookies_agreed', value: '1' },
          { name: 'token', value: token },
          { name: 'profile', value: JSON.stringify(profile) },
        ],
      },
    ],
  };
  const routes = [
    ['/user/signon', visitor],
    ['/user/signup', visitor],
    ['/user/recover-password', visitor],
    ['/course-library', visitor],
    ['/search?q=video', visitor],
    ['/dashboard', member],
    ['/courses', member],
    ['/training', member],
    [`/training/${module.slug}`, member],
    [`/training/${module.slug}/${article.slug}`, member],
    [`/training/${module.slug}/${video.slug}`, member],
    [`/training/article/${article.slug}`, member],
    [`/training/category/${category.slug}/lesson/${categoryLesson.slug}`, member],
    ['/user/profile', member],
    ['/resources', member],
    ['/guest', visitor],
    ['/courses/new/step/1', member],
    ['/courses/run/foundations', member],
    [`/training/category/${category.slug}`, member],
    [verifyPath, visitor],
    ['/error', visitor],
    ['/no-such-page', visitor],
  ];

  console.log(`${'route'.padEnd(52)} JS (sent)  scripts  budget  start-up CPU  longest task`);
  // `ROUTE_BUDGET_ONLY=/user/profile` measures one route of the list; `/user/verify/`, ending in
  // a slash, the routes under it (the verification code is new on every run).
  const only = process.env.ROUTE_BUDGET_ONLY;
  const measured = only
    ? routes.filter(([path]) => path === only || (only.endsWith('/') && path.startsWith(only)))
    : routes;
  if (measured.length === 0) {
    throw new Error(
      `${only} is not among the routes measured: ${routes.map(([path]) => path).join(', ')}`,
    );
  }
  for (const [path, storage] of measured) {
    const first = await measure(path, storage);
    const { bytes, requests, landed, heading } = first;
    const kb = bytes / 1024;
    const over = kb > BUDGET_KB;
    const wrong = [
      landed !== path && `landed on ${landed}`,
      heading === null && 'no heading',
      requests === 0 && 'no script',
    ].filter(Boolean);
    const audience = storage === member ? 'member' : 'public';
    let { cpu, longestTask } = first;
    const tooSlow = () =>
      cpu === null || cpu > STARTUP_MS[audience] || longestTask > LONGEST_TASK_MS;
    for (let load = 1; load < STARTUP_LOADS && tooSlow(); load++) {
      const again = await measure(path, storage);
      cpu = Math.min(cpu ?? Infinity, again.cpu ?? Infinity);
      longestTask = Math.min(longestTask ?? Infinity, again.longestTask ?? Infinity);
    }
    const slow = tooSlow();
    failed ||= over || slow || wrong.length > 0;
    console.log(
      `${path.padEnd(52)} ${kb.toFixed(1).padStart(7)} KB ${String(requests).padStart(8)}  ${`${BUDGET_KB} KB`.padEnd(6)}  ${`${cpu} ms`.padStart(12)}  ${`${longestTask} ms`.padStart(12)}${over ? '  OVER' : ''}${slow ? `  SLOW START (${STARTUP_MS[audience]} ms, tasks ${LONGEST_TASK_MS} ms)` : ''}${wrong.length ? `  WRONG: ${wrong.join(', ')}` : ''}`,
    );
  }
  if (!only || only === `/training/${module.slug}/${video.slug}`) {
    const lesson = `/training/${module.slug}/${video.slug}`;
    const tap = await pressToPlay(lesson, member);
    const mouse = await pressToPlay(lesson, member, { hoverMs: 300 });
    failed ||= tap.ms === null || mouse.ms === null;
    const ms = ({ ms, seen }) => (ms === null ? `NOT PLAYING after 15 s (${seen})` : `${ms} ms`);
    console.log(
      `video lesson: press to playing ${ms(tap)} for a tap, ${ms(mouse)} after 300 ms of hover;` +
        ` video.js fetched on intent: ${tap.kb.toFixed(1)} KB`,
    );
  }
  // A member's page registers the app's service worker 5 s after it is idle (apps/web README,
  // "Offline"): no route's first screen waits for that code, so it is listed here, not in a route.
  const assets = join('apps', 'web', 'dist', 'assets');
  const worker = readdirSync(assets).filter((name) =>
    /^(serviceWorkerInBrowser|protocol)-[\w-]+\.js$/.test(name),
  );
  const workerKb =
    worker.reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name))).length, 0) / 1024;
  console.log(
    `service worker registration, 5 s after a member's page is idle: ${workerKb.toFixed(1)} KB ` +
      `(${worker.join(', ')})`,
  );
  console.log(
    `start-up (main-thread CPU, unthrottled): at most ${STARTUP_MS.public} ms on a public route, ` +
      `${STARTUP_MS.member} ms on a member's, no task over ${LONGEST_TASK_MS} ms`,
  );
} finally {
  await server.stop();
}
if (failed) process.exit(1);

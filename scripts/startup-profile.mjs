// Where a route's start-up time goes: the built app served by the reference server, one route
// loaded in a fresh Chromium as `pnpm size` loads it (signed in for a member's route), with a trace
// and a sampled JavaScript profile. Prints the main thread's CPU by kind of work (script
// compilation and evaluation, style, layout, paint, parsing), the longest tasks with what ran in
// them, and the functions and files that took the most samples. Needs `pnpm build` and Chromium.
//
//   node scripts/startup-profile.mjs /user/signon
//   node scripts/startup-profile.mjs /training --member
//   CPU_SLOWDOWN=3 node scripts/startup-profile.mjs /course-library
//   node scripts/startup-profile.mjs /guest --phone      (a phone's window and user agent)
//   TASKS=3 node scripts/startup-profile.mjs /guest      (every task over 3 ms, with what ran in it)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { startReferenceServer } from './reference-server.mjs';
import { mainThreadOf, memberState, visitorState } from './startup-trace.mjs';

const [path = '/user/signon', ...flags] = process.argv.slice(2);
const asMember = flags.includes('--member');
// Lighthouse's phone: the server sends the phone's prerendered screen to it.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
const asPhone = flags.includes('--phone');
const TASKS_OVER_MS = Number(process.env.TASKS ?? 0);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 1);
const port = Number(process.env.STARTUP_PROFILE_PORT ?? 4191);
const base = `http://localhost:${port}`;
const MEMBER = { email: 'member@campus.test', password: 'Campus!2026' };

/** The app's built scripts' source maps, read once each. */
const maps = new Map();
function mapOf(pathname) {
  if (!maps.has(pathname)) {
    let map = null;
    try {
      map = new TraceMap(readFileSync(join('apps', 'web', 'dist', `${pathname}.map`), 'utf8'));
    } catch {
      // a page's inline script, or a browser function: no map
    }
    maps.set(pathname, map);
  }
  return maps.get(pathname);
}

/** A sampled frame's place in the sources: the module (folder under node_modules) and line. */
function original({ url, functionName, lineNumber, columnNumber }) {
  const pathname = url.startsWith(base) ? new URL(url).pathname : '';
  const map = pathname.startsWith('/assets/') ? mapOf(pathname) : null;
  const name = functionName || '(anonymous)';
  if (!map) return { file: pathname || functionName, name };
  const place = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!place.source) return { file: pathname, name };
  const source = place.source.replace(/^(\.\.\/)+/, '');
  const inPackage = source.match(
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/,
  );
  const file = inPackage ? `${inPackage[1]}/${inPackage[2]}` : source;
  return { file: `${file}:${place.line}`, name: place.name ?? name };
}

const server = await startReferenceServer({ port });
try {
  let storageState = visitorState(base);
  if (asMember) {
    const response = await fetch(`${base}/wp-json/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_email: MEMBER.email, password: MEMBER.password, options: {} }),
    });
    storageState = memberState(base, await response.json());
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ storageState, ...(asPhone && PHONE) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-devtools.timeline',
        'blink',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop');
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await traced;
  await browser.close();

  const main = mainThreadOf(events, base);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X');
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0);
  const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0);
  console.log(
    `${path}${asMember ? ' (member)' : ''}${asPhone ? ' (phone)' : ''}${slowdown > 1 ? ` at ${slowdown}x` : ''}`,
  );
  console.log(
    `  main thread: ${cpu.toFixed(1)} ms CPU, ${wall.toFixed(1)} ms on the clock, ${tasks.length} tasks`,
  );

  // Self time of the trace's kinds of work: each event's thread time less its children's.
  const kinds = new Map();
  const interesting = new Set([
    'ParseHTML',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'UpdateLayer',
    'Commit',
    'HitTest',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'V8.GCScavenger',
    'V8.GCFinalizeMC',
    'ParseAuthorStyleSheet',
    'ScheduleStyleRecalculation',
    'RunMicrotasks',
    'v8.run',
    'TimerFire',
    'EventDispatch',
    'FireAnimationFrame',
    'ResourceReceivedData',
    'ResourceFinish',
    'ResourceReceiveResponse',
    'ResourceSendRequest',
    'Decode Image',
    'ImageDecodeTask',
  ]);
  const spans = onMain
    .filter((e) => e.ph === 'X' && typeof e.tdur === 'number' && interesting.has(e.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const event of spans) {
    while (stack.length && stack[stack.length - 1].end <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const item = { event, end: event.ts + event.dur, self: event.tdur };
    if (parent) parent.self -= event.tdur;
    stack.push(item);
    item.key = event.name;
    kinds.set(item, true);
  }
  const byKind = new Map();
  for (const item of kinds.keys())
    byKind.set(item.key, (byKind.get(item.key) ?? 0) + item.self / 1000);
  const sorted = [...byKind].sort((a, b) => b[1] - a[1]);
  const named = sorted.reduce((sum, [, ms]) => sum + ms, 0);
  console.log('  by kind of work (self CPU):');
  for (const [name, ms] of sorted)
    if (ms >= 0.5) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  console.log(`    ${(cpu - named).toFixed(1).padStart(7)} ms  (in tasks, under no named event)`);

  /** The named work inside `task` that took over a millisecond of CPU. */
  const workIn = (task) =>
    onMain
      .filter(
        (e) =>
          e.ph === 'X' &&
          e !== task &&
          e.ts >= task.ts &&
          e.ts < task.ts + task.dur &&
          interesting.has(e.name) &&
          (e.tdur ?? 0) > 1000,
      )
      .map((e) => {
        const url = e.args?.data?.url ?? e.args?.url ?? e.args?.fileName ?? '';
        return `${e.name}${url ? ` ${url.replace(base, '')}` : ''} ${(e.tdur / 1000).toFixed(1)}`;
      })
      .slice(0, 6);
  console.log('  longest tasks:');
  for (const task of [...tasks].sort((a, b) => b.tdur - a.tdur).slice(0, 8)) {
    console.log(
      `    ${(task.tdur / 1000).toFixed(1).padStart(6)} ms at ${((task.ts - tasks[0].ts) / 1000).toFixed(0).padStart(5)} ms  ${workIn(task).join('; ')}`,
    );
  }

  // The sampled profile: self time per function and per file.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const span = (profile.endTime - profile.startTime) / 1000;
  const perSample = span / total;
  const byFunction = new Map();
  const byFile = new Map();
  for (const [id, count] of selfSamples) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    const { file, name } = original(callFrame);
    const fn = `${name} ${file}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + count);
    const module = file.replace(/:\d+$/, '');
    byFile.set(module, (byFile.get(module) ?? 0) + count);
  }
  // Time in each function and what it called (each sample counted once per function on its stack).
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inclusive = new Map();
  let program = 0;
  let idle = 0;
  for (const [id, count] of selfSamples) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') idle += count;
    if (callFrame.functionName === '(program)') program += count;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const frame = nodes.get(at).callFrame;
      if (!frame.url) continue;
      const { file, name } = original(frame);
      const key = `${name} ${file}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + count);
    }
  }
  if (TASKS_OVER_MS > 0) {
    // Each sample's time, on the trace's clock, and the app's own frame nearest its top.
    const sampleTimes = [];
    let at = profile.startTime;
    for (const delta of profile.timeDeltas) sampleTimes.push((at += delta));
    const ownFrame = (id) => {
      let outside;
      for (let node = id; node !== undefined; node = parentOf.get(node)) {
        const { callFrame } = nodes.get(node);
        if (!callFrame.url) continue;
        const { file, name } = original(callFrame);
        if (file.startsWith('src/') || file.startsWith('packages/')) return `${name} ${file}`;
        outside ??= `${name} ${file}`;
      }
      return outside ?? nodes.get(id).callFrame.functionName;
    };
    console.log(
      `  tasks over ${TASKS_OVER_MS} ms, in order, with the frames that took them (sampled):`,
    );
    for (const task of tasks) {
      if ((task.tdur ?? 0) < TASKS_OVER_MS * 1000) continue;
      const counts = new Map();
      profile.samples.forEach((id, index) => {
        const time = sampleTimes[index];
        if (time < task.ts || time > task.ts + task.dur) return;
        const name = nodes.get(id).callFrame.functionName;
        if (name === '(idle)') return;
        const key = name === '(program)' || name === '(garbage collector)' ? name : ownFrame(id);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
      const top = [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([key, count]) => `${key} ${(count * perSample).toFixed(1)}`)
        .concat(workIn(task));
      console.log(
        `    ${(task.tdur / 1000).toFixed(1).padStart(6)} ms at ${((task.ts - tasks[0].ts) / 1000).toFixed(0).padStart(5)} ms  ${top.join('; ')}`,
      );
    }
  }
  console.log(
    `  sampled: ${(total * perSample).toFixed(0)} ms, idle ${(idle * perSample).toFixed(0)} ms, the browser's own work ("program") ${(program * perSample).toFixed(0)} ms`,
  );
  console.log('  JavaScript time with callees, by function (sampled):');
  for (const [fn, count] of [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 60)))
    console.log(`    ${(count * perSample).toFixed(1).padStart(7)} ms  ${fn}`);
  console.log('  JavaScript self time by file (sampled):');
  for (const [file, count] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    ${(count * perSample).toFixed(1).padStart(7)} ms  ${file}`);
  console.log('  JavaScript self time by function (sampled):');
  for (const [fn, count] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`    ${(count * perSample).toFixed(1).padStart(7)} ms  ${fn}`);
} finally {
  await server.stop();
}

import { loadavg } from 'node:os';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ReferenceServer } from '../scripts/reference-server.mjs';
import { expectNoAxeViolations } from './axe';

// A section of 2,000 results, loaded by infinite scroll 20 at a time, on a reference server of its
// own that seeds its bulk archive (`CAMPUS_DEMO_BULK_RESOURCES`, apps/server README).

const RESULTS = 2000;
const PAGE = 20;
/**
 * A section whose search found more than this many results (`WHOLE_LIST_LIMIT` in the app) is drawn
 * by the rows near the viewport from its first page on; a smaller one whole.
 */
const WHOLE_LIST_LIMIT = 100;
/** The whole page's elements, shell and filters included: far fewer than one card per result. */
const MAX_ELEMENTS = 2000;
/** What the browser calls a long task, and the most a task may keep the main thread busy. */
const LONG_TASK_MS = 50;

let server: ReferenceServer;

test.beforeAll(async () => {
  const { startReferenceServer } = await import('../scripts/reference-server.mjs');
  server = await startReferenceServer({
    port: Number(process.env.E2E_APP_PORT ?? 4173) + 70 + test.info().parallelIndex,
    env: { CAMPUS_DEMO_BULK_RESOURCES: String(RESULTS) },
  });
});
test.afterAll(() => server?.stop());

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
});

/** Opens the archive's search results on the series tab (in English or Hebrew). */
async function openArchive(page: Page, lang?: string) {
  await page.goto(`${server.url}/search?q=archive${lang ? `&lang=${lang}` : ''}`);
  await page.getByRole('tab', { name: /^(Series Material|חומרי הסדרה)$/ }).click();
  // Found by its attribute, as the cards below are while scrolling: a role query computes the role
  // of every element in the page, on the page's own thread, in the tasks the scrolling test counts.
  const panel = page.locator('[role="tabpanel"]');
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  return panel;
}

/** How many results have loaded: the list's own size, which every card states. */
const loadedCount = async (panel: Locator) =>
  Number(await panel.locator('li[aria-setsize]').first().getAttribute('aria-setsize'));

/**
 * Scrolls down a page of results at a time until at least `count` have loaded: with the wheel, or
 * on a phone (whose emulation takes no wheel) straight to the end, as a fling would.
 */
async function scrollUntilLoaded(page: Page, panel: Locator, count: number, each?: () => unknown) {
  const touch = test.info().project.use.isMobile === true;
  const box = await panel.boundingBox();
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, 300);
  const scroll = () =>
    touch
      ? page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      : page.mouse.wheel(0, 4000);
  let loaded = await loadedCount(panel);
  while (loaded < count) {
    const before = loaded;
    await scroll();
    // Scrolled again while the page has not come: a scroll can end before the last page rendered.
    await expect
      .poll(
        async () => {
          const now = await loadedCount(panel);
          if (now === before) await scroll();
          return now;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(before);
    loaded = await loadedCount(panel);
    await each?.();
  }
  return loaded;
}

/** The positions (`aria-posinset`) of the cards in the page, in document order. */
const positions = (panel: Locator) =>
  panel
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))));

/** The position of the card holding keyboard focus, or 0. */
const focusedPosition = (page: Page) =>
  page.evaluate(() =>
    Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset') ?? 0),
  );

interface Task {
  wall: number;
  cpu: number;
}

/**
 * The renderer main thread's tasks in a Chromium trace of the `toplevel` category, in ms: how long
 * each took and how much of it the thread actually ran. On two shared cores a task can wait for a
 * core long enough to pass 50 ms on the clock; its CPU time says what the page itself cost.
 */
function mainThreadTasks(trace: Buffer): Task[] {
  interface TraceEvent {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  }
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, Task[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'ThreadControllerImpl::RunTask' || !mains.has(thread))
      continue;
    const tasks = byThread.get(thread) ?? [];
    tasks.push({ wall: (event.dur ?? 0) / 1000, cpu: (event.tdur ?? 0) / 1000 });
    byThread.set(thread, tasks);
  }
  // The page's renderer is the busy one; others (the blank start page) barely ran.
  return [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

test('scrolling through 2,000 results holds no long task and keeps the page small', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, at the desktop size');
  test.setTimeout(300_000);
  // From the first script on, so nothing the page does escapes it; only the scroll phase counts.
  await page.addInitScript(() => {
    const tasks: Array<{ start: number; duration: number }> = [];
    Object.assign(window, { campusLongTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const panel = await openArchive(page);
  // The page's own start (its scripts, the first search, the first cards) is not scrolling.
  const scrollStart = await page.evaluate(() => performance.now());
  await browser.startTracing(page, { categories: ['toplevel'] });

  let elements = 0;
  const loaded = await scrollUntilLoaded(page, panel, RESULTS, async () => {
    elements = Math.max(elements, await page.evaluate(() => document.querySelectorAll('*').length));
  });

  const tasks = mainThreadTasks(await browser.stopTracing());
  const longTasks = await page.evaluate(
    (since) =>
      (
        window as unknown as { campusLongTasks: Array<{ start: number; duration: number }> }
      ).campusLongTasks
        .filter((task) => task.start >= since)
        .map((task) => Math.round(task.duration)),
    scrollStart,
  );
  const busiest = Math.max(0, ...tasks.map((task) => task.cpu));
  const cards = await panel.getByRole('listitem').count();
  console.log(
    [
      `${loaded} results in ${loaded / PAGE} pages: ${longTasks.length} long tasks`,
      longTasks.length ? ` (${longTasks.map((ms) => `${ms} ms`).join(', ')})` : '',
      `; the busiest task ran ${busiest.toFixed(1)} ms on the main thread`,
      `; at most ${elements} elements in the page, ${cards} cards at the end`,
      ` (load average ${loadavg()[0]!.toFixed(1)})`,
    ].join(''),
  );

  expect(loaded).toBe(RESULTS);
  await expect(panel.getByText(`Showing ${RESULTS} of ${RESULTS}`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // A long task counts against the page when its own work passed 50 ms; one that only waited for a
  // core shared with other work (its CPU time well under) is the machine's, and is listed above.
  expect(
    tasks.filter((task) => task.cpu > LONG_TASK_MS),
    'tasks that kept the main thread busy over 50 ms',
  ).toEqual([]);
  expect(elements).toBeLessThan(MAX_ELEMENTS);
  expect(cards).toBeLessThan(WHOLE_LIST_LIMIT);
});

test('a long list keeps every card in its place for assistive technology and the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const panel = await openArchive(page);
  const loaded = await scrollUntilLoaded(page, panel, 10 * PAGE);

  // Only the rows near the viewport are in the page, in order, each card saying where it sits…
  const deep = await positions(panel);
  expect(deep.length).toBeLessThan(loaded);
  expect(deep[0]).toBeGreaterThan(1);
  expect(deep).toEqual(deep.map((_, index) => deep[0]! + index));
  // …and all of them the list's whole size: what has loaded, which the last scroll may still have
  // grown by a page since it was counted.
  const sizes = await panel
    .getByRole('listitem')
    .evaluateAll((items) => [...new Set(items.map((item) => item.getAttribute('aria-setsize')))]);
  expect(sizes).toHaveLength(1);
  expect(Number(sizes[0])).toBeGreaterThanOrEqual(loaded);
  await expectNoAxeViolations(page);

  // …and the first ones again back at the top, where Tab walks card by card past the rows that
  // were in the page when it started.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await positions(panel))[0]).toBe(1);
  const start = await positions(panel);
  const steps = start.length + 8;
  await panel.getByRole('listitem').first().getByRole('button').focus();
  for (let position = 2; position <= steps + 1; position++) {
    await page.keyboard.press('Tab');
    expect(await focusedPosition(page)).toBe(position);
  }
  for (let position = steps; position >= steps - 4; position--) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedPosition(page)).toBe(position);
  }
  await expect(page.getByRole('listitem').filter({ has: page.locator(':focus') })).toBeInViewport();
});

test('Load more in a long list moves focus to the first new result, drawing only the rows near it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Without IntersectionObserver only the button loads, so each press is one page.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  const panel = await openArchive(page);
  const button = panel.getByRole('button', { name: 'Load more' });
  for (let loaded = PAGE; loaded <= WHOLE_LIST_LIMIT; loaded += PAGE) {
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText(`Showing ${loaded + PAGE} of ${RESULTS}`)).toBeVisible();
    expect(await focusedPosition(page)).toBe(loaded + 1);
    // The list is windowed from the start, so it never swaps a hundred drawn cards for a window.
    if (loaded + PAGE >= WHOLE_LIST_LIMIT)
      expect((await positions(panel)).length).toBeLessThan(loaded + PAGE);
  }
  await expect(page.locator(':focus')).toBeInViewport();
});

test('in Hebrew a long list runs right to left and stays windowed', async ({ page }) => {
  test.setTimeout(120_000);
  const panel = await openArchive(page, 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const loaded = await scrollUntilLoaded(page, panel, 8 * PAGE);
  const shown = await positions(panel);
  expect(shown.length).toBeLessThan(loaded);
  expect(shown[0]).toBeGreaterThan(1);
  // Where a row holds two cards, the earlier one is on the right.
  const [first, second] = await panel
    .getByRole('listitem')
    .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect()));
  if (first && second && first.top === second.top) expect(first.left).toBeGreaterThan(second.left);
  await expectNoAxeViolations(page);
});

import { expect, test, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { phoneCpuSlowdown } from '../scripts/phone-cpu.mjs';
import { createMember, signIn } from './session';

// What a member waits for after a press or a key, on a phone's CPU: each interaction's latency as
// the browser's Event Timing reports it (input to the next paint, the measure behind INP), with
// Chromium's CPU slowed to a mid-tier phone's once the page is up. A long task that blocks the page
// when the member acts shows here, and never in a first-visit budget. The slowdown is 4× on a host
// of Lighthouse's reference speed and calibrated to the host's speed over the run (the median of
// every measure taken before an attempt), as the Lighthouse budgets are (README, "Interaction
// latency").

/** The most an interaction may take to paint its answer ("good" INP is 200 ms or less). */
const LATENCY_MS = 200;

test.skip(
  ({ isMobile }) => isMobile || !process.env.E2E_LATENCY,
  'Measured alone by `pnpm test:browser` (E2E_LATENCY=1), on the desktop project: the CPU ' +
    'slowdown stands for the phone.',
);

declare global {
  interface Window {
    campusInteractions?: number[];
  }
}

/** Every benchmark index measured in this run; their median is the host's speed. */
const hostMeasures: number[] = [];
const STARTING_MEASURES = 5;

/**
 * Once the page has started (its network quiet and its main thread idle: start-up work has a
 * budget of its own), collects interaction latencies and slows the CPU from then on.
 */
async function slowDown(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
  );
  // One measure is not the host's speed: on shared cores it swung from 134 to 3,046 between two
  // attempts of one CI run, and an attempt calibrated to a high one while the host was busy made
  // a phone several times slower than the budget assumes.
  if (hostMeasures.length === 0) {
    for (let measure = 1; measure < STARTING_MEASURES; measure += 1) {
      hostMeasures.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
  }
  hostMeasures.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  const benchmarkIndex = median(hostMeasures);
  const slowdown = phoneCpuSlowdown(benchmarkIndex);
  // Without Event Timing no entry would come, and every latency would read as 0.
  expect(
    await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('event')),
    'the browser reports Event Timing',
  ).toBe(true);
  await page.evaluate(() => {
    window.campusInteractions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) window.campusInteractions!.push(entry.duration);
      }
      // 16 ms is the least the browser reports; a quicker answer is no entry at all.
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { benchmarkIndex, slowdown };
}

/**
 * The longest latency of the interactions `act` performs, once the browser has painted their
 * answers and reported them.
 */
async function latencyOf(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => (window.campusInteractions = []));
  await act();
  // Entries arrive after the paint that ends them: two frames and a moment, at the slowed CPU.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  return page.evaluate(() => Math.max(0, ...window.campusInteractions!));
}

const figures: Array<[string, number[], string]> = [];
test.afterAll(() => {
  if (figures.length === 0) return;
  console.log(
    `Interaction latency on a phone's CPU, median of ${ATTEMPTS} (at most ${LATENCY_MS} ms):\n` +
      figures
        .map(
          ([name, all, hosts]) =>
            `  ${name.padEnd(26)} ${median(all)} ms  (${all.join(', ')} ms; ${hosts})`,
        )
        .join('\n'),
  );
});

/** Each interaction is met afresh this many times, each on a newly opened page. */
const ATTEMPTS = 3;
const median = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

interface Interaction {
  name: string;
  /** Opens the page and returns once the control is there. */
  open(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

/**
 * Meets the interaction on a fresh page `ATTEMPTS` times and holds its median to the budget: on
 * shared cores one attempt can be slowed by another process.
 */
async function measure(page: Page, interaction: Interaction) {
  const all: number[] = [];
  const hosts: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    await interaction.open(page);
    const { benchmarkIndex, slowdown } = await slowDown(page);
    hosts.push(`host ${benchmarkIndex} → CPU ×${slowdown.toFixed(1)}`);
    all.push(Math.round(await latencyOf(page, () => interaction.act(page))));
    await page
      .context()
      .newCDPSession(page)
      .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }));
  }
  figures.push([interaction.name, all, hosts.join(', ')]);
  expect(median(all), `${interaction.name}: input to next paint`).toBeLessThanOrEqual(LATENCY_MS);
}

// One after another, alone: interactions measured side by side would slow each other down.
test.describe.configure({ mode: 'serial' });

const searchToggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });
const panelBox = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Search' })
    .getByRole('searchbox', { name: 'Search for' });

test('opening the search panel and typing a search', async ({ page }) => {
  const library = async () => {
    await page.goto('/course-library');
    await expect(searchToggle(page)).toBeEnabled();
  };
  await measure(page, {
    name: 'open the search panel',
    open: library,
    act: async () => {
      await searchToggle(page).click();
      await expect(panelBox(page)).toBeFocused();
    },
  });
  await measure(page, {
    name: 'type a search',
    open: async () => {
      await library();
      await searchToggle(page).click();
      await expect(panelBox(page)).toBeFocused();
    },
    act: async () => {
      await page.keyboard.type('leadership', { delay: 50 });
      await expect(panelBox(page)).toHaveValue('leadership');
    },
  });
});

test('opening the language menu', async ({ page }) => {
  // Choosing a language then loads the page anew in it (the address carries `lang`): a page load,
  // held by the route budget and Lighthouse, not an interaction on this page.
  const languages = page.getByRole('button', { name: /^Languages/ });
  await measure(page, {
    name: 'open the language menu',
    open: async () => {
      await page.goto('/course-library');
      await expect(languages).toBeEnabled();
    },
    act: async () => {
      await languages.click();
      await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
    },
  });
});

test('opening a module, the resource window and a video', async ({ page }) => {
  const { email } = await createMember(page);
  await signIn(page, email);
  const module = page.getByRole('link', { name: /First steps with Campus/ }).first();
  await measure(page, {
    name: 'open a module',
    open: async () => {
      await page.goto('/training');
      await expect(module).toBeVisible();
    },
    act: async () => {
      await module.click();
      await expect(page).toHaveURL(/\/training\/[^/]+$/);
    },
  });

  const card = page.getByRole('button', { name: /^Promo clip: Storytelling evening/ });
  await measure(page, {
    name: 'open the resource window',
    open: async () => {
      await page.goto('/resources');
      await expect(card).toBeVisible();
    },
    act: async () => {
      await card.click();
      await expect(
        page.getByRole('dialog', { name: 'Promo clip: Storytelling evening' }),
      ).toBeVisible();
    },
  });

  const response = await page.request.get('/wp-json/wp/v2/playlist/module-welcome');
  const { lessons } = (await response.json()) as { lessons: Array<{ slug: string; type: string }> };
  const video = lessons.find((lesson) => lesson.type === 'video')!;
  const play = page.getByRole('button', { name: 'Play Video' });
  await measure(page, {
    name: 'start a video',
    open: async () => {
      await page.goto(`/training/module-welcome/${video.slug}`);
      await expect(play).toBeVisible();
    },
    act: async () => {
      await play.click();
      await expect(page.locator('[data-state]').first()).toHaveAttribute(
        'data-state',
        /loading|ready|playing|finished/,
      );
    },
  });
});

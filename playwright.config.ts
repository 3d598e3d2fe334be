import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { journeyServer } from './e2e/journey-server';

const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
// A second server in front mode (apps/server README, "Front mode"), with the app server above as
// the WordPress it stands before.
const frontPort = Number(process.env.E2E_FRONT_PORT ?? 4175);
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 6007);
// A fresh store per run, so journeys start from the seeded demo content; workers inherit it.
process.env.CAMPUS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'campus-e2e-'));

/** Debian's Chromium with the flags this network needs (no background connections, no sandbox as root). */
export const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromiumSandbox: false,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

/**
 * The journeys a phone changes: the layouts and first screens (prerendered per kind of device),
 * the phone's menu and search page, touch, the player and the modal at phone size, axe on every
 * route as a phone lays it out, and one of each kind of fault. The other journeys drive the same
 * code through the same calls on every screen, so they run on the desktop only, which keeps the
 * browser tests within CI's time (apps/web README, "Tests").
 */
const phoneJourneys = [
  'a11y-routes',
  'accounts-forms-layout',
  'cards-layout',
  'faults-code',
  'faults-session',
  'first-screen',
  'layout',
  'resources-modal',
  'screens-gallery',
  'search-long-list',
  'search-results-layout',
  'search-spoken',
  'shell',
  'shell-menu',
  'training-learning-centre',
  'training-transcript',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Writes the visual fingerprints an update run recorded (`pnpm visual:update`).
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A retry shows a failure again, with its trace; a test that failed once and then passed still
  // fails the run: a flaky journey is a bug in the journey or in the app.
  failOnFlakyTests: !!process.env.CI,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${appPort}`,
    launchOptions,
    // A trace of every test costs a tenth of the run's time (DOM snapshots at each action): it is
    // recorded on the retry, which a failure always gets on CI, and kept whatever its outcome.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // A member's page registers the app's service worker, which downloads the whole release: only
    // the journeys about it let it run (e2e/offline.spec.ts), so the others meet the network as a
    // first visit does.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/storybook\.spec\.ts/, /front-mode\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testMatch: phoneJourneys,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    // The journeys through a front, on a desktop only: the rest of the suite already covers the
    // app's layouts, and the front changes where answers come from, not how they are shown.
    {
      name: 'front',
      testMatch: /front-mode\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://localhost:${frontPort}`,
        launchOptions,
      },
    },
    {
      name: 'storybook',
      testMatch: /storybook\.spec\.ts/,
      // Stories are traced, unlike journeys: a trace's screencast keeps frames coming, and each
      // story's three screenshots then need no frame drawn for them (91 stories: 57 s traced, 128 s
      // not).
      use: {
        baseURL: `http://localhost:${storybookPort}`,
        launchOptions,
        trace: 'retain-on-failure',
      },
    },
  ],
  webServer: [
    // Stories alone (`E2E_SKIP_APP=1`) need no app build.
    ...(process.env.E2E_SKIP_APP
      ? []
      : [
          journeyServer(appPort, process.env.CAMPUS_E2E_DATA_DIR),
          {
            command: 'node apps/server/dist/main.js',
            url: `http://localhost:${frontPort}/healthz`,
            env: {
              PORT: String(frontPort),
              NODE_ENV: 'test',
              CAMPUS_UPSTREAM: `http://localhost:${appPort}`,
            },
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            stdout: 'ignore' as const,
          },
        ]),
    // Journeys alone (`E2E_SKIP_STORYBOOK=1`) need no Storybook build.
    ...(process.env.E2E_SKIP_STORYBOOK
      ? []
      : [
          {
            command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
            url: `http://localhost:${storybookPort}/index.json`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]),
  ],
});

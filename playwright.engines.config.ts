import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/driver';
import { journeyServer } from './e2e/journey-server';

// The journeys of e2e/engines/ in Firefox ESR and WebKitGTK, at a desktop's and a phone's window
// size (README, "Browsers"). Playwright runs them and starts the server; the browsers are driven
// by e2e/engines/driver.ts, since Playwright drives only its own builds of these engines.
const appPort = Number(process.env.E2E_ENGINES_PORT ?? 4273);
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const project = (engineName: EngineName, size: 'desktop' | 'phone') => ({
  name: `${engineName}-${size}`,
  use: { engineName, viewport: size === 'desktop' ? desktop : phone },
});

export default defineConfig<{ engineName: EngineName }>({
  testDir: 'e2e/engines',
  testMatch: /\.engine\.ts$/,
  outputDir: 'test-results/engines',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // As in Chromium: a journey that passed only on its retry fails the run.
  failOnFlakyTests: !!process.env.CI,
  // One browser at a time: two engines' processes side by side on two cores slow each other's
  // media and timers into failures that are the host's, not the app's.
  workers: 1,
  timeout: 90_000,
  reporter: process.env.CI ? [['list']] : 'list',
  use: { baseURL: `http://localhost:${appPort}` },
  projects: [
    project('firefox', 'desktop'),
    project('firefox', 'phone'),
    project('webkit', 'desktop'),
    project('webkit', 'phone'),
  ],
  webServer: journeyServer(appPort, mkdtempSync(join(tmpdir(), 'campus-engines-'))),
});

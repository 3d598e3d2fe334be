// Lighthouse budgets for the built app served by the reference server: a phone (Lighthouse's
// default: mid-range device, slow 4G, 4x CPU slowdown, simulated) and a desktop run of the pages
// a visitor meets first. Fails when a category scores under its floor; a page under a floor is
// measured once more and keeps its better scores, since one run varies by a few points.
// Needs `pnpm build` and Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startReferenceServer, waitFor } from './reference-server.mjs';

// The phone's performance floor sits under today's 70-85 (on two cores) so a regression fails;
// reaching 90 there needs the first screen without the 4x-slowed start-up of React and the router.
const FLOORS = {
  phone: { performance: 0.65, accessibility: 1, 'best-practices': 0.95 },
  desktop: { performance: 0.9, accessibility: 1, 'best-practices': 0.95 },
};
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/course-library,/search?q=prayer').split(',');
const appPort = 4188;
const debugPort = 9233;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const profileDir = mkdtempSync(join(tmpdir(), 'campus-lighthouse-profile-'));
const children = [];
let server;
const stop = async () => {
  await server?.stop();
  await Promise.all(
    children.map((child) =>
      child.exitCode === null
        ? new Promise((resolve) => child.once('exit', resolve).kill())
        : undefined,
    ),
  );
  rmSync(profileDir, { recursive: true, force: true, maxRetries: 5 });
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
      { stdio: 'ignore' },
    ),
  );
  server = await startReferenceServer({ port: appPort });
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);

  let failed = false;
  for (const [device, config] of [
    ['phone', undefined],
    ['desktop', desktopConfig],
  ]) {
    const floors = FLOORS[device];
    const measure = async (page) =>
      (
        await lighthouse(
          `http://localhost:${appPort}${page}`,
          {
            port: debugPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: Object.keys(floors),
          },
          config,
        )
      ).lhr;
    const below = (lhr) =>
      Object.entries(floors).some(([id, floor]) => (lhr.categories[id]?.score ?? 0) < floor);
    for (const page of PAGES) {
      let result = await measure(page);
      if (below(result)) {
        const again = await measure(page);
        for (const id of Object.keys(floors)) {
          if ((again.categories[id]?.score ?? 0) > (result.categories[id]?.score ?? 0)) {
            result = {
              ...result,
              categories: { ...result.categories, [id]: again.categories[id] },
            };
          }
        }
      }
      const scores = Object.entries(floors).map(([id, floor]) => {
        const score = result.categories[id]?.score ?? 0;
        if (score < floor) failed = true;
        return `${id} ${Math.round(score * 100)}${score < floor ? ` (floor ${floor * 100})` : ''}`;
      });
      console.log(`${device.padEnd(7)} ${page.padEnd(20)} ${scores.join(', ')}`);
      if (scores.some((line) => line.includes('floor'))) {
        for (const audit of Object.values(result.audits)) {
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

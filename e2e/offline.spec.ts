import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { appRunning } from './app';
import { revealMenuLink } from './menu';
import { signIn } from './session';

/**
 * The app's service worker (apps/web README, "Offline"), against a server of the journey's own that
 * serves a copy of the build, so a journey can deploy a new release under an open page. The other
 * journeys run with service workers blocked (playwright.config.ts).
 */
const web = join(process.cwd(), 'apps', 'web');

/** A copy of the build, and a server of the journey's own serving it. */
interface Site {
  dist: string;
  url: string;
}

const test = base.extend<{ site: Site }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this has none.
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, use, testInfo) => {
    const root = mkdtempSync(join(tmpdir(), 'campus-release-'));
    const dist = join(root, 'dist');
    // Source maps and precompressed copies are left behind: the server then sends each file as it
    // is, and a deploy below has one name to change per file.
    cpSync(join(web, 'dist'), dist, {
      recursive: true,
      filter: (source) => !/\.(map|br|gz)$/.test(source),
    });
    cpSync(join(web, 'dist-ssr'), join(root, 'dist-ssr'), { recursive: true });
    const { startReferenceServer } = await import('../scripts/reference-server.mjs');
    const server = await startReferenceServer({
      port: Number(process.env.E2E_APP_PORT ?? 4173) + 70 + testInfo.parallelIndex,
      env: {
        WEB_DIST: dist,
        CAMPUS_DEV_ROUTES: '1',
        RATE_LIMIT_PER_IP: '100000',
        RATE_LIMIT_PER_ACCOUNT: '100000',
      },
    });
    await use({ dist, url: server.url });
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  },
  baseURL: async ({ site }, use) => use(site.url),
});

test.use({ serviceWorkers: 'allow' });

/**
 * A new release: every script and style under a new name, the old ones gone from the server, as a
 * deploy of changed code leaves it. Each name's hash gets a suffix, wherever a file names another.
 */
function deployNewRelease({ dist }: Site) {
  const assets = join(dist, 'assets');
  const hashes = readdirSync(assets).flatMap((name) => {
    const hash = /-([\w-]{8})\.(js|css)$/.exec(name)?.[1];
    return hash ? [hash] : [];
  });
  const renamed = (text: string) =>
    hashes.reduce((out, hash) => out.split(`-${hash}.`).join(`-${hash}n.`), text);
  const textFiles = [
    ...readdirSync(assets).map((name) => join(assets, name)),
    join(dist, 'sw.js'),
    join(dist, '.vite', 'manifest.json'),
  ];
  for (const file of textFiles) writeFileSync(file, renamed(readFileSync(file, 'utf8')));
  for (const name of readdirSync(assets))
    renameSync(join(assets, name), join(assets, renamed(name)));
  // Last, as a deploy does: the server takes a new index.html as the new build.
  const index = join(dist, 'index.html');
  writeFileSync(index, renamed(readFileSync(index, 'utf8')));
}

const startScript = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/start-"]')
        ?.src.split('/')
        .pop() ?? null,
  );

/** Resolves once the app's service worker has the page, with the release kept. */
const workerInCharge = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });

test('a release deployed while the app is open: the open page keeps working, then the restart prompt brings the new one', async ({
  page,
  site,
}) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  // The page's own clock, so the status poll (30 s after start) comes without waiting for it.
  await page.clock.install();
  await signIn(page, 'member@campus.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await appRunning(page);
  await workerInCharge(page);
  const before = await startScript(page);

  deployNewRelease(site);

  // The Learning Centre's code was not loaded yet, and the server no longer has it: the worker
  // keeps this page's release, so it opens as if nothing had changed.
  await (await revealMenuLink(page, 'Learning Centre')).click();
  await expect(page.getByRole('heading', { name: 'Learning Centre', level: 1 })).toBeVisible();
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'A new version of the application is available.' });
  await expect(notice).toBeHidden();

  // The status poll names another build: the new release's worker installs, and waits.
  await page.clock.fastForward('00:31');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await Promise.all([
    page.waitForEvent('load'),
    notice.getByRole('button', { name: 'Restart' }).click(),
  ]);
  await expect(page.getByRole('heading', { name: 'Learning Centre', level: 1 })).toBeVisible();
  const after = await startScript(page);
  expect(after).not.toBe(before);
  expect(after).toMatch(/n\.js$/);
  // The new release's worker has the page, and only its own page is kept for offline.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await caches.keys()).filter((name) => name.startsWith('campus-shell-')),
      ),
    )
    .toEqual([expect.stringContaining(after!)]);
  expect(failures).toEqual([]);
});

test('with no connection, the app still opens, in the language the member chose', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await workerInCharge(page);

  await page.context().setOffline(true);
  await page.reload();
  await expect(await revealMenuLink(page, 'Learning Centre')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Another language: the page kept for offline follows it.
  await page.context().setOffline(false);
  await page.goto('/dashboard?lang=he');
  await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('campus-shell-'));
        const kept = name && (await (await caches.open(name)).match('/index.html'));
        return kept ? /<html[^>]*\slang="([^"]*)"/.exec(await kept.text())?.[1] : undefined;
      }),
    )
    .toBe('he');
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'ראשי' })).toBeVisible();
});

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
import { openMore, revealMenuLink } from './menu';
import { backOnline, openOffline } from './network';
import { firstModule, lessonLink, playVideo, serverProgress } from './learning';
import { createMember, signIn } from './session';

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
      // Beside the other journeys' own servers (+60 analytics, +70 long lists).
      port: Number(process.env.E2E_APP_PORT ?? 4173) + 80 + testInfo.parallelIndex,
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

test('a release deployed while the app is open, with a module saved: the open page keeps working, the restart prompt brings the new release, and the module still opens offline', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  // The page's own clock, so the status poll (30 s after start) comes without waiting for it.
  await page.clock.install();
  await signIn(page, 'member@campus.test');
  const module = await firstModule(page);
  await page.goto(`/training/${module.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await appRunning(page);
  await workerInCharge(page);
  await saveOpenModule(page);
  const before = await startScript(page);

  deployNewRelease(site);
  const scripts: Array<{ url: string; fromWorker: boolean }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    }
  });

  // The dashboard's code was not loaded yet, and the server no longer has it: the worker keeps
  // this page's release, so it opens as if nothing had changed.
  await (await revealMenuLink(page, 'Dashboard')).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);
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
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
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

  // What was saved before the release opens with the new one, offline.
  await openOffline(page, '/training');
  const saved = page.getByRole('region', { name: 'Saved for offline' });
  await saved.getByRole('link', { name: module.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await lessonLink(page, module.lessons[0]!.title).click();
  await expect(
    page.getByRole('heading', { level: 1, name: module.lessons[0]!.title }),
  ).toBeVisible();
  expect(await startScript(page)).toBe(after);
  expect(failures).toEqual([]);
});

test('with no connection, the app still opens, in the language the member chose', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await workerInCharge(page);

  await openOffline(page);
  await expect(await revealMenuLink(page, 'Learning Centre')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Another language: the page kept for offline follows it.
  await backOnline(page);
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
  await openOffline(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'ראשי' })).toBeVisible();
});

/** Saves the module the page shows: the size first, then the progress, then what it takes. */
async function saveOpenModule(page: Page) {
  await page.getByRole('button', { name: 'Save for offline' }).click();
  const size = page.getByRole('status').filter({ hasText: 'Saving this module for offline takes' });
  // The size in the page's number format, set apart from the sentence's direction.
  await expect(size).toHaveText(/takes \u2066\d+(\.\d)? (KB|MB)\u2069 on this device\.$/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved for offline · / })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible();
}

/** The caches this browser holds for saved modules, whoever saved them. */
const savedCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('campus-saved-')),
  );

test('a member saves a module, then with no connection opens it, reads, plays and seeks, and the completion reaches the server later', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const module = await firstModule(page);
  const [article, video] = module.lessons;
  const { email } = await createMember(page);
  const { token } = await signIn(page, email);
  // Most of the article was read earlier in this browser: its timer counts the last seconds.
  await page.evaluate(
    (lesson) =>
      localStorage.setItem(
        'ab_session_progress',
        JSON.stringify({ lessons: { [lesson.id]: lesson.duration - 3 }, videos: {} }),
      ),
    article!,
  );
  await page.goto(`/training/${module.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await workerInCharge(page);

  await saveOpenModule(page);

  await openOffline(page, '/training');
  // The Learning Centre opens, lists what is saved, and says the rest needs a connection.
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Centre' })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved for offline' });
  await expect(saved.getByRole('status')).toHaveText(/You are offline\. The modules saved/);
  // Every other module's card says it is not saved here.
  const cards = page.getByRole('region', { name: 'Modules' }).getByRole('listitem');
  const notSaved = 'Not saved on this device: it needs a connection.';
  await expect(cards.filter({ hasText: module.title })).not.toContainText(notSaved);
  await expect(cards.filter({ hasNotText: module.title }).first()).toContainText(notSaved);
  await saved.getByRole('link', { name: module.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();

  // An article, read to its end: completed here, queued for the server.
  await lessonLink(page, article!.title).click();
  await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
  await expect(lessonLink(page, article!.title)).toContainText('Completed on', {
    timeout: 15_000,
  });
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // A video, played and moved to its middle, from the saved file.
  await lessonLink(page, video!.title).click();
  await expect(page.getByRole('heading', { level: 1, name: video!.title })).toBeVisible();
  await playVideo(page);
  const player = page.locator('video');
  const seekedTo = await player.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = element.duration / 2;
      }),
  );
  expect(seekedTo).toBeGreaterThan(0);
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(seekedTo);

  // Back online, the completion made offline reaches the server.
  expect(await serverProgress(page, token)).toEqual([]);
  await backOnline(page);
  await expect.poll(() => serverProgress(page, token), { timeout: 30_000 }).toContain(article!.id);
});

test('a saved module stays its member’s: the next member never sees it, and logging out removes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const module = await firstModule(page);
  const first = await createMember(page, 'First');
  const second = await createMember(page, 'Second');
  await signIn(page, first.email);
  await page.goto(`/training/${module.slug}`);
  await workerInCharge(page);
  await saveOpenModule(page);
  expect(await savedCaches(page)).toHaveLength(1);

  // Another member on this browser, offline: nothing of the first member's answers for them.
  await signIn(page, second.email);
  await page.goto('/training');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Centre' })).toBeVisible();
  await openOffline(page);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You are offline, and this page needs a connection.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Go to the modules saved on this device' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved for offline' })).toHaveCount(0);
  await backOnline(page);

  // The first member again: their module is there, until they log out.
  await signIn(page, first.email);
  await page.goto('/training');
  const saved = page.getByRole('region', { name: 'Saved for offline' });
  await expect(saved.getByRole('link', { name: module.title })).toBeVisible();
  await expect(saved).toContainText(/of space left on this device/);
  await (await openMore(page)).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/signon/);
  await expect.poll(() => savedCaches(page)).toEqual([]);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('campus_offline_')),
    ),
  ).toEqual([]);
});

test('where the browser keeps nothing for good, the saved list says it may clear saved modules, on every visit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // As WebKitGTK: no persistent storage to ask for.
  await page.addInitScript(() => {
    const manager = StorageManager.prototype as Partial<StorageManager>;
    delete manager.persist;
    delete manager.persisted;
  });
  const module = await firstModule(page);
  const { email } = await createMember(page);
  await signIn(page, email);
  await page.goto(`/training/${module.slug}`);
  await workerInCharge(page);
  await saveOpenModule(page);
  const note =
    /may clear saved modules when it runs short of space, or after a week without a visit/;
  await page.goto('/training');
  const saved = page.getByRole('region', { name: 'Saved for offline' });
  await expect(saved.getByRole('link', { name: module.title })).toBeVisible();
  await expect(saved).toContainText(note);
  await page.reload();
  await expect(saved.getByRole('link', { name: module.title })).toBeVisible();
  await expect(saved).toContainText(note);
});

test('offline before the app has kept itself, a page that needs a connection says so over the page on screen, and no new version is announced', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  // The worker registers a few seconds after a member's page has loaded (README, "Offline"); its
  // code is held here, so the connection drops before the worker keeps anything on any machine.
  await page.route('**/assets/serviceWorkerInBrowser-*.js', () => undefined);
  await signIn(page, 'member@campus.test');
  const module = await firstModule(page);
  await page.goto(`/training/${module.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await (await revealMenuLink(page, 'Learning Centre')).click();
  const title = page.getByRole('heading', { level: 1, name: 'Learning Centre' });
  await expect(title).toBeVisible();
  const cards = page.getByRole('region', { name: 'Modules' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  await page.context().setOffline(true);
  const notSaved = 'Not saved on this device: it needs a connection.';
  const other = cards.filter({ hasNotText: module.title }).first();
  await expect(other).toContainText(notSaved);
  const needsConnection = page
    .getByRole('alert')
    .filter({ hasText: 'You are offline, and the page you asked for needs a connection.' });
  const newVersion = page
    .getByRole('alert')
    .filter({ hasText: 'A new version of the application is available.' });
  const stillListed = async () => {
    await expect(needsConnection).toBeVisible();
    await expect(title).toBeVisible();
    await expect(page).toHaveURL(/\/training$/);
    await expect(cards.filter({ hasText: module.title })).toBeVisible();
    await expect(newVersion).toHaveCount(0);
  };

  // A module not saved here: its page has nothing to show offline.
  await other.getByRole('link').first().click();
  await stillListed();
  await needsConnection.getByRole('button', { name: 'Close' }).click();
  await expect(needsConnection).toHaveCount(0);

  // A page whose code this visit has not fetched yet.
  const category = page.getByRole('link', { name: 'Leadership', exact: true });
  await category.click();
  await stillListed();

  // Back online, the same link opens its page, and still no new version is announced.
  await backOnline(page);
  await needsConnection.getByRole('button', { name: 'Close' }).click();
  await category.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Category: Leadership' })).toBeVisible();
  await expect(newVersion).toHaveCount(0);
  expect(failures).toEqual([]);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { appRunning } from './app';

/**
 * Campus installs as an app: a manifest naming it, with icons at the sizes launchers ask for, that
 * Chromium's own install check accepts (`Page.getInstallabilityErrors`, the check behind the
 * browser's install button). A test's browser context is a private window, which Chromium never
 * offers to install from, so the check runs in a profile of its own.
 */

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('the app can be installed: its manifest names it, its icons load at their sizes, and Chromium finds nothing missing', async ({
  request,
  baseURL,
}, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'campus-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/user/signon');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app links the manifest, and on a prerendered page it runs after the first paint.
  await appRunning(page);
  const cdp = await page.context().newCDPSession(page);

  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const fields = JSON.parse(manifest.data ?? '{}') as {
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(fields).toMatchObject({
    name: 'Campus',
    short_name: 'Campus',
    start_url: '/',
    display: 'standalone',
  });
  expect(fields.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  for (const icon of fields.icons.filter((one) => one.type === 'image/png')) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await answer.body()), icon.src).toEqual({ width, height });
  }

  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
    .toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('the browser bar takes the page’s colour, light or dark', async ({ page }) => {
  for (const [scheme, colour] of [
    ['light', '#0b5cad'],
    ['dark', '#0d1117'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/user/signon');
    const themeColor = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
          (meta) => !meta.media || matchMedia(meta.media).matches,
        )?.content,
    );
    expect(themeColor).toBe(colour);
  }
});

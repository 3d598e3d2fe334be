import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { showingCaptions } from './player';
import { signIn } from './session';

const DOWNLOAD_LINKS = '**/wp-json/wp/v2/video/*/download';

async function openLibrary(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promo Videos' })).toBeVisible();
}

const card = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title}`) });

test('the library lists nested buckets of resource cards', async ({ page }) => {
  await openLibrary(page, 'member@campus.test');
  const series = page.getByRole('region', { name: 'Series Material' });
  await expect(series.getByRole('heading', { name: 'Foundations', level: 3 })).toBeVisible();
  await expect(card(page, 'Promo clip: Storytelling evening')).toContainText('Video');
  await expect(card(page, 'Poster: Listening evening')).toContainText('Document');
  await expectNoAxeViolations(page);
});

test('a video previews, offers its download options and downloads the chosen one', async ({
  page,
}) => {
  await openLibrary(page, 'member@campus.test');
  const viewed = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith('/post/1049/viewcount'),
  );
  await card(page, 'Promo clip: Storytelling evening').click();
  const dialog = page.getByRole('dialog', { name: 'Promo clip: Storytelling evening' });
  const player = dialog
    .getByRole('group', { name: 'Preview' })
    .getByRole('region', { name: 'Promo clip: Storytelling evening' });
  const clip = player.locator('video');
  await expect(clip).toBeVisible();
  await expect
    .poll(() => clip.evaluate((video: HTMLVideoElement) => video.currentSrc))
    .toMatch(/\/wp-json\/campus\/v1\/media\/.+\.(mp4|webm)$/);
  await expect(player).not.toHaveAttribute('data-state', 'error');
  await viewed;
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Next' }).click();
  const options = dialog.getByRole('group', { name: 'Video download options' });
  await expect(options.getByRole('radio')).toHaveCount(3);
  await expect(options.getByRole('radio', { name: /^Original/ })).toBeVisible();
  const download = dialog.getByRole('button', { name: 'Download' });
  await expect(download).toBeDisabled();
  await options.getByRole('radio', { name: /^Small/ }).check();
  await expectNoAxeViolations(page);

  const counted = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith('/post/1049/downloadcount'),
  );
  const saved = page.waitForEvent('download');
  await download.click();
  expect((await saved).url()).toContain('/wp-json/campus/v1/media/');
  await counted;
});

test('a document without a preview downloads at once; a previewable one after its preview', async ({
  page,
}) => {
  await openLibrary(page, 'member@campus.test');
  const atOnce = page.waitForEvent('download');
  await card(page, 'Foundations week 8 Toolkit: Community').click();
  expect((await atOnce).suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await card(page, 'Poster: Listening evening').click();
  const dialog = page.getByRole('dialog', { name: 'Poster: Listening evening' });
  // A file ending .png is shown as an image.
  await expect(dialog.getByRole('img', { name: 'Poster: Listening evening' })).toBeVisible();
  await expect(dialog.getByText('Video download options')).toHaveCount(0);
  const afterPreview = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await afterPreview).url()).toContain('/wp-json/campus/v1/media/');
});

test('a resource of a series the member does not run offers Run this Series', async ({ page }) => {
  await openLibrary(page, 'newbie@campus.test');
  await card(page, 'Foundations week 1 Session video: Listening').click();
  const dialog = page.getByRole('dialog', { name: 'You do not have access to this content' });
  await expect(dialog).toContainText(
    'You need to be running Foundations in order to have access to this resource.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'Run this Series' }).click();
  await expect(page).toHaveURL(/\/courses\/run\/foundations$/);
  await expect(
    page.getByRole('dialog', { name: 'You do not have access to this content' }),
  ).toHaveCount(0);
});

async function toOptions(page: Page, title: string) {
  await card(page, title).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Next' }).click();
  return dialog;
}

test('an expired link is replaced and the same option downloads', async ({ page }) => {
  let answers = 0;
  await page.route(DOWNLOAD_LINKS, async (route) => {
    answers += 1;
    if (answers > 1) return route.continue();
    const response = await route.fetch();
    const options = (await response.json()) as Array<{ expires: string }>;
    await route.fulfill({
      response,
      json: options.map((o) => ({ ...o, expires: '2000-01-01T00:00:00.000Z' })),
    });
  });
  await openLibrary(page, 'member@campus.test');
  const dialog = await toOptions(page, 'Promo clip: Welcome evening');
  await dialog.getByRole('radio', { name: /^WebM/ }).check();
  const refreshed = page.waitForResponse((r) => r.url().includes('/download') && answers === 2);
  const saved = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  await refreshed;
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/\.webm$/);
  await expect(dialog.getByRole('radio', { name: /^WebM/ })).toBeChecked();
});

test('an expired link with no matching fresh option asks for another selection', async ({
  page,
}) => {
  let answers = 0;
  await page.route(DOWNLOAD_LINKS, async (route) => {
    answers += 1;
    if (answers > 1) return route.continue();
    const response = await route.fetch();
    const options = (await response.json()) as Array<{ quality: string; height: number }>;
    const retired = options.map((o) => ({
      ...o,
      quality: `${o.quality}-retired`,
      expires: '2000-01-01T00:00:00.000Z',
    }));
    await route.fulfill({ response, json: retired });
  });
  await openLibrary(page, 'member@campus.test');
  const dialog = await toOptions(page, 'Promo clip: Habits evening');
  await dialog.getByRole('radio', { name: /^Small/ }).check();
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The video you requested is no longer available. Please make another selection.',
  );
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeDisabled();
  const saved = page.waitForEvent('download');
  await dialog.getByRole('radio', { name: /^Small/ }).check();
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await saved).suggestedFilename()).toMatch(/\.mp4$/);
});

test('copying the share link says Copied to Clipboard and the link opens the resource', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLibrary(page, 'member@campus.test');
  await card(page, 'Promo clip: Planning evening').click();
  const dialog = page.getByRole('dialog', { name: 'Promo clip: Planning evening' });
  await dialog.getByRole('button', { name: 'Copy share link' }).click();
  const notice = dialog.getByRole('status').filter({ hasText: 'Copied to Clipboard' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(0, { timeout: 3000 });
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/resources\?resource=1039&blog=1$/);

  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'Promo clip: Planning evening' })).toBeVisible();
});

test('the resource window keeps its controls in view and shows a PDF as a named page', async ({
  page,
}, testInfo) => {
  await openLibrary(page, 'member@campus.test');
  await card(page, 'Promo clip: Planning evening').click();
  const video = page.getByRole('dialog', { name: 'Promo clip: Planning evening' });
  await expect(video.locator('video')).toBeVisible();
  await expect(video.getByRole('button', { name: 'Copy share link' })).toBeInViewport({ ratio: 1 });
  await expect(video.getByRole('button', { name: 'Next' })).toBeInViewport({ ratio: 1 });
  await testInfo.attach('video resource window', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await video.getByRole('button', { name: 'Close' }).click();

  const title = 'First Steps week 8 Leader guide: Service';
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await page
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  const frame = dialog.locator(`iframe[title$="${title}"]`);
  await expect(frame).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy share link' })).toBeInViewport({
    ratio: 1,
  });
  // The viewer names the document after the link's last segment, so that carries the title.
  const src = (await frame.getAttribute('src')) ?? '';
  expect(decodeURIComponent(new URL(src).pathname.split('/').pop() ?? '')).toBe(
    'First Steps week 8 Leader guide Service.pdf',
  );
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toContain(
    'filename="First Steps week 8 Leader guide Service.pdf"',
  );
  // A page, not a film strip: on a phone the frame fills most of the screen.
  const height = (await frame.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThan(page.viewportSize()!.height * 0.6);
  await testInfo.attach('document resource window', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});

/** The member's Planning evening promo clip, open in its window with its player drawn. */
async function openPromoClip(page: Page) {
  await openLibrary(page, 'member@campus.test');
  await card(page, 'Promo clip: Planning evening').click();
  const dialog = page.getByRole('dialog', { name: 'Promo clip: Planning evening' });
  const clip = dialog.locator('video');
  await expect(clip).toBeVisible();
  return { dialog, clip };
}

test('a promo clip offers its languages, each with its own recording and captions', async ({
  page,
}) => {
  const { dialog, clip } = await openPromoClip(page);
  // The captions a member can pick in the control bar's menu.
  const captions = () =>
    dialog
      .locator('.vjs-subs-caps-button .vjs-menu-item, .vjs-captions-button .vjs-menu-item')
      .evaluateAll((items) => items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim()));
  await expect.poll(captions).toEqual(expect.arrayContaining([expect.stringMatching(/^English/)]));
  const english = await clip.evaluate((video: HTMLVideoElement) => video.currentSrc);

  // Captions on in English, by the c shortcut with focus in the player.
  const showing = () => showingCaptions(clip);
  await dialog.getByRole('button', { name: 'Keyboard shortcuts' }).focus();
  await page.keyboard.press('c');
  await expect.poll(showing).toEqual(['en']);

  const language = dialog.getByRole('combobox', { name: 'Language' });
  await expect(language.getByRole('option')).toHaveText(['English', 'Spanish']);
  await language.selectOption({ label: 'Spanish' });
  await expect.poll(captions).toEqual(expect.arrayContaining([expect.stringMatching(/^Spanish/)]));
  expect(await captions()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^English/)]));
  // Captions stay on across the switch, now in Spanish.
  await expect.poll(showing).toEqual(['es']);
  await expect
    .poll(() => clip.evaluate((video: HTMLVideoElement) => video.currentSrc))
    .not.toBe(english);
  const served = await page.request.get('/media/captions-es.vtt');
  expect(await served.text()).toContain('Bienvenidos a la velada.');
});

test('a video resource’s transcript opens in its window and plays from a line', async ({
  page,
}) => {
  const { dialog, clip } = await openPromoClip(page);
  await dialog.getByRole('button', { name: 'Transcript' }).click();
  const line = dialog
    .getByRole('list', { name: 'Transcript' })
    .getByRole('button', { name: /begin with a question/ });
  await line.click();
  await expect(line).toHaveAttribute('aria-current', 'true');
  expect(
    await clip.evaluate((video: HTMLVideoElement) => video.currentTime),
  ).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
});

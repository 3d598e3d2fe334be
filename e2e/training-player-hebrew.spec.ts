import { expect, test, type Locator, type Page } from '@playwright/test';
import { reachForPlay, showingCaptions } from './player';
import { createMember, signIn } from './session';

// A video lesson as a Hebrew reader meets it: a right-to-left page around video.js's player.

interface LessonInfo {
  slug: string;
  title: string;
  type: 'article' | 'video';
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'he', url: baseURL! }]);
});

/** The first video lesson of the welcome module, read from the real server in the page's language. */
async function openVideoLesson(page: Page) {
  const { email } = await createMember(page);
  await signIn(page, email);
  const response = await page.request.get('/wp-json/wp/v2/playlist/module-welcome');
  expect(response.ok()).toBe(true);
  const { lessons } = (await response.json()) as { lessons: LessonInfo[] };
  const lesson = lessons.find((candidate) => candidate.type === 'video')!;
  await page.goto(`/training/module-welcome/${lesson.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The page's own section is named after the lesson too; the player is the one with a state.
  const player = page.getByRole('region', { name: lesson.title }).and(page.locator('[data-state]'));
  await reachForPlay(player, HE.playVideo);
  await expect(player).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  return player;
}

/** video.js's control names in the app's Hebrew messages. */
const HE = {
  playVideo: 'הפעלת הסרטון',
  play: 'הפעלה',
  fullscreen: 'מסך מלא',
  mute: 'השתקה',
  progressBar: 'סרגל התקדמות',
};

const left = async (control: Locator) => (await control.boundingBox())!.x;

test('the control bar mirrors: play on the right, full screen on the left', async ({ page }) => {
  const player = await openVideoLesson(page);
  // video.js shows its bar once playback has started.
  await player.getByRole('button', { name: HE.playVideo }).click();
  await expect(player).toHaveAttribute('data-state', 'playing');
  await player.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
  await expect(player).toHaveAttribute('data-state', 'paused');

  const play = player.getByRole('button', { name: HE.play, exact: true });
  const fullscreen = player.getByRole('button', { name: HE.fullscreen });
  expect(await left(play)).toBeGreaterThan(await left(fullscreen));
  // The time bar itself still runs left to right.
  const progress = player.getByRole('slider', { name: HE.progressBar });
  expect(await progress.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
});

test('K plays and pauses with focus on the player controls', async ({ page }) => {
  const player = await openVideoLesson(page);
  await player.getByRole('button', { name: HE.playVideo }).focus();
  await page.keyboard.press('k');
  await expect(player).toHaveAttribute('data-state', 'playing');
  // The control bar shows once playback has started.
  await player.getByRole('button', { name: HE.mute }).focus();
  await page.keyboard.press('k');
  await expect(player).toHaveAttribute('data-state', 'paused');
  await page.keyboard.press('k');
  // The clip is four seconds long: it may already have played to its end.
  await expect(player).toHaveAttribute('data-state', /playing|finished/);
});

test('the player speaks Hebrew: video.js controls and the shortcuts help', async ({ page }) => {
  const player = await openVideoLesson(page);
  await expect(player.getByRole('group', { name: 'נגן וידאו' })).toBeVisible();
  const bigPlay = player.getByRole('button', { name: HE.playVideo });
  await expect(bigPlay).toBeVisible();
  await bigPlay.click();
  await expect(player.getByRole('button', { name: 'השהיה' })).toBeAttached();
  await expect(player.getByRole('button', { name: HE.mute })).toBeAttached();

  await player.getByRole('button', { name: 'קיצורי מקלדת' }).click();
  const help = player.getByRole('dialog', { name: 'קיצורי מקלדת' });
  await expect(help).toContainText('רווח, K');
  await expect(help).toContainText('השתקה או ביטול השתקה');
  await help.getByRole('button', { name: 'סגירה' }).press('Enter');
  await expect(help).toHaveCount(0);
});

test('captions chosen by keyboard stay on when the lesson switches to its other language', async ({
  page,
}) => {
  const player = await openVideoLesson(page);
  const video = player.locator('video');
  const showing = () => showingCaptions(video);

  // With focus on a control under the video, C turns the captions on.
  const shortcuts = player.getByRole('button', { name: 'קיצורי מקלדת' });
  await shortcuts.focus();
  await page.keyboard.press('c');
  await expect.poll(showing).toEqual(['en']);

  const language = player.getByRole('combobox', { name: 'שפה' });
  await expect(language.getByRole('option')).toHaveText(['אנגלית', 'ספרדית']);
  const english = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
  await language.focus();
  await page.keyboard.press('ArrowDown');
  await expect(language).toHaveValue('1');
  await expect.poll(showing).toEqual(['es']);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc))
    .not.toBe(english);
});

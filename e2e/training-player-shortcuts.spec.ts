import { expect, test, type Locator, type Page } from '@playwright/test';
import { openWelcomeVideoLesson } from './player';
import { createMember, signIn } from './session';

// Every keyboard shortcut answers from every control of the player, including the controls
// video.js draws itself (which would otherwise keep some keys for themselves).

async function openVideoLesson(page: Page) {
  const { email } = await createMember(page);
  await signIn(page, email);
  return openWelcomeVideoLesson(page);
}

const muted = (player: Locator) =>
  player.locator('video').evaluate((video: HTMLVideoElement) => video.muted || video.volume === 0);

test('M and ? work with focus on the big play button and on the mute button', async ({ page }) => {
  const player = await openVideoLesson(page);
  const help = player.getByRole('dialog', { name: 'Keyboard shortcuts' });

  await player.getByRole('button', { name: 'Play Video' }).focus();
  await page.keyboard.press('m');
  await expect.poll(() => muted(player)).toBe(true);
  await page.keyboard.press('?');
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The control bar shows once playback has started.
  await player.getByRole('button', { name: 'Play Video' }).click();
  await expect(player).toHaveAttribute('data-state', /playing|finished/);
  const mute = player.locator('.vjs-mute-control');
  await mute.focus();
  await page.keyboard.press('m');
  await expect.poll(() => muted(player)).toBe(false);
  await page.keyboard.press('m');
  await expect.poll(() => muted(player)).toBe(true);
  await mute.focus();
  await page.keyboard.press('?');
  await expect(help).toBeVisible();
});

test('M and ? work right after the big play button is clicked', async ({ page }) => {
  const player = await openVideoLesson(page);
  await player.getByRole('button', { name: 'Play Video' }).click();
  await expect(player).toHaveAttribute('data-state', /playing|finished/);
  await page.keyboard.press('m');
  await expect.poll(() => muted(player)).toBe(true);
  await page.keyboard.press('?');
  await expect(player.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('K on the big play button plays, and the keys after it still reach the player', async ({
  page,
}) => {
  const player = await openVideoLesson(page);
  await player.getByRole('button', { name: 'Play Video' }).focus();
  await page.keyboard.press('k');
  await expect(player).toHaveAttribute('data-state', /playing|finished/);
  // video.js hides the button it was pressed on: focus goes on within the player, not to the page.
  await expect(player.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('m');
  await expect.poll(() => muted(player)).toBe(true);
  await page.keyboard.press('?');
  await expect(player.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { openWelcomeVideoLesson } from './player';
import { createMember, signIn } from './session';

// The speed a member picks in the player is theirs: kept on the server, and every device of theirs
// plays at it from the next video on.

const speedOf = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.playbackRate);

test('a speed chosen on one device plays on the member’s other devices', async ({
  page,
  browser,
}) => {
  const { email } = await createMember(page);
  await signIn(page, email);
  const player = await openWelcomeVideoLesson(page);
  // The control bar, with its speed menu, shows once playback has started.
  await player.getByRole('button', { name: 'Play Video' }).click();
  await expect(player).toHaveAttribute('data-state', /playing|finished/);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/wp-json/wp/v2/user/preferences') &&
      response.request().method() === 'POST',
  );
  await player.getByRole('button', { name: /Playback Rate/ }).click();
  await player.getByRole('menuitemradio', { name: /^1\.5x/ }).click();
  await expect.poll(() => speedOf(page)).toBe(1.5);
  expect((await saved).ok()).toBe(true);

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const second = await other.newPage();
    await signIn(second, email);
    await openWelcomeVideoLesson(second);
    await expect.poll(() => speedOf(second), { timeout: 15_000 }).toBe(1.5);
  } finally {
    await other.close();
  }
});

import { expect, test, type Page } from '@playwright/test';
import { reachForPlay } from './player';
import { createMember, signIn } from './session';

// The speed a member picks in the player is theirs: kept on the server, and every device of theirs
// plays at it from the next video on.

async function videoLesson(page: Page) {
  const response = await page.request.get('/wp-json/wp/v2/playlist/module-welcome');
  expect(response.ok()).toBe(true);
  const { lessons } = (await response.json()) as {
    lessons: Array<{ slug: string; title: string; type: string }>;
  };
  const lesson = lessons.find((candidate) => candidate.type === 'video')!;
  await page.goto(`/training/module-welcome/${lesson.slug}`);
  const player = page.getByRole('region', { name: lesson.title }).and(page.locator('[data-state]'));
  await reachForPlay(player);
  await expect(player).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  return player;
}

const speedOf = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.playbackRate);

test('a speed chosen on one device plays on the member’s other devices', async ({
  page,
  browser,
}) => {
  const { email } = await createMember(page);
  await signIn(page, email);
  const player = await videoLesson(page);
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
    await videoLesson(second);
    await expect.poll(() => speedOf(second), { timeout: 15_000 }).toBe(1.5);
  } finally {
    await other.close();
  }
});

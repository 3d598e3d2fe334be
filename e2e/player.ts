import { expect, type Locator, type Page } from '@playwright/test';

/** The languages of the caption tracks showing on a player's `<video>`. */
export function showingCaptions(video: Locator): Promise<string[]> {
  return video.evaluate((element: HTMLVideoElement) => {
    // video.js keeps its own track list where it draws the captions itself.
    const owner = (
      element.closest('.video-js') as
        (HTMLElement & { player?: { textTracks(): TextTrackList } }) | null
    )?.player;
    const tracks = owner ? owner.textTracks() : element.textTracks;
    return Array.from({ length: tracks.length }, (_, index) => tracks[index]!)
      .filter((track) => track.mode === 'showing')
      .map((track) => track.language);
  });
}

/**
 * Points at a player's play button, as a member reaching for it does: players that load on intent
 * fetch video.js then. Waits for video.js's `<video>`.
 */
export async function reachForPlay(player: Locator, name = 'Play Video') {
  // From elsewhere on the page: a pointer already resting where the button appears (the previous
  // lesson's play button was there) has not come over it.
  await player.page().mouse.move(0, 0);
  await player.getByRole('button', { name }).hover();
  await expect(player.locator('video')).toHaveCount(1);
}

/**
 * The welcome module's first video lesson, opened by a signed-in page, with its player loaded and
 * ready (video.js arrives when the member reaches for play).
 */
export async function openWelcomeVideoLesson(page: Page) {
  const response = await page.request.get('/wp-json/wp/v2/playlist/module-welcome');
  expect(response.ok()).toBe(true);
  const { lessons } = (await response.json()) as {
    lessons: Array<{ slug: string; title: string; type: string }>;
  };
  const lesson = lessons.find((candidate) => candidate.type === 'video')!;
  await page.goto(`/training/module-welcome/${lesson.slug}`);
  const player = page.getByRole('region', { name: lesson.title }).and(page.locator('[data-state]'));
  await expect(player).toHaveAttribute('data-state', 'not-loaded');
  await reachForPlay(player);
  await expect(player).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  return player;
}

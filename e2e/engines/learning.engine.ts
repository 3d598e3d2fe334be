import { expect, test } from './fixtures';
import {
  createMember,
  openWelcomeVideo,
  PLAY,
  signIn,
  until,
  videoPlaying,
  welcomeLessons,
} from './kit';

// What a member does in the Learning Centre is kept, in every engine: a lesson completed and a
// speed chosen are there again after a reload.

/** Run in the page: whether the module's list shows the lesson titled `title` as completed. */
const shownCompleted = (title: string) => {
  const list = document.querySelector('nav[aria-label="Lessons in this module"]');
  const link = [...(list?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.includes(title));
  return link?.textContent?.includes('Completed on') === true;
};

test('an article lesson read to its end is completed, and still is after a reload', async ({
  driver,
}) => {
  const token = await signIn(driver, await createMember());
  const article = (await welcomeLessons()).find((lesson) => lesson.type === 'article')!;
  // Most of the article was read earlier in this browser: the timer counts the last seconds.
  await driver.evaluate(
    (id, seconds) =>
      localStorage.setItem(
        'ab_session_progress',
        JSON.stringify({ lessons: { [id]: seconds }, videos: {} }),
      ),
    article.id,
    article.duration - 3,
  );
  await driver.goto(`/training/module-welcome/${article.slug}`);
  await until(driver, 'the lesson shows as completed', shownCompleted, [article.title]);
  // The completion reaches the server (the list shows it as soon as it is made).
  await expect
    .poll(async () => (await welcomeLessons(token)).find(({ id }) => id === article.id)?.complete)
    .toBe(true);

  await driver.evaluate(() => localStorage.removeItem('ab_session_progress'));
  await driver.goto(`/training/module-welcome/${article.slug}`);
  await until(driver, 'the lesson still shows as completed after the reload', shownCompleted, [
    article.title,
  ]);
});

test('a speed chosen in the player plays again after a reload', async ({ driver }) => {
  await signIn(driver, await createMember());
  const open = async () => {
    await openWelcomeVideo(driver);
    await driver.click(PLAY);
    await until(driver, 'the video plays', videoPlaying);
  };
  await open();
  await driver.click('.vjs-playback-rate button');
  // The menu's item for 1.5x, marked so that the driver presses it as a member would.
  await until(driver, 'the speed menu lists 1.5x', () => {
    const item = [...document.querySelectorAll('.vjs-playback-rate .vjs-menu-item')].find(
      (element) => element.textContent?.trim().startsWith('1.5x'),
    );
    item?.setAttribute('data-engine-target', 'speed');
    return !!item;
  });
  await driver.click('[data-engine-target="speed"]');
  await until(
    driver,
    'the video plays at 1.5x',
    () => document.querySelector('video')?.playbackRate === 1.5,
  );
  // The member's profile in this browser takes the speed once the server has saved it.
  await until(driver, 'the speed is saved', () => {
    const profile = JSON.parse(localStorage.getItem('profile') ?? '{}') as {
      preferences?: { playback_rate?: number };
    };
    return profile.preferences?.playback_rate === 1.5;
  });

  await open();
  await until(
    driver,
    'the video plays at 1.5x after the reload',
    () => document.querySelector('video')?.playbackRate === 1.5,
  );
});

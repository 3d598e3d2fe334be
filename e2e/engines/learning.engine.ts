import { expect, test } from './fixtures';
import {
  articleMostlyRead,
  createMember,
  openWelcomeVideo,
  PLAY,
  pressTitled,
  shownCompleted,
  signIn,
  until,
  videoPlaying,
  welcomeLessons,
} from './kit';

// What a member does in the Learning Centre is kept, in every engine: a lesson completed and a
// speed chosen are there again after a reload.

test('an article lesson read to its end is completed, and still is after a reload', async ({
  driver,
}) => {
  const token = await signIn(driver, await createMember());
  const article = (await welcomeLessons()).find((lesson) => lesson.type === 'article')!;
  await articleMostlyRead(driver, article);
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
  await pressTitled(driver, '.vjs-playback-rate .vjs-menu-item', '1.5x');
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

/** Run in the page: whether video.js shows captions in `language` (it keeps its own track list). */
const captionsShownIn = (language: string) => {
  const owner = (
    document.querySelector('.video-js') as
      (HTMLElement & { player?: { textTracks(): TextTrackList } }) | null
  )?.player;
  const tracks = owner ? owner.textTracks() : document.querySelector('video')!.textTracks;
  return Array.from({ length: tracks.length }, (_, index) => tracks[index]!)
    .filter((track) => track.mode === 'showing')
    .some((track) => track.language === language);
};

/** The transcript's lines, each a button that plays from its moment. */
const LINES = 'li[aria-posinset] button';

test('a video lesson seeks, shows captions and its transcript, and follows another language', async ({
  driver,
}) => {
  await signIn(driver, await createMember());
  await openWelcomeVideo(driver);
  await driver.click(PLAY);
  await until(driver, 'the video plays', videoPlaying);
  await pressTitled(driver, '[data-state] button[aria-controls]', 'Transcript');
  await until(
    driver,
    'the transcript marks the line being said',
    (lines) =>
      [...document.querySelectorAll(lines)].some(
        (line) => line.getAttribute('aria-current') === 'true',
      ),
    [LINES],
  );

  // The keys reach the player from the transcript's toggle, one of the player's tools. (WebKit
  // does not focus a button it clicks, as Safari does not: a keyboard's Tab would.)
  const focusToggle = () =>
    driver.evaluate(() =>
      document.querySelector<HTMLElement>('[data-state] button[aria-controls]')!.focus(),
    );
  await focusToggle();
  await driver.press('c');
  await until(driver, 'C shows the captions', captionsShownIn, ['en']);
  // Paused, so that only the keys and presses move the clock: on a slow host the short talk
  // may also have played to its end by now, which leaves it paused already.
  if (!(await driver.evaluate(() => document.querySelector('video')!.paused))) {
    await driver.press('k');
    await until(driver, 'K pauses', () => document.querySelector('video')!.paused);
  }
  await pressTitled(driver, LINES, '00:00');
  await until(
    driver,
    'a press on the first line takes the video to its moment',
    (lines) =>
      document.querySelector('video')!.currentTime < 2 &&
      document.querySelector(lines)?.getAttribute('aria-current') === 'true',
    [LINES],
  );
  const before = await driver.evaluate(() => document.querySelector('video')!.currentTime);
  await focusToggle();
  await driver.press('l');
  await until(
    driver,
    'L seeks five seconds on',
    (from) => document.querySelector('video')!.currentTime >= from + 4,
    [before],
  );

  // WebDriver cannot pick from a native menu in every engine: the choice is made as the
  // menu makes it, a new value and its change event.
  await driver.evaluate(() => {
    const menu = [...document.querySelectorAll('select')].find((select) =>
      [...select.options].some((option) => option.textContent === 'Spanish'),
    )!;
    menu.value = [...menu.options].find((option) => option.textContent === 'Spanish')!.value;
    menu.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await until(
    driver,
    'the transcript reads the Spanish captions',
    (lines) =>
      [...document.querySelectorAll(lines)].some((line) =>
        line.textContent?.includes('Bienvenidos a la velada'),
      ),
    [LINES],
  );
  await until(driver, 'the captions shown are Spanish', captionsShownIn, ['es']);
});

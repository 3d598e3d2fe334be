import { test } from './fixtures';
import { createMember, openWelcomeVideo, PLAY, signIn, until, videoPlaying } from './kit';

// The player in every engine: video.js arrives when the member reaches for play, and the press
// that brought it must still play, by pointer or by key.

async function openVideoLesson(driver: Parameters<typeof signIn>[0]) {
  await signIn(driver, await createMember());
  await openWelcomeVideo(driver);
}

test('one press on a video lesson’s play button loads the player and plays', async ({ driver }) => {
  await openVideoLesson(driver);
  await driver.click(PLAY);
  await until(driver, 'the video plays after one press', videoPlaying);
});

test('a video lesson opened again, its video now in the browser’s cache, plays on one press', async ({
  driver,
}) => {
  await openVideoLesson(driver);
  await driver.click(PLAY);
  await until(driver, 'the video plays after one press', videoPlaying);
  // Firefox had the cached video's events in before video.js had set its source, and waited on.
  await openWelcomeVideo(driver);
  await driver.click(PLAY);
  await until(driver, 'the video plays again after one press', videoPlaying);
});

test('K on the big play button plays, and M and ? then still reach the player', async ({
  driver,
}) => {
  await openVideoLesson(driver);
  // Focus on the stand-in fetches video.js, and moves to its big play button once it is there.
  await until(
    driver,
    'the stand-in takes focus',
    (selector) => {
      const standIn = document.querySelector<HTMLElement>(selector);
      standIn?.focus();
      return !!standIn && document.activeElement === standIn;
    },
    [PLAY],
  );
  await until(
    driver,
    'focus reaches video.js’s big play button',
    () => document.activeElement?.classList.contains('vjs-big-play-button') === true,
  );
  await driver.press('k');
  await until(driver, 'K plays the video', videoPlaying);
  await until(
    driver,
    'focus stays in the player once the big play button hides',
    () => !!document.activeElement?.closest('[data-state]'),
  );
  await driver.press('m');
  await until(driver, 'M mutes', () => document.querySelector('video')!.muted);
  await driver.press('?');
  await until(
    driver,
    '? shows the shortcuts',
    () => !!document.querySelector('[role="dialog"][aria-label="Keyboard shortcuts"]'),
  );
});

test.describe('at a small desktop’s width', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('the tools under the video show every word of their buttons', async ({ driver }) => {
    test.skip(test.info().project.name.endsWith('-phone'), 'the width is the test’s own');
    await openVideoLesson(driver);
    await driver.click(PLAY);
    await until(driver, 'the video plays after one press', videoPlaying);
    const { shown, cut } = await driver.evaluate(() => {
      const buttons = [
        ...document.querySelectorAll<HTMLElement>('[data-state] > :last-child button'),
      ];
      return {
        shown: buttons.map((button) => button.textContent),
        cut: buttons
          .filter((button) => button.scrollWidth > button.clientWidth)
          .map(
            (button) => `${button.textContent} (${button.clientWidth} of ${button.scrollWidth} px)`,
          ),
      };
    });
    // Found where the row is, or the check would pass on nothing.
    if (!shown.includes('Keyboard shortcuts'))
      throw new Error(`The tools row was not found: ${JSON.stringify(shown)}`);
    if (cut.length > 0) throw new Error(`Cut short: ${cut.join(', ')}`);
  });
});

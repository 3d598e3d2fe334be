import type { Driver } from './driver';
import { expect } from './fixtures';
import {
  articleMostlyRead,
  call,
  PLAY,
  pressTitled,
  shownCompleted,
  until,
  videoPlaying,
  welcomeLessons,
} from './kit';

/** Run in the page: the first status whose words start with `words` is on screen. */
export const statusShown = (words: string) =>
  [...document.querySelectorAll('[role="status"]')].some((status) =>
    status.textContent?.trim().startsWith(words),
  );

/** Saves the module on screen once the worker is in charge: the size first, then the save. */
export async function saveOpenModule(driver: Driver) {
  await until(
    driver,
    'the worker takes charge of the page',
    () => !!navigator.serviceWorker?.controller,
    [],
    45_000,
  );
  await pressTitled(driver, 'button', 'Save for offline');
  await until(driver, 'the size to save shows', statusShown, [
    'Saving this module for offline takes',
  ]);
  // "Save" alone, not "Save for offline", which starts with it.
  await until(driver, 'the Save button', () => {
    const save = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Save',
    );
    save?.setAttribute('data-engine-target', '');
    return !!save;
  });
  await driver.click('[data-engine-target]');
  await until(driver, 'the module is saved', statusShown, ['Saved for offline · '], 30_000);
}

/** How a journey takes the server away from the page and gives it back. */
export interface Outage {
  /** What the member is told on the Learning Centre while it lasts, if the browser knows of it. */
  notice?: string;
  begin(): Promise<void>;
  end(): Promise<void>;
}

/**
 * The welcome module saved, then the server gone: the app opens from the worker, the saved module
 * opens from the saved list, its article is read to the end and completed, its video plays and
 * plays on from its middle (ranges of the saved file), and once the server is back the completion
 * reaches it.
 */
export async function learnFromSaved(driver: Driver, token: string, outage: Outage) {
  const welcome = await call<{ title: string }>('/wp/v2/playlist/module-welcome');
  const lessons = await welcomeLessons();
  const article = lessons.find((lesson) => lesson.type === 'article')!;
  const video = lessons.find((lesson) => lesson.type === 'video')!;
  await articleMostlyRead(driver, article);
  await driver.goto('/training/module-welcome');
  await saveOpenModule(driver);

  await outage.begin();
  await driver.goto('/training');
  expect(
    await driver.evaluate(() =>
      fetch('/wp-json/wp/v2/appStatus?connection', { cache: 'no-store' }).then(
        () => 'answered',
        () => 'no answer',
      ),
    ),
  ).toBe('no answer');
  if (outage.notice)
    await until(driver, 'the Learning Centre says what opens offline', statusShown, [
      outage.notice,
    ]);
  await pressTitled(driver, 'section[aria-labelledby="saved-offline"] a', welcome.title);
  await pressTitled(driver, 'nav[aria-label="Lessons in this module"] a', article.title);
  await until(driver, 'the article read to its end is completed', shownCompleted, [article.title]);

  await pressTitled(driver, 'nav[aria-label="Lessons in this module"] a', video.title);
  await until(
    driver,
    'the lesson shows its play button',
    (play) => !!document.querySelector(play),
    [PLAY],
  );
  await driver.click(PLAY);
  await until(driver, 'the saved video plays', videoPlaying);
  const seekedTo = await driver.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const element = document.querySelector('video')!;
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = element.duration / 2;
      }),
  );
  expect(seekedTo).toBeGreaterThan(0);
  await until(
    driver,
    'the saved video plays on from the middle',
    (from) => document.querySelector('video')!.currentTime > from,
    [seekedTo],
  );

  const completed = async () =>
    (await welcomeLessons(token)).find(({ id }) => id === article.id)?.complete === true;
  expect(await completed()).toBe(false);
  await outage.end();
  // Replays back off up to a minute while the server gives no answer (apps/web README, "Offline").
  await expect.poll(completed, { timeout: 75_000 }).toBe(true);
}

import { test } from './fixtures';
import type { Driver } from './driver';
import {
  call,
  createMember,
  PLAY,
  pressTitled,
  shownCompleted,
  signIn,
  until,
  videoPlaying,
  welcomeLessons,
} from './kit';

// Saving a module for offline in every engine: the worker takes charge of a member's pages, the
// module is kept on the device, and the saved list says so. Where the browser has not granted
// persistent storage (WebKit has none to ask for), the list says it may clear saved modules, on
// every visit (apps/web README, "Offline").

test.use({ serviceWorkerOn: true });

const MAY_CLEAR = 'may clear saved modules when it runs short of space, or after a week';

/** Run in the page: the first status whose words start with `words` is on screen. */
const statusShown = (words: string) =>
  [...document.querySelectorAll('[role="status"]')].some((status) =>
    status.textContent?.trim().startsWith(words),
  );

/** Run in the page: the saved list links to the module titled `title` and holds `note` or not. */
const savedListed = (title: string, note: string, noteWanted: boolean) => {
  const region = [...document.querySelectorAll('section[aria-labelledby]')].find(
    (element) =>
      document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent ===
      'Saved for offline',
  );
  if (!region) return false;
  const linked = [...region.querySelectorAll('a')].some((a) => a.textContent?.includes(title));
  return linked && (region.textContent?.includes(note) ?? false) === noteWanted;
};

/** Saves the module on screen once the worker is in charge: the size first, then the save. */
async function saveOpenModule(driver: Driver) {
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

test('a module saved for offline is listed, and where the browser may clear it the list says so', async ({
  driver,
}) => {
  await signIn(driver, await createMember());
  const [module] = await call<Array<{ slug: string; title: string }>>('/wp/v2/playlist');
  await driver.goto(`/training/${module!.slug}`);
  await saveOpenModule(driver);

  // Whether the list warns is the browser's answer: it has granted persistent storage or not.
  const mayClear = await driver.evaluate(
    async () => !navigator.storage?.persisted || !(await navigator.storage.persisted()),
  );
  if (driver.engine === 'webkit') test.expect(mayClear).toBe(true);
  for (const visit of ['after the save', 'on the next visit']) {
    if (visit === 'on the next visit') await driver.goto('/dashboard');
    await driver.goto('/training');
    await until(driver, `the saved list ${visit}`, savedListed, [
      module!.title,
      MAY_CLEAR,
      mayClear,
    ]);
  }
});

test('with no connection, a saved module opens, reads, plays and seeks, and its completion reaches the server once back online', async ({
  driver,
}) => {
  test.skip(!driver.setOffline, `${driver.engine}: its driver cannot take the connection away`);
  const token = await signIn(driver, await createMember());
  const welcome = await call<{ title: string }>('/wp/v2/playlist/module-welcome');
  const lessons = await welcomeLessons();
  const article = lessons.find((lesson) => lesson.type === 'article')!;
  const video = lessons.find((lesson) => lesson.type === 'video')!;
  // Most of the article was read earlier in this browser: its timer counts the last seconds.
  await driver.evaluate(
    (id, seconds) =>
      localStorage.setItem(
        'ab_session_progress',
        JSON.stringify({ lessons: { [id]: seconds }, videos: {} }),
      ),
    article.id,
    article.duration - 3,
  );
  await driver.goto('/training/module-welcome');
  await saveOpenModule(driver);

  await driver.setOffline!(true);
  await driver.goto('/training');
  test
    .expect(
      await driver.evaluate(() =>
        fetch('/wp-json/wp/v2/appStatus?connection', { cache: 'no-store' }).then(
          () => 'answered',
          () => 'no connection',
        ),
      ),
    )
    .toBe('no connection');
  await until(driver, 'the Learning Centre says what opens offline', statusShown, [
    'You are offline. The modules saved',
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
  test.expect(seekedTo).toBeGreaterThan(0);
  await until(
    driver,
    'the saved video plays on from the middle',
    (from) => document.querySelector('video')!.currentTime > from,
    [seekedTo],
  );

  const completed = async () =>
    (await welcomeLessons(token)).find(({ id }) => id === article.id)?.complete === true;
  test.expect(await completed()).toBe(false);
  await driver.setOffline!(false);
  await test.expect.poll(completed, { timeout: 30_000 }).toBe(true);
});

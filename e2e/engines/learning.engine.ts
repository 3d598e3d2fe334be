import { expect, test } from './fixtures';
import { call, createMember, signIn, until } from './kit';

// What a member does in the Learning Centre is kept by the server, in every engine: a lesson
// completed is there again after a reload.

interface ModuleLesson {
  id: number;
  slug: string;
  title: string;
  type: string;
  duration: number;
  complete?: boolean;
}

const welcomeLessons = async (token?: string) =>
  (await call<{ lessons: ModuleLesson[] }>('/wp/v2/playlist/module-welcome', undefined, token))
    .lessons;

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
  // Most of the article was read earlier in this browser: the reading timer counts the last seconds.
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

import { expect, test } from './fixtures';
import { call, createMember, read, signIn, until, videoPlaying } from './kit';

// A member remembers words from a talk: searching them, from the menu's search panel (on a phone,
// the search page), lists the moment they are said, and opening it plays the talk from there.

const WORDS = 'count to three before';

/** The part of a search answer's moment (the api-client's `SpokenMatch`) the journey reads. */
interface Moment {
  start: number;
  title: string;
  lesson?: { slug: string; module: string };
}

test('words said in a talk list the moment, which plays from there', async ({
  driver,
  viewport,
}) => {
  await signIn(driver, await createMember());
  const { spoken } = await call<{ spoken?: { matches: Moment[] } }>(
    `/wp/v2/search?search=${encodeURIComponent(WORDS)}`,
  );
  const moment = spoken?.matches[0];
  expect(moment?.lesson, 'the words are said in a Learning Centre talk').toBeTruthy();
  const seconds = Math.floor(moment!.start);
  const href = `/training/${moment!.lesson!.module}/${moment!.lesson!.slug}?t=${seconds}`;

  if ((viewport?.width ?? 1280) < 768) {
    await driver.goto('/search');
    await driver.type('main input[type="search"]', WORDS);
  } else {
    await driver.goto('/training');
    await driver.click('nav [aria-controls="campus-search-panel"]');
    await until(
      driver,
      'the search panel takes the focus',
      () => document.activeElement?.matches('#campus-search-panel input[type="search"]') === true,
    );
    await driver.type('#campus-search-panel input[type="search"]', WORDS);
  }
  await driver.press('Enter');
  await until(
    driver,
    'the moment is listed, its words marked',
    (link) => {
      const found = document.querySelector(`a[href="${link}"]`);
      return !!found?.querySelector('mark') && location.search.startsWith('?q=');
    },
    [href],
  );

  await driver.click(`a[href="${href}"]`);
  await until(driver, 'the talk plays', videoPlaying);
  // A video seeked before it plays has played nothing yet until its clock moves.
  const startedAt = await read(driver, 'what the talk played', () => {
    const { played } = document.querySelector('video')!;
    return played.length > 0 ? played.start(0) : null;
  });
  expect(Math.abs(startedAt - moment!.start), 'started within a second of the moment').toBeLessThan(
    1,
  );
});

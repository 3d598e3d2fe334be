import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createMember, signIn } from './session';

// A member remembers a sentence from a talk, not its title: searching it lists the moment it is
// said, and opening the moment plays the talk from there, in English and in Hebrew.

const PHRASES = {
  en: {
    words: 'count to three before',
    menu: 'Main',
    search: 'Search',
    said: 'Said in videos',
    recording: 'English',
    languageMenu: 'Language',
    at: 'Said at ',
  },
  he: {
    words: 'וספרו עד שלוש',
    menu: 'ראשי',
    search: 'חיפוש',
    said: 'נאמר בסרטונים',
    recording: 'עברית',
    languageMenu: 'שפה',
    at: 'נאמר ב־',
  },
} as const;
type Language = keyof typeof PHRASES;

/** The part of a search answer's moment (the api-client's `SpokenMatch`) a journey reads. */
interface Moment {
  language: string;
  start: number;
  title: string;
  lesson?: { slug: string; module: string };
}

/** Where the server says the words are said, in the page's language. */
async function momentOf(page: Page, language: Language) {
  const response = await page.request.get(
    `/wp-json/wp/v2/search?search=${encodeURIComponent(PHRASES[language].words)}`,
    { headers: { 'X-WP-Language': language } },
  );
  expect(response.ok()).toBe(true);
  const { spoken } = (await response.json()) as { spoken?: { matches: Moment[] } };
  expect(spoken?.matches.length, 'the phrase is said in a demo talk').toBeGreaterThan(0);
  return spoken!.matches[0]!;
}

/** Types the words where the member searches: the menu's search panel, or on a phone the search page. */
async function search(page: Page, language: Language, isPhone: boolean) {
  const { words, menu, search: label } = PHRASES[language];
  if (isPhone) {
    await page.goto('/search');
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill(words);
    await box.press('Enter');
  } else {
    await page.goto('/training');
    await page
      .getByRole('navigation', { name: menu })
      .getByRole('button', { name: label, exact: true })
      .click();
    const box = page.getByRole('complementary', { name: label }).getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.fill(words);
    await box.press('Enter');
  }
  await expect(page).toHaveURL(/\/search\?q=/);
}

for (const language of ['en', 'he'] as const) {
  test(`a phrase said in a talk (${language}) lists the moment, which plays from there`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const phrase = PHRASES[language];
    if (language === 'he') await context.addCookies([{ name: 'lang', value: 'he', url: baseURL! }]);
    const { email } = await createMember(page);
    await signIn(page, email);
    const expected = await momentOf(page, language);
    expect(expected.language).toBe(language);
    expect(expected.lesson, 'a Learning Centre lesson plays the talk').toBeTruthy();

    await search(page, language, testInfo.project.name === 'phone');
    const said = page.getByRole('region', { name: phrase.said });
    const moment = said.getByRole('link').first();
    await expect(moment).toContainText(expected.title);
    const seconds = Math.floor(expected.start);
    const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    // (A right-to-left page isolates the time inside its sentence.)
    await expect(moment).toContainText(new RegExp(`${phrase.at}\u2068?${clock}\u2069?`));
    await expect(moment.locator('mark').first()).toBeVisible();
    expect((await moment.locator('mark').allTextContents()).join(' ')).toContain(
      phrase.words.split(' ')[0],
    );
    await expectNoAxeViolations(page);

    // Opening it: the lesson, playing from the second the words are said.
    await moment.click();
    await expect(page).toHaveURL(
      new RegExp(`/training/${expected.lesson!.module}/${expected.lesson!.slug}\\?t=${seconds}$`),
    );
    const player = page
      .getByRole('region', { name: expected.title })
      .and(page.locator('[data-state]'));
    await expect(player).toHaveAttribute('data-state', /playing/, { timeout: 20_000 });
    const video = player.locator('video');
    // The recording in the page's language, whose captions the moment was found in.
    expect(
      await player
        .getByRole('combobox', { name: phrase.languageMenu })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
    ).toBe(phrase.recording);
    await expect
      .poll(() => video.evaluate((media: HTMLVideoElement) => media.played.length))
      .toBeGreaterThan(0);
    const startedAt = await video.evaluate((media: HTMLVideoElement) => media.played.start(0));
    expect(
      Math.abs(startedAt - expected.start),
      'started within a second of the moment',
    ).toBeLessThan(1);
  });
}

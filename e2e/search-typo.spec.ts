import { expect, test } from '@playwright/test';
import { createMember, signIn } from './session';

// A member types as people type: a word misspelt still finds the moment it is said, and opening the
// moment plays the talk from there (apps/server README, "Search: the matching rules").

const TYPED = 'interuptions';
const SAID = 'interruptions';

/** The part of a search answer's moment (the api-client's `SpokenMatch`) a journey reads. */
interface Moment {
  start: number;
  text: string;
  title: string;
  lesson?: { slug: string; module: string };
}

test('a misspelt word lists the moment it is said, which plays from there', async ({ page }) => {
  const { email } = await createMember(page);
  await signIn(page, email);
  const response = await page.request.get(`/wp-json/wp/v2/search?search=${TYPED}`, {
    headers: { 'X-WP-Language': 'en' },
  });
  expect(response.ok()).toBe(true);
  const { spoken } = (await response.json()) as { spoken?: { matches: Moment[] } };
  const expected = spoken?.matches.find((match) => match.text.includes(SAID));
  expect(expected, 'the word is said in a demo talk').toBeTruthy();
  expect(expected!.lesson, 'a Learning Centre lesson plays the talk').toBeTruthy();

  await page.goto('/search');
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill(TYPED);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=interuptions/);

  const moment = page
    .getByRole('region', { name: 'Said in videos' })
    .getByRole('link')
    .filter({ hasText: SAID })
    .first();
  await expect(moment).toContainText(expected!.title);
  await expect(moment.locator('mark').first()).toHaveText(SAID);

  await moment.click();
  const seconds = Math.floor(expected!.start);
  await expect(page).toHaveURL(
    new RegExp(`/training/${expected!.lesson!.module}/${expected!.lesson!.slug}\\?t=${seconds}$`),
  );
  const player = page
    .getByRole('region', { name: expected!.title })
    .and(page.locator('[data-state]'));
  await expect(player).toHaveAttribute('data-state', /playing/, { timeout: 20_000 });
});

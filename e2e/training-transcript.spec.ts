import { expect, test } from '@playwright/test';
import { openWelcomeVideoLesson } from './player';
import { createMember, signIn } from './session';

// A video with captions offers its transcript in the player's row of tools: the line being said is
// marked as the video plays, a press on a line plays from there, the find box narrows the lines,
// and the lines follow the language the player plays.

test('the transcript follows the video, plays from a line, finds words and follows the language', async ({
  page,
}) => {
  const { email } = await createMember(page);
  await signIn(page, email);
  const player = await openWelcomeVideoLesson(page);
  const toggle = player.getByRole('button', { name: 'Transcript' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = page.getByRole('list', { name: 'Transcript' });
  const first = lines.getByRole('button', { name: /Welcome to the evening/ });
  const second = lines.getByRole('button', { name: /begin with a question/ });
  await expect(first).toBeVisible();
  await expect(first).toContainText('00:00');
  await expect(second).toContainText('00:02');

  // Playing: the marked line follows the video, without taking focus or scrolling the page.
  await player.getByRole('button', { name: 'Play Video' }).click();
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
  await expect(first).not.toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await lines.evaluate((list) => list.contains(document.activeElement))).toBe(false);

  // A press on a line plays from its moment.
  await first.click();
  await expect(first).toHaveAttribute('aria-current', 'true');
  const at = await player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  expect(at).toBeLessThan(2);

  // The find box keeps the lines with the words, and says how many.
  const find = page.getByRole('searchbox', { name: 'Find in transcript' });
  await find.fill('QUESTION');
  await expect(page.getByText('1 line matches')).toBeVisible();
  await expect(lines.getByRole('button')).toHaveCount(1);
  await expect(lines.locator('mark')).toHaveText('question');
  await find.fill('');

  // Another language in the player: the transcript reads its captions.
  await player.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Spanish' });
  await expect(lines.getByRole('button', { name: /Bienvenidos a la velada/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transcript' })).toHaveAttribute('lang', 'es');
});

import { expect, test } from './fixtures';
import { createMember, read, signIn } from './kit';

// Right to left and dark as each engine lays them out: the direction and the language reach the
// page, the page is dark, and nothing runs off the side of the window.

test('the Learning Centre in Hebrew and dark reads right to left, dark, within the window', async ({
  driver,
}) => {
  await signIn(driver, await createMember());
  await driver.evaluate(() => {
    document.cookie = 'lang=he; path=/';
    localStorage.setItem('campus_color_mode', 'dark');
  });
  await driver.goto('/training');
  const page = await read(driver, 'the Learning Centre’s heading', () => {
    const heading = document.querySelector('main h1');
    if (!heading?.textContent?.trim() || document.getElementById('campus-preloader')) return null;
    const [red, green, blue] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map(Number);
    return {
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
      heading: heading.textContent.trim(),
      background: Math.max(red ?? 255, green ?? 255, blue ?? 255),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  expect(page.dir).toBe('rtl');
  expect(page.lang).toMatch(/^he/);
  expect(page.heading, 'a Hebrew heading').toMatch(/[\u0590-\u05FF]/);
  expect(page.background, 'a dark page').toBeLessThan(64);
  expect(page.overflow, 'nothing runs off the side').toBeLessThanOrEqual(0);
});

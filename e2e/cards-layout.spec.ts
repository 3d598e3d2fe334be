import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session';

// Cards as a person reads them: a title that reads as a title, and grids whose rows are filled.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
});

async function screenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test('Learning Centre card titles read as titles: underlined only when pointed at, with a focus ring', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/training');
  const titles = page.getByRole('main').locator('article :is(h2, h3, h4) > a');
  await expect(titles.first()).toBeVisible();
  expect(
    new Set(
      await titles.evaluateAll((links) =>
        links.map((link) => getComputedStyle(link).textDecorationLine),
      ),
    ),
  ).toEqual(new Set(['none']));

  const first = titles.first();
  await first.hover();
  expect(await first.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe(
    'underline',
  );

  // Reached by the keyboard, the title shows where focus is.
  await page.mouse.move(0, 0);
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const outline = await first.evaluate((link) => {
    const style = getComputedStyle(link);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await screenshot(page, 'learning centre cards');
});

test('the course library fills its rows: no series left alone under a fuller row', async ({
  page,
}, testInfo) => {
  await page.goto('/course-library');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const rowsOfCards = async () => {
    const tops = await cards.evaluateAll((articles) =>
      articles.map((article) => Math.round(article.getBoundingClientRect().top)),
    );
    return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
  };
  // A laptop, a small desktop and a wide one as well as the project's own window.
  const widths = testInfo.project.name === 'phone' ? [] : [1024, 1152, 1440, 1920];
  for (const width of [undefined, ...widths]) {
    if (width) await page.setViewportSize({ width, height: 900 });
    const rows = await rowsOfCards();
    // Where the first row holds more than one series, so does the last.
    if (rows[0]! > 1) expect(rows.at(-1), `cards per row at ${width}: ${rows}`).toBeGreaterThan(1);
  }
  await page.setViewportSize({ width: 1024, height: 900 });
  await screenshot(page, 'course library at 1024 px');
});

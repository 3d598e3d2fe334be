import { expect, test, type Locator } from '@playwright/test';

// The results page as a person first sees it: the All tab's few results per section, laid out as
// a finished grid at a desktop's and a phone's width.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
});

/** The boxes of a grid's cards, grouped into rows by their top edge. */
async function rowsOf(cards: Locator) {
  const boxes = await Promise.all(
    (await cards.all()).map(async (card) => (await card.boundingBox())!),
  );
  const rows: (typeof boxes)[] = [];
  for (const box of boxes) {
    const row = rows.find((candidate) => Math.abs(candidate[0]!.y - box.y) <= 1);
    if (row) row.push(box);
    else rows.push([box]);
  }
  return rows;
}

test('the All tab’s results fill their row, each card as tall as the others beside it', async ({
  page,
}) => {
  await page.goto('/search?q=video');
  const section = page.getByRole('region', { name: 'Series Material' });
  const list = section.getByRole('list');
  const cards = list.getByRole('button');
  await expect(cards).toHaveCount(3);
  // Covers load lazily and change no height (a 16:9 box either way), but wait for them anyway.
  await page.waitForLoadState('networkidle');

  const width = (await list.boundingBox())!;
  for (const row of await rowsOf(cards)) {
    const heights = row.map((box) => Math.round(box.height));
    expect(Math.max(...heights) - Math.min(...heights), `heights ${heights}`).toBeLessThanOrEqual(
      1,
    );
    // No empty column beside the results: the row reaches both edges of the list.
    const start = Math.min(...row.map((box) => box.x));
    const end = Math.max(...row.map((box) => box.x + box.width));
    expect(Math.abs(start - width.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(end - (width.x + width.width))).toBeLessThanOrEqual(1);
  }

  // The See All Results label starts where the section's title does when it wraps under it.
  const title = (await section.getByRole('heading', { level: 2 }).boundingBox())!;
  const seeAll = section.getByRole('button', { name: 'See All Results' });
  const label = await seeAll.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return range.getBoundingClientRect();
  });
  if (label.top >= title.y + title.height)
    expect(Math.abs(label.left - title.x)).toBeLessThanOrEqual(1);

  await test
    .info()
    .attach('search results', { body: await page.screenshot(), contentType: 'image/png' });
});

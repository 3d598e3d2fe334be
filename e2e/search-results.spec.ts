import { expect, test, type Page, type Route } from '@playwright/test';
import { appRunning } from './app';
import { expectNoAxeViolations } from './axe';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
});

const main = (page: Page) => page.getByRole('main');

/** A browser without IntersectionObserver: only the Load more button fetches further pages. */
const withoutIntersectionObserver = (page: Page) =>
  page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

test('the All tab shows up to 3 per non-empty section and See All Results switches tab', async ({
  page,
}) => {
  await page.goto('/search?q=listening');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “listening”' }),
  ).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Result sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['All', 'Series Material', 'Promo Material', 'Learning Centre']);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  const learning = main(page).getByRole('region', { name: 'Learning Centre' });
  await expect(learning.getByRole('listitem')).toHaveCount(3);
  await expect(
    main(page).getByRole('region', { name: 'Promo Material' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(learning.getByRole('link', { name: /Listening well/ })).toHaveAttribute(
    'href',
    '/training/module-listening',
  );
  await expectNoAxeViolations(page);

  await learning.getByRole('button', { name: 'See All Results' }).click();
  const learningTab = page.getByRole('tab', { name: 'Learning Centre' });
  await expect(learningTab).toHaveAttribute('aria-selected', 'true');
  await expect(learningTab).toBeFocused();
  const panel = page.getByRole('tabpanel', { name: 'Learning Centre' });
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByRole('link', { name: /Listening in practice 1/ })).toHaveAttribute(
    'href',
    '/training/article/listening-in-practice-1',
  );
  await expectNoAxeViolations(page);

  // Arrow keys move between tabs and wrap around.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Promo Material' })).toBeFocused();
  await expect(
    page.getByRole('tabpanel', { name: 'Promo Material' }).getByRole('listitem'),
  ).toHaveCount(1);
});

test('the initial tab comes from the navigation state section', async ({ page }) => {
  await page.goto('/course-library');
  await page.evaluate(() => {
    window.history.pushState(
      { usr: { section: 'training' }, key: 'e2e', idx: 1 },
      '',
      '/search?q=listening',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('tab', { name: 'Learning Centre' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('tabpanel', { name: 'Learning Centre' }).getByRole('listitem'),
  ).toHaveCount(4);
});

test('series and type filters narrow what is loaded, on the client', async ({ page }) => {
  // One page only, so the series on offer are exactly those of the first 20 results.
  await withoutIntersectionObserver(page);
  await page.goto('/search?q=week');
  await page.getByRole('tab', { name: 'Series Material' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Series Material' });
  await expect(panel.getByRole('listitem')).toHaveCount(20);

  const series = panel.getByRole('combobox', { name: 'Series' });
  await expect(series.getByRole('option')).toHaveText(['All', 'Growing Together', 'Leading Teams']);
  await series.selectOption({ label: 'Leading Teams' });
  await expect(panel.getByRole('listitem')).toHaveCount(9);
  await expect(panel.getByRole('listitem').first()).toContainText('Leading Teams');

  const type = panel.getByRole('combobox', { name: 'Type' });
  await expect(type.getByRole('option')).toHaveText(['All', 'Videos', 'Documents']);
  await type.selectOption({ label: 'Videos' });
  await expect(panel.getByRole('listitem')).toHaveText([
    /Leading Teams week 7 Session video/,
    /Leading Teams week 4 Session video/,
    /Leading Teams week 1 Session video/,
  ]);
  await expectNoAxeViolations(page);

  // The learning tab filters by category and by its own types.
  await page.goto('/search?q=listening');
  await page.getByRole('tab', { name: 'Learning Centre' }).click();
  const learning = page.getByRole('tabpanel', { name: 'Learning Centre' });
  await expect(learning.getByRole('combobox', { name: 'Type' }).getByRole('option')).toHaveText([
    'All',
    'Videos',
    'Articles',
    'Modules',
  ]);
  await expect(learning.getByRole('combobox', { name: 'Category' }).getByRole('option')).toHaveText(
    ['All', 'Leadership', 'Facilitation', 'Communication', 'Well-being'],
  );
  await learning.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Modules' });
  await expect(learning.getByRole('listitem')).toHaveCount(1);
  await expect(learning.getByRole('listitem')).toContainText('Listening well');
});

test('scrolling to the end loads the next 20 by offset', async ({ page }) => {
  const nextPage = page.waitForRequest((request) =>
    /[?&]offset=20&per_page=20&search=week&section=materials/.test(request.url()),
  );
  // The first 20 come with the page (first-screen.spec.ts).
  await page.goto('/search?q=week');
  const panel = page.getByRole('tabpanel', { name: 'Series Material' });
  await page.getByRole('tab', { name: 'Series Material' }).click();
  await expect(panel.getByRole('listitem').nth(19)).toBeVisible();
  await panel.getByRole('listitem').nth(19).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await nextPage;
  await expect(panel.getByRole('listitem')).toHaveCount(36);
  await expect(panel.getByText('Showing 36 of 36')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('Load more fetches the next page from the keyboard and moves focus to the first new result', async ({
  page,
}) => {
  await withoutIntersectionObserver(page);
  await page.goto('/search?q=week');
  await page.getByRole('tab', { name: 'Series Material' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Series Material' });
  await expect(panel.getByRole('listitem')).toHaveCount(20);
  await expect(panel.getByText('Showing 20 of 36')).toBeVisible();
  await panel.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('listitem')).toHaveCount(36);
  await expect(panel.getByRole('listitem').nth(20).getByRole('button')).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('no results: the no-results text, the heading and popular terms that search again', async ({
  page,
}) => {
  await page.goto('/search?q=zzzzqqq');
  await expect(page.getByText('Sorry, nothing was found for your search query.')).toBeVisible();
  const heading = page.getByRole('heading', {
    name: "Can't find what you're looking for? Try one of the options below",
  });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const terms = page.getByRole('list', {
    name: "Can't find what you're looking for? Try one of the options below",
  });
  await expect(terms.getByRole('link', { name: 'poster' })).toBeVisible();
  await expectNoAxeViolations(page);

  await terms.getByRole('link', { name: 'poster' }).click();
  await expect(page).toHaveURL(/\/search\?q=poster$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “poster”' }),
  ).toBeVisible();
  await expect(main(page).getByRole('searchbox', { name: 'Search for' })).toHaveValue('poster');
});

test('a new term typed on the results page reloads the results', async ({ page }) => {
  await page.goto('/search?q=poster');
  await expect(
    page.getByRole('region', { name: 'Promo Material' }).getByRole('listitem'),
  ).toHaveCount(3);
  const box = main(page).getByRole('searchbox', { name: 'Search for' });
  await box.fill('worksheet');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=worksheet$/);
  await expect(
    page.getByRole('region', { name: 'Series Material' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Promo Material' })).toHaveCount(0);
});

test('in Hebrew the results page is right-to-left and translated', async ({ page }) => {
  await page.goto('/search?q=listening&lang=he');
  await appRunning(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'הכול' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'מרכז הלמידה' })).toBeVisible();
  await page.getByRole('tab', { name: 'הכול' }).focus();
  // Right-to-left: the left arrow moves on to the next tab.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'חומרי הסדרה' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoAxeViolations(page);
});

/**
 * The results page with a search for "toolkit" that the network never answers, the page's clock
 * held from then on so the 5 s and 20 s of a slow search (apps/web README, "Slow reads") pass at
 * once.
 */
async function withStalledSearch(page: Page) {
  const held: Route[] = [];
  await page.route(/\/wp-json\/wp\/v2\/search\?.*search=toolkit/, (route) => {
    held.push(route);
  });
  await page.clock.install();
  await page.goto('/search?q=week');
  await appRunning(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const box = main(page).getByRole('searchbox', { name: 'Search for' });
  await box.fill('toolkit');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=toolkit$/);
  await expect.poll(() => held.length).toBe(1);
  return { held, box };
}

test('a search that gets no answer says so at 5 s; Cancel stops it and leaves the term to search again', async ({
  page,
}) => {
  const { held, box } = await withStalledSearch(page);
  const slow = page.getByText('This is taking longer than usual');
  const cancel = main(page).getByRole('button', { name: 'Cancel' });
  await page.clock.runFor(4_500);
  await expect(slow).toBeHidden();
  await page.clock.runFor(500);
  await expect(slow).toBeVisible();
  // axe waits on timers of its own; the 20 s deadline is still far off.
  await page.clock.resume();
  await expectNoAxeViolations(page);

  const stopped = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('search=toolkit'),
  );
  await cancel.click();
  await stopped;
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search', exact: true })).toBeVisible();
  await expect(box).toHaveValue('toolkit');
  await expect(box).toBeFocused();
  await expect(page.getByRole('list', { name: 'Popular searches' })).toBeVisible();
  await expect(slow).toBeHidden();

  // The page is as usable as ever: another term is searched and found.
  await box.fill('worksheet');
  await box.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Series Material' }).getByRole('listitem'),
  ).toHaveCount(3);
  expect(held).toHaveLength(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a search that gets no answer gives up at 20 s in all, retries included, and says so', async ({
  page,
}) => {
  const { held } = await withStalledSearch(page);
  const failure = page.getByRole('alert').filter({ hasText: 'The search could not be completed.' });
  // A second at a time, so each attempt's end and the retry after it happen as they would.
  for (let second = 0; second < 19; second++) await page.clock.runFor(1_000);
  await page.clock.runFor(900);
  await expect(failure).toBeHidden();
  // The first attempt timed out at 15 s and the retry began; 20 s in all stops it. The retry
  // reaches the route on its way out of the page, after the clock that sent it.
  await expect.poll(() => held.length).toBe(2);
  await page.clock.runFor(100);
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

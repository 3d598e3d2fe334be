import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
});

test('the menu opens the search panel, a popular term opens its results, and there the button only focuses the box', async ({
  page,
}) => {
  await page.goto('/course-library');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const toggle = menu.getByRole('button', { name: 'Search' });
  const panel = page.getByRole('complementary', { name: 'Search' });
  await expect(panel).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('searchbox', { name: 'Search for' })).toBeFocused();
  const terms = panel.getByRole('list', { name: 'Popular searches' });
  await expect(terms.getByRole('link', { name: 'leadership' })).toBeVisible();
  await expectNoAxeViolations(page, '#campus-search-panel');

  // Escape closes it and gives focus back to the menu button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await terms.getByRole('link', { name: 'leadership' }).click();
  await expect(page).toHaveURL(/\/search\?q=leadership$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “leadership”' }),
  ).toBeVisible();
  // The search form hides on every navigation.
  await expect(panel).toBeHidden();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  // On the search page the button focuses the page's own box and leaves the panel closed.
  await toggle.click();
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search for' })).toBeFocused();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the panel form searches for what was typed', async ({ page }) => {
  await page.goto('/course-library');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Search' })
    .click();
  const panel = page.getByRole('complementary', { name: 'Search' });
  await panel.getByRole('searchbox', { name: 'Search for' }).fill('poster');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=poster$/);
  const promo = page.getByRole('region', { name: 'Promo Material' });
  await expect(promo.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Series Material' })).toHaveCount(0);
});

test('a press on Search as the first screen appears opens the panel, and it stays open', async ({
  page,
}) => {
  // Pressed in the same task as the app puts the menu on the page, before React's effects for
  // that render have run: the page's arrival must not close what the press opened.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const toggle = document.querySelector<HTMLElement>('[aria-controls="campus-search-panel"]');
      if (!toggle) return;
      observer.disconnect();
      toggle.click();
    }).observe(document, { childList: true, subtree: true });
  });
  // Not prerendered (a query the screen does not read): the app draws the screen itself.
  await page.goto('/course-library?utm_source=mail');
  const panel = page.getByRole('complementary', { name: 'Search' });
  await expect(panel.getByRole('searchbox', { name: 'Search for' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }),
  ).toHaveAttribute('aria-expanded', 'true');
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test('the side menu follows the viewport: full list on desktop, More toggle on a phone', async ({ page }, testInfo) => {
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Campus home' })).toBeVisible();

  if (testInfo.project.name === 'phone') {
    await expect(menu.getByRole('link', { name: 'Active Courses' })).toHaveCount(0);
    const more = menu.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Active Courses' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Spec 1 §2: the menu closes on every navigation.
    await menu.getByRole('link', { name: 'Create a Course' }).click();
    await expect(menu.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
  } else {
    const box = await menu.boundingBox();
    expect(box?.width).toBe(225);
    await expect(menu.getByRole('button', { name: 'More' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Active Courses' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Course Library' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('/error lists the errors handed to it through navigation state', async ({ page }) => {
  await page.goto('/dashboard');
  await page.evaluate(() => {
    window.history.pushState({ usr: { errors: ['Payment declined'] }, key: 'e2e', idx: 1 }, '', '/error');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Payment declined' })).toBeVisible();
  await expectNoAxeViolations(page);
});

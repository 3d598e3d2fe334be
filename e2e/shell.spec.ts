import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn } from './session';

test('opening the app shows the shell and checks the application status', async ({ page }) => {
  await signIn(page, 'member@campus.test');
  const status = page.waitForResponse(
    (response) => response.url().endsWith('/wp-json/wp/v2/appStatus') && response.ok(),
  );
  await page.goto('/');

  const answer = await (await status).json();
  expect(answer).toEqual({
    applicationHash: expect.any(String),
    restartRequired: expect.any(Boolean),
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('#campus-preloader')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the host page supplies theme settings the app reads', async ({ page }) => {
  await page.goto('/dashboard');
  const settings = await page.evaluate(
    () => (window as unknown as { campusSettings: Record<string, unknown> }).campusSettings,
  );
  expect(settings).toHaveProperty('theme');
  expect(settings).toHaveProperty('locale');
});

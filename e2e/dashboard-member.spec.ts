import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn } from './session';

test('a member’s dashboard greets them and shows their course runs with progress', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Hello, Maya')).toBeVisible();
  const spring = page.getByRole('article', { name: 'Foundations, spring group' });
  await expect(spring).toBeVisible();
  await expect(
    spring.getByRole('progressbar', { name: 'Progress of Foundations, spring group' }),
  ).toBeVisible();
  // The demo's runs are counted from the day the store was seeded: one under way, one to come.
  await expect(spring.getByText('Week 3 of 8', { exact: true })).toBeVisible();
  const couples = page.getByRole('article', { name: 'Growing Together, couples evening' });
  await expect(couples.getByText('Not started yet', { exact: true })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Quick links' });
  await expect(links.getByRole('link', { name: 'Course Library' })).toBeVisible();
  await expectNoAxeViolations(page);

  await spring.getByRole('link', { name: 'Series material' }).click();
  await expect(page).toHaveURL(/\/courses\/run\/foundations$/);
  await expect(page.getByRole('heading', { name: 'Foundations', level: 1 })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createMember, signIn } from './session';

test('a visitor browses the course library: prices, weeks, sessions and a way to run or buy', async ({
  page,
}) => {
  await page.goto('/course-library');
  await page.evaluate(() => localStorage.setItem('cookies_agreed', '1'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Course Library', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  const teams = page.getByRole('article', { name: 'Leading Teams' });
  await expect(teams.getByText('10 weeks')).toBeVisible();
  await expect(teams.getByRole('link', { name: 'Buy for $79.00' })).toBeVisible();
  const free = page.getByRole('article', { name: 'First Steps' });
  await expect(free.getByText('Free', { exact: true })).toBeVisible();
  await expect(free.getByRole('link', { name: 'Run this Series' })).toBeVisible();
  await expect(page.getByText('You run this series')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a member sees the series they run marked in the library', async ({ page }) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/course-library');
  const foundations = page.getByRole('article', { name: 'Foundations' });
  await expect(foundations.getByText('You run this series')).toBeVisible();
  await expect(foundations.getByRole('link', { name: 'Run this Series' })).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Leading Teams' })
      .getByRole('link', { name: 'Buy for $79.00' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('active courses list a member’s runs, and a fresh member gets the empty state', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Active Courses', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Foundations, spring group' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Growing Together, couples evening' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const { email } = await createMember(page);
  await signIn(page, email);
  await page.goto('/courses');
  await expect(page.getByText('You have no active courses yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse the course library' }).click();
  await expect(page).toHaveURL(/\/course-library$/);
  await page.goto('/courses');
  await expect(page.getByText('You have no active courses yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the guest page explains Campus to a visitor', async ({ page }) => {
  await page.goto('/guest');
  await page.evaluate(() => localStorage.setItem('cookies_agreed', '1'));
  await page.reload();
  const guest = page.getByRole('region', { name: 'Welcome to Campus' });
  await expect(guest.getByRole('link', { name: 'Browse the course library' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/user/signon',
  );
  await expectNoAxeViolations(page);
});

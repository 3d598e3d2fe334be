import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { mainMenu, moreButton } from './menu';
import { createMember, signIn } from './session';

test('the side menu follows the viewport: full list on desktop, More toggle on a phone', async ({
  page,
}, testInfo) => {
  await page.goto('/dashboard');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Campus home' })).toBeVisible();

  if (testInfo.project.name === 'phone') {
    await expect(menu.getByRole('link', { name: 'Active Courses' })).toHaveCount(0);
    const more = moreButton(page);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Active Courses' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The menu closes on every navigation.
    await menu.getByRole('link', { name: 'Create a Course' }).click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
  } else {
    const box = await menu.boundingBox();
    expect(box?.width).toBe(225);
    await expect(moreButton(page)).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Active Courses' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Course Library' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('resizing the window to phone width and back re-lays the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/course-library');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Course Library' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Course Library' })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(moreButton(page)).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Course Library' })).toBeVisible();
  expect((await menu.boundingBox())?.width).toBe(225);
});

test('/error lists the errors handed to it through navigation state', async ({ page }) => {
  await page.goto('/dashboard');
  await page.evaluate(() => {
    window.history.pushState(
      { usr: { errors: ['Payment declined'] }, key: 'e2e', idx: 1 },
      '',
      '/error',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Payment declined' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a member’s dark mode stays after a reload and follows them to another device', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'the menu’s controls are the same on a phone, behind More',
  );
  const member = await createMember(page, 'Dana');
  await signIn(page, member.email, member.password);
  await page.goto('/dashboard');
  const darkMode = page.getByRole('navigation', { name: 'Main' }).getByLabel('Dark mode');
  await expect(darkMode).toHaveValue('system');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/wp-json/wp/v2/user/preferences') &&
      response.request().method() === 'POST',
  );
  await darkMode.selectOption({ label: 'On' });
  expect((await saved).ok()).toBe(true);
  // The next page load starts from the profile the app keeps in this browser, which takes the
  // server's answer a moment after it arrives: the reload waits for it, as a person's would.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('profile') ?? ''))
    .toContain('"dark"');

  await page.reload();
  await expect(darkMode).toHaveValue('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');

  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const other = await elsewhere.newPage();
    await signIn(other, member.email, member.password);
    await other.goto('/dashboard');
    await expect(
      other.getByRole('navigation', { name: 'Main' }).getByLabel('Dark mode'),
    ).toHaveValue('dark');
    expect(await other.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');
  } finally {
    await elsewhere.close();
  }
});

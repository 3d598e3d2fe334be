import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openMore, revealMenuLink } from './menu';
import { createMember, signIn } from './session';

const CHANGED = 'Changed#2026x';

test('a member changes the password on the profile and signs in with the new one', async ({
  page,
}) => {
  const member = await createMember(page, 'Quinn');
  await signIn(page, member.email, member.password);
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Quinn');
  await expectNoAxeViolations(page);

  const update = page.getByRole('button', { name: 'Update password' });
  await expect(update).toBeDisabled();
  // An old password left empty says so, and the hints are not red before typing.
  await expect(page.getByText('Old password is required')).toHaveCount(0);
  await expect(page.getByText('be at least 8 characters long')).toHaveAttribute(
    'data-state',
    'idle',
  );
  await page.getByLabel('Old password').focus();
  await page.getByLabel('New password').focus();
  await expect(page.getByText('Old password is required')).toBeVisible();
  await page.getByLabel('Old password').fill('Wrong#2026x');
  await page.getByLabel('New password').fill(CHANGED);
  await page.getByLabel('Confirm password').fill(CHANGED);
  await update.click();
  await expect(page.getByRole('alert')).toContainText('The old password is incorrect.');

  await page.getByLabel('Old password').fill(member.password);
  await update.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
  ).toBeVisible();

  await (await openMore(page)).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/user\/signon\?logout=true$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(CHANGED);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/course-library$/);
});

test('a member updates the profile, chooses an organization and sees it after a reload', async ({
  page,
}) => {
  const member = await createMember(page, 'Jordan');
  await signIn(page, member.email, member.password);
  await page.goto('/user/profile');
  await page.getByLabel('First name').fill('Jordana');
  await page.getByLabel('Birthday').fill('1991-02-03');
  await page.getByLabel('Country').selectOption({ label: 'Canada' });
  await expect(page.getByRole('option', { name: '-- Select Role --' })).toBeAttached();
  await page.getByLabel('Role').selectOption({ label: 'Member' });
  // The same organization search as course creation.
  const organization = page.getByRole('group', { name: 'Organization' });
  await organization
    .getByRole('searchbox', { name: 'Search organizations' })
    .fill('Riverside Chapel');
  await organization
    .getByRole('search', { name: 'Search organizations' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(organization.getByText('1 organization found')).toBeVisible();
  await organization.getByRole('button', { name: 'Choose' }).click();
  await expect(organization.getByText('Chosen organization: Riverside Chapel')).toBeVisible();

  const saved = page.waitForResponse((response) =>
    response.url().endsWith('/wp-json/wp/v2/user/update'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your profile has been saved' }),
  ).toBeVisible();
  // The menu follows the saved first name.
  await expect(await revealMenuLink(page, 'Jordana')).toBeVisible();
  await page.keyboard.press('Escape');

  const searches: string[] = [];
  page.on('request', (request) => {
    if (/\/wp-json\/wp\/v2\/(organization|denominations|organization-types)\b/.test(request.url()))
      searches.push(request.url());
  });
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Jordana');
  await expect(page.getByLabel('Birthday')).toHaveValue('1991-02-03');
  await expect(page.getByLabel('Role')).toHaveValue('member');
  await expect(organization.getByText('Chosen organization: Riverside Chapel')).toBeVisible();
  // A known organization is shown, not searched for: the search arrives with Change.
  await expect(organization.getByRole('searchbox', { name: 'Search organizations' })).toHaveCount(
    0,
  );
  expect(searches).toEqual([]);
  await organization.getByRole('button', { name: 'Change' }).click();
  await expect(organization.getByText('Chosen organization: Riverside Chapel')).toHaveCount(0);
  // Change gave way to the search: focus goes to its box rather than back to the page.
  await expect(organization.getByRole('searchbox', { name: 'Search organizations' })).toBeFocused();
  await expect(organization.getByText(/organizations? found/)).toBeVisible();
});

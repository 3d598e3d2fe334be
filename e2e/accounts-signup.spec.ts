import { expect, test, type Page } from '@playwright/test';
import { appRunning } from './app';
import { expectNoAxeViolations } from './axe';
import { DEMO_PASSWORD } from './session';

const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@campus.test`;

async function openSignup(page: Page) {
  await page.goto('/user/signup');
  await page.evaluate(() => localStorage.setItem('cookies_agreed', '1'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  await appRunning(page);
}

async function mailedLink(page: Page, email: string, pattern: RegExp) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await page.request.get(
        `/wp-json/campus-dev/v1/outbox?to=${encodeURIComponent(email)}`,
      );
      const mails = (await outbox.json()) as Array<{ links: string[] }>;
      link = mails.flatMap((mail) => mail.links).find((candidate) => pattern.test(candidate));
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test('a visitor signs up, verifies through the mailed link and signs in', async ({ page }) => {
  const email = freshEmail('signup');
  await openSignup(page);
  await expectNoAxeViolations(page);
  const create = page.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();

  await page.getByLabel('First name').fill('Sasha');
  await page.getByLabel('Last name').fill('Signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country').selectOption({ label: 'Canada' });
  await page.getByLabel('New password').fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await expect(create).toBeDisabled();
  await page.getByLabel('I agree to the Terms and Conditions').check();
  await expect(page.getByText('We keep your details only to run your account.')).toBeVisible();

  const request = page.waitForRequest((req) =>
    req.url().endsWith('/wp-json/wp/v2/user/account/request'),
  );
  await create.click();
  const sent = (await request).postDataJSON() as { user: Record<string, unknown> };
  expect(Object.keys(sent.user).sort()).toEqual(
    [
      'agreedToTerms',
      'confirmPassword',
      'country',
      'email',
      'first_name',
      'last_name',
      'locality',
      'mobileNumber',
      'password',
    ].sort(),
  );
  expect(sent.user).toMatchObject({ first_name: 'Sasha', email, country: 2, agreedToTerms: true });
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();

  const verifyPath = await mailedLink(page, email, /\/user\/verify\//);
  await page.goto(verifyPath);
  await expect(page.getByRole('heading', { name: 'Welcome, Sasha!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Get Started' }).click();

  await expect(page).toHaveURL(/\/user\/signon\?userlogin=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/course-library$/);
});

test('every sign-up validation message appears where it belongs', async ({ page }) => {
  await openSignup(page);
  const email = page.getByLabel('Email');
  await page.getByLabel('First name').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Last name is required')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Email is required')).toBeVisible();
  await email.fill('nobody@nowhere');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await email.fill('');
  await expect(page.getByText('Email is required')).toBeVisible();
  // The theme does not ask for a phone number: the field stays optional.
  await expect(page.getByLabel('Mobile number')).not.toHaveAttribute('required', '');

  await page.getByLabel('New password').fill('short');
  await expect(page.getByText('be at least 8 characters long')).toHaveAttribute(
    'data-state',
    'unmet',
  );
  await page.getByLabel('Confirm password').fill('other');
  await expect(page.getByText('Passwords must match')).toBeVisible();

  const terms = page.getByLabel('I agree to the Terms and Conditions');
  await terms.check();
  await terms.uncheck();
  await expect(page.getByText('You must agree to the Terms and Conditions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
});

test('an address that already has an account shows the server message, sanitized, and keeps the form', async ({
  page,
}) => {
  await openSignup(page);
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill('member@campus.test');
  await page.getByLabel('Country').selectOption({ label: 'Canada' });
  await page.getByLabel('New password').fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByLabel('I agree to the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Create' }).click();
  const message = page.locator('.signup-message--user_exists');
  await expect(message).toContainText('An account with this email address already exists.');
  await expect(message.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
    'href',
    '/user/recover-password',
  );
  await expect(page.getByLabel('First name')).toBeEnabled();
});

test('a survey invitation sets a password and gets the support couple thank-you', async ({
  page,
}) => {
  const email = freshEmail('survey');
  const invite = await page.request.post('/wp-json/wp/v2/user/account/request', {
    data: { user: { first_name: 'Casey', last_name: 'Couple', email, source: 'survey' } },
  });
  expect(invite.ok()).toBe(true);
  const verifyPath = await mailedLink(page, email, /\/user\/verify\//);
  await page.goto(verifyPath);
  const setPassword = page.getByRole('button', { name: 'Set Password' });
  await expect(setPassword).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText('The password must be at least 6 characters long')).toBeVisible();
  // The rules the server will hold the password to show before it can refuse one.
  const rules = page.locator('form').getByRole('listitem');
  await expect(rules).toHaveText([
    /be at least 8 characters long: not met/,
    /include both uppercase and lowercase characters: not met/,
    /include at least one number: not met/,
    /include at least one symbol: not met/,
  ]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(rules).toHaveText(Array(4).fill(/: met$/));
  await expectNoAxeViolations(page);
  await setPassword.click();
  await expect(
    page.getByText(
      'Thanks for registering. Keep an eye on your email for surveys that need your participation.',
    ),
  ).toBeVisible();
});

test('a verification code that is not valid opens the shared error screen', async ({ page }) => {
  await page.goto('/user/verify/not-a-real-code');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // The error page keeps the address.
  await expect(page).toHaveURL(/\/user\/verify\/not-a-real-code$/);
  await expect(
    page.getByText('This verification link is invalid or has already been used.'),
  ).toBeVisible();
});

test('the sign-up form can be filled and sent by keyboard alone', async ({ page }) => {
  const email = freshEmail('keyboard');
  await openSignup(page);
  await page.getByLabel('First name').focus();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Country')).toBeFocused();
  await page.keyboard.press('C');
  await expect(page.getByLabel('Country')).toHaveValue('2');
  // The optional locality select follows the country; the password comes after it.
  for (let step = 0; step < 3; step++) {
    if (await page.getByLabel('New password').evaluate((input) => input === document.activeElement))
      break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel('New password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show passwords' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('I agree to the Terms and Conditions')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
});

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { revealMenuLink } from './menu';
import { DEMO_PASSWORD, createMember } from './session';

async function acceptCookies(page: Page) {
  await page.evaluate(() => localStorage.setItem('cookies_agreed', '1'));
}

async function openSignon(page: Page, query = '') {
  await page.goto(`/user/signon${query}`);
  await acceptCookies(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
}

/** "Reopening the browser": keep what a browser keeps on disk, drop the session cookies. */
async function reopen(browser: Browser, context: BrowserContext) {
  const state = await context.storageState();
  const persistent = { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) };
  await context.close();
  return browser.newContext({ storageState: persistent });
}

test('a member signs in with remember me and is still signed in after reopening the browser', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await openSignon(page);
  await page.getByLabel('Email').fill('member@campus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The member runs two series: without a remembered page they land on their courses.
  await expect(page).toHaveURL(/\/courses$/);
  const cookies = await first.cookies();
  expect(cookies.find((cookie) => cookie.name === 'remember_me')).toMatchObject({ value: '1' });
  expect(cookies.find((cookie) => cookie.name === 'remember_me')!.expires).toBeGreaterThan(0);

  const second = await reopen(browser, first);
  const again = await second.newPage();
  await again.goto('/dashboard');
  await expect(again).toHaveURL(/\/dashboard$/);
  await expect(await revealMenuLink(again, 'Maya')).toBeVisible();
  await second.close();
});

test('a sign-in without remember me keeps its profile link on reload and ends when the browser is reopened', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await openSignon(page);
  await page.getByLabel('Email').fill('newbie@campus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // No active courses: the course library.
  await expect(page).toHaveURL(/\/course-library$/);
  const rememberMe = (await first.cookies()).find((cookie) => cookie.name === 'remember_me');
  expect(rememberMe === undefined || rememberMe.value === '0').toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('profile'))).not.toBeNull();

  // A reload in the same browser session drops the stored profile but not the member:
  // the public page still offers the profile link (the e-mail, as this member has no first name).
  await page.reload();
  await expect(await revealMenuLink(page, 'newbie@campus.test')).toBeVisible();

  const second = await reopen(browser, first);
  const again = await second.newPage();
  await again.goto('/course-library');
  // Reopened, the browser session is over, and so is a login not to be remembered.
  await expect.poll(() => again.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await again.evaluate(() => localStorage.getItem('profile'))).toBeNull();
  await expect(await revealMenuLink(again, 'Login')).toBeVisible();
  await second.close();
});

test('a wrong password shows WordPress’s HTML message as safe HTML and re-enables the form', async ({
  page,
}) => {
  await openSignon(page, '?userlogin=member%40campus.test');
  await expect(page.getByLabel('Email')).toHaveValue('member@campus.test');
  await expect(page.getByLabel('Password')).toBeFocused();
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').fill('not-the-password');
  await submit.click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'Error: The password you entered for the username member@campus.test is incorrect. Lost your password?',
  );
  // The markup is rendered, never shown as text: bold parts and a working link.
  await expect(alert).not.toContainText('<strong>');
  await expect(alert.locator('strong')).toHaveText(['Error:', 'member@campus.test']);
  const lost = alert.getByRole('link', { name: 'Lost your password?' });
  await expect(lost).toHaveAttribute('href', /\/wp-login\.php\?action=lostpassword$/);
  await expect(page.getByLabel('Password')).toBeEnabled();
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  await lost.click();
  await expect(page).toHaveURL(/\/user\/recover-password$/);
  await expect(
    page.getByRole('heading', { name: 'Recover your password', level: 1 }),
  ).toBeVisible();
});

test('an e-mail waiting for verification hides the form and shows only the message', async ({
  page,
}) => {
  const email = `pending-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@campus.test`;
  const signup = await page.request.post('/wp-json/wp/v2/user/account/request', {
    data: {
      user: {
        first_name: 'Pat',
        last_name: 'Pending',
        email,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        agreedToTerms: true,
      },
    },
  });
  expect(signup.ok()).toBe(true);
  await openSignon(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('is waiting to be verified');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test('clicking the password label reveals Admin QA; the form works by keyboard alone', async ({
  page,
}) => {
  await openSignon(page);
  await expect(page.getByLabel('Admin QA')).toHaveCount(0);
  // The reveal is the app's: a click on the label of the prerendered screen before the app has
  // hydrated it only focuses the field (the page's first script holds presses of buttons and
  // submissions, not of labels; apps/web README, "Nothing done early is lost").
  const label = page.locator('label', { hasText: /^Password$/ });
  await expect
    .poll(() =>
      label.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  await label.click();
  await expect(page.getByLabel('Admin QA')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/user/signup',
  );
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/user/recover-password',
  );

  await page.getByLabel('Email').focus();
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('newbie@campus.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/course-library$/);
});

test('after sign-in the member returns to the page the navigation state names', async ({
  page,
}) => {
  const member = await createMember(page);
  await page.goto('/user/signon');
  await acceptCookies(page);
  // The router reads the redirect from history state, as another screen sending the visitor here would set it.
  await page.evaluate(() => {
    window.history.replaceState({ usr: { redirect: '/dashboard' }, key: 'r', idx: 0 }, '');
  });
  await page.reload();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in, the sign-on page is for visitors only.
  await page.goto('/user/signon');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a support couple signs in and is shown the access modal on a guarded page', async ({
  page,
}) => {
  await openSignon(page);
  await page.getByLabel('Email').fill('couple@campus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/user\/signon$/);
  await page.goto('/dashboard');
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText("As a Support Couple you don't have access to this area yet.");
  await expect(page).toHaveURL(/\/user\/signon/);
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  // The session ended: the menu offers Login again.
  await expect(await revealMenuLink(page, 'Login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('/user opens the sign-on page with a Back control and the themed background', async ({
  page,
}) => {
  await page.goto('/course-library');
  await acceptCookies(page);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/signon$/);
  await expect(page.getByTestId('signon-area')).toHaveCSS('background-image', /signon\.png/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/course-library$/);
  await page.goto('/user/signon');
  await expectNoAxeViolations(page);
});

test('the sign-on form paints without its rules, which arrive with the first touch', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const rulesLoaded = () => scripts.some((path) => /\/validation-[\w-]+\.js$/.test(path));
  await openSignon(page);
  await page.waitForLoadState('networkidle');
  expect(rulesLoaded()).toBe(false);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();

  const email = page.getByLabel('Email');
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  expect(rulesLoaded()).toBe(true);
  await email.fill('member@campus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

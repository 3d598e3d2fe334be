import { expect, test, type Page } from '@playwright/test';
import { moreButton, openMore } from './menu';
import { DEMO_PASSWORD, signIn } from './session';

// A session the server stops accepting while the page is open (revoked, expired): the person is
// sent to sign-on, signed out everywhere on the page, and brought back to where they were.

type Refusal = { status: number; code: string; message: string };

const refusals: [string, Refusal][] = [
  [
    '401 from a member call',
    { status: 401, code: 'rest_not_logged_in', message: 'You are not currently logged in.' },
  ],
  [
    '403 for a revoked token',
    { status: 403, code: 'jwt_auth_invalid_token', message: 'The token has been revoked.' },
  ],
];

/** From now on the real server's answer to any call carrying a token is the refusal. */
async function refuseTokens(page: Page, refusal: Refusal) {
  await page.route('**/wp-json/**', async (route) => {
    if (!route.request().headers().authorization) return route.continue();
    await route.fulfill({
      status: refusal.status,
      json: { code: refusal.code, message: refusal.message, data: { status: refusal.status } },
    });
  });
}

for (const [index, [name, refusal]] of refusals.entries()) {
  test(`a ${name} mid-session sends the member to sign-on and back to the same page`, async ({
    page,
    isMobile,
  }) => {
    // Which refusal ends the session is the client's business; the phone checks the way back once.
    test.skip(isMobile && index > 0, 'the phone checks one refusal');
    await signIn(page, 'member@campus.test');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The home's own calls must be answered first, so that the refusal meets the Learning Centre.
    await expect(
      page.getByRole('region', { name: 'Continue learning' }).getByRole('article'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'New resources' }).getByRole('listitem'),
    ).toHaveCount(4);
    await refuseTokens(page, refusal);

    const menu = await openMore(page);
    await menu.getByRole('link', { name: 'Learning Centre' }).click();

    await expect(page).toHaveURL(/\/user\/signon$/);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByText('You are not currently logged in.')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(menu.getByRole('link', { name: 'Login' }).or(moreButton(page))).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByLabel('Email').fill('member@campus.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/training$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a call the server never answers: the loading state says it is slow, and the page arrives after the retry', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the client’s deadline and retry are the same on every screen');
  test.setTimeout(90_000);
  let stalled = 0;
  await page.route('**/wp-json/wp/v2/product**', async (route) => {
    // The first answer never comes, as from a stalled server; the client's deadline must end it.
    if (stalled++ === 0) return;
    await route.continue();
  });
  // A first visit to the library gets its list in the page; the browser asks for it itself when it
  // goes there from another screen, once the app runs (the cookie banner shows it has hydrated).
  await page.goto('/user/signon');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  // Home leads a visitor on to the library.
  await page.getByRole('link', { name: 'Campus home' }).click();
  await expect(page.getByText('This is taking longer than usual.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('article', { name: 'Leading Teams' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('This is taking longer than usual.')).toHaveCount(0);
  expect(stalled).toBe(2);
});

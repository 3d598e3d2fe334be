import type { Driver } from './driver';
import { test } from './fixtures';
import { DEMO_PASSWORD, createMember, until } from './kit';

/** Signs a new member on through the form, ticking "remember me" or not; they land in the app. */
async function signOnThroughTheForm(driver: Driver, { remember }: { remember: boolean }) {
  const email = await createMember();
  await driver.goto('/user/signon');
  await driver.evaluate(() => localStorage.setItem('cookies_agreed', '1'));
  await driver.goto('/user/signon');
  // Typed as soon as the form is there: a prerendered form keeps what was typed before the app ran.
  await driver.type('input[autocomplete="username"]', email);
  await driver.type('input[autocomplete="current-password"]', DEMO_PASSWORD);
  if (remember) await driver.click('input[name="rememberMe"]');
  await until(
    driver,
    'the form can be sent',
    () => !document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.disabled,
  );
  await driver.click('form button[type="submit"]');
  // A new member runs no series: they land on the course library.
  await until(driver, 'the member lands in the app', () => location.pathname === '/course-library');
}

const signedInOnTheDashboard = () =>
  location.pathname === '/dashboard' && !!localStorage.getItem('token');

test('a member signs in with remember me and is still signed in on the next visit', async ({
  driver,
}) => {
  await signOnThroughTheForm(driver, { remember: true });
  await until(driver, 'remember me is kept', () => document.cookie.includes('remember_me=1'));
  await driver.goto('/dashboard');
  await until(driver, 'the member is still signed in', signedInOnTheDashboard);
});

test('a sign-in without remember me lasts through a reload and ends with the browser session', async ({
  driver,
}) => {
  await signOnThroughTheForm(driver, { remember: false });
  await until(driver, 'the login is marked for this browser session', () =>
    document.cookie.includes('remember_me=0'),
  );
  await driver.goto('/dashboard');
  await until(driver, 'the member is still signed in after a reload', signedInOnTheDashboard);

  // Closing the browser drops its session cookies, this mark with them.
  await driver.evaluate(() => {
    document.cookie = 'remember_me=; path=/; max-age=0';
  });
  await driver.goto('/course-library');
  await until(
    driver,
    'the login ends: its token and profile are gone',
    () => localStorage.getItem('token') === null && localStorage.getItem('profile') === null,
  );
  // On a phone the menu's items wait behind its "More" button.
  await until(driver, 'the menu offers to sign in', () => {
    if (document.querySelector('nav a[href="/user/signon"]')) return true;
    document
      .querySelector<HTMLButtonElement>(
        'button[aria-controls="campus-menu-items"][aria-expanded="false"]',
      )
      ?.click();
    return false;
  });
});

import { test } from './fixtures';
import { DEMO_PASSWORD, createMember, until } from './kit';

test('a member signs in with remember me and is still signed in on the next visit', async ({
  driver,
}) => {
  const email = await createMember();
  await driver.goto('/user/signon');
  await driver.evaluate(() => localStorage.setItem('cookies_agreed', '1'));
  await driver.goto('/user/signon');
  // Typed as soon as the form is there: a prerendered form keeps what was typed before the app ran.
  await driver.type('input[autocomplete="username"]', email);
  await driver.type('input[autocomplete="current-password"]', DEMO_PASSWORD);
  await driver.click('input[name="rememberMe"]');
  await until(
    driver,
    'the form can be sent',
    () => !document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.disabled,
  );
  await driver.click('form button[type="submit"]');
  // A new member runs no series: they land on the course library.
  await until(driver, 'the member lands in the app', () => location.pathname === '/course-library');
  await until(driver, 'remember me is kept', () => document.cookie.includes('remember_me=1'));
  await driver.goto('/dashboard');
  await until(
    driver,
    'the member is still signed in',
    () => location.pathname === '/dashboard' && !!localStorage.getItem('token'),
  );
});

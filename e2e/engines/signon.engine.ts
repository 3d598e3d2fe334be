import type { Driver } from './driver';
import { test } from './fixtures';
import { openDoor } from './door';
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

test('what a visitor types on the prerendered sign-on form before the app starts is kept, and signs them in', async ({
  driver,
  viewport,
}, testInfo) => {
  // The server draws a phone's screen for a phone's browser; a desktop browser in a phone-sized
  // window gets the page without one (the app draws it).
  test.skip((viewport?.width ?? 1280) < 768, 'no prerendered screen for this window');
  const email = await createMember();
  // The sign-on screen's code is held back: the page shows the server's form, and the app cannot
  // take it over until the code comes.
  const door = await openDoor(testInfo.project.use.baseURL!, {
    hold: /\/SignonScreen-[^/]+\.js$/,
  });
  try {
    await driver.goto(`${door.origin}/wp-json/wp/v2/appStatus`);
    await driver.evaluate(() => localStorage.setItem('cookies_agreed', '1'));
    await driver.goto(`${door.origin}/user/signon`);
    for (const deadline = Date.now() + 20_000; door.held().length === 0;) {
      if (Date.now() > deadline)
        throw new Error(`${driver.engine}: the app never asked for the form's code`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await until(
      driver,
      'the server’s form is on screen',
      () =>
        document.documentElement.dataset.prerender === undefined &&
        !!document.querySelector('form input[autocomplete="username"]'),
    );

    await driver.type('input[autocomplete="username"]', email);
    await driver.type('input[autocomplete="current-password"]', DEMO_PASSWORD);
    // Until the app runs, the form cannot be sent: its button waits for valid fields.
    await until(
      driver,
      'the typed words wait in the server’s form',
      (typed) =>
        document.querySelector<HTMLInputElement>('input[autocomplete="username"]')!.value ===
          typed &&
        document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.disabled,
      [email],
    );

    door.release();
    // The app hears what was typed: the fields count, so the form may be sent.
    await until(
      driver,
      'the app takes the typed words as the form’s',
      () => !document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.disabled,
    );
    await driver.click('form button[type="submit"]');
    await until(
      driver,
      'the visitor is signed in with what was typed, and lands in the app',
      () => location.pathname === '/course-library' && !!localStorage.getItem('token'),
    );
  } finally {
    await door.close();
  }
});

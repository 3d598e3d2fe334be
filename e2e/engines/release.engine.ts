import { test } from './fixtures';
import { call, createMember, pressTitled, signIn, until } from './kit';

// A release that needs a restart reaches a member whose app is open, in every engine: the page
// polls the server's status (30 s after start, then every 30 s) and offers the restart.

const NOTICE = 'A new version of the application is available.';

/** Run in the page: the restart prompt is on screen. */
const promptShown = (words: string) =>
  [...document.querySelectorAll('[role="alert"]')].some((alert) =>
    alert.textContent?.includes(words),
  );

test('a new release that needs a restart is announced, and Restart reloads the app', async ({
  driver,
}) => {
  await signIn(driver, await createMember());
  await driver.goto('/dashboard');
  // The page reads the build it runs from its first status answer; the release comes after it.
  await until(
    driver,
    'the dashboard has read the build it runs',
    () =>
      document.querySelector('h1')?.textContent === 'Dashboard' &&
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/wp-json/wp/v2/appStatus')),
  );
  await driver.evaluate(() => {
    (window as { beforeRestart?: boolean }).beforeRestart = true;
  });
  await call('/campus-dev/v1/app-status/bump', { restartRequired: true });

  await until(driver, 'the restart prompt shows', promptShown, [NOTICE], 45_000);
  await pressTitled(driver, '[role="alert"] button', 'Restart');
  await until(
    driver,
    'the app reloads, on the dashboard, without the prompt',
    (words) =>
      !(window as { beforeRestart?: boolean }).beforeRestart &&
      document.querySelector('h1')?.textContent === 'Dashboard' &&
      ![...document.querySelectorAll('[role="alert"]')].some((alert) =>
        alert.textContent?.includes(words),
      ),
    [NOTICE],
  );
});

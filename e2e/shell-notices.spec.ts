import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { mainMenu, openMore } from './menu';
import { signIn } from './session';

test('the cookie banner pads the page until accepted and stays away after a reload', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const accept = page.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeVisible();
  await expectNoAxeViolations(page);
  const padding = await page.evaluate(() => getComputedStyle(document.body).paddingBottom);
  expect(parseFloat(padding)).toBeGreaterThan(0);

  await accept.click();
  await expect(accept).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookies_agreed'))).toBe('1');
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
});

test('back-to-top appears when scrolling up, returns to the top, and hides by itself', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.blockSize = '4000px';
    document.getElementById('main')?.append(filler);
  });
  const button = page.getByRole('button', { name: 'Back to top' });
  // The browser dispatches the scroll event at its next frame, not inside scrollTo: the clock may
  // only be run once the page has seen the scroll.
  const scrollTo = (top: number) =>
    page.evaluate(
      (y) =>
        new Promise((resolve) => {
          window.addEventListener('scroll', resolve, { once: true });
          window.scrollTo(0, y);
        }),
      top,
    );
  await scrollTo(2000);
  // Scrolling down shows nothing: past the 200 ms the scroll handling waits, on the page's own
  // clock, the button would be there had it been shown.
  await page.clock.runFor(250);
  // React renders in a task it posts through a message channel: one posted after it runs after it.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );
  await expect(button).toBeHidden();
  await scrollTo(1500);
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  // It hides 2.5 s after its transition ends.
  await expect(button).toBeHidden({ timeout: 5000 });

  await scrollTo(1000);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('switching to Hebrew reloads with lang and turns the page right-to-left', async ({ page }) => {
  await page.goto('/dashboard');
  await openMore(page);
  await page.getByRole('button', { name: 'Languages' }).click();
  await page.getByRole('button', { name: 'עברית' }).click();
  await expect(page).toHaveURL(/[?&]lang=he/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.getByRole('heading', { name: 'לוח בקרה', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a new build that requires a restart shows the prompt, and Restart reloads', async ({
  page,
  request,
}) => {
  // The page's own clock, so the first poll (30 s after start) comes without waiting for it.
  await page.clock.install();
  // The build the page runs is the one its first status check reads, and the page has started
  // (nothing on its way) before the new build is out and the clock jumps: a slow start would
  // otherwise read the new build as its own, or meet the jump half-way.
  const firstCheck = page.waitForResponse((response) =>
    response.url().includes('/wp-json/wp/v2/appStatus'),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await firstCheck;
  await page.waitForLoadState('networkidle');
  const bump = await request.post('/wp-json/campus-dev/v1/app-status/bump', {
    data: { restartRequired: true },
  });
  expect(bump.ok()).toBe(true);
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'A new version of the application is available.' });
  await page.clock.fastForward('00:29');
  await expect(notice).toBeHidden();
  await page.clock.fastForward('00:02');
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await Promise.all([
    page.waitForEvent('load'),
    notice.getByRole('button', { name: 'Restart' }).click(),
  ]);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a screen whose script vanished in a deploy offers the restart prompt instead of a blank page', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/error');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Campus home' })).toBeVisible();
  // The deploy: every script the open page has not loaded yet is gone from the server.
  await page.route('**/assets/*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await openMore(page);
  await menu.getByRole('link', { name: 'Dashboard' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'A new version of the application is available.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'A new version of the application is available.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute('**/assets/*.js');
  await page.getByRole('alert').getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn } from './session';

// The screens a member meets most, as they see them in light and dark on this project's screen
// (desktop and phone): each passes axe, nothing runs off the side, and its picture is attached to
// the browser tests' report for a person to look at.

const SCREENS = [
  { name: 'sign-on', path: '/user/signon', heading: 'Sign in', member: false },
  { name: 'home', path: '/dashboard', heading: 'Dashboard', member: true },
  {
    name: 'video lesson',
    path: '/training/module-welcome/listening-in-practice-1',
    heading: 'Listening in practice 1',
    member: true,
  },
] as const;

async function attach(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the sign-on, home and lesson screens in ${colorScheme}`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
    await page.emulateMedia({ colorScheme });
    for (const screen of SCREENS) {
      if (screen.member) await signIn(page, 'member@campus.test');
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      // Wait for what the screen loads after its heading: no skeleton left in the picture.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      if (screen.name === 'home') {
        // Covers are toned down on a dark page, where their light backgrounds would glare.
        const cover = page.locator('main img[alt=""]').first();
        await expect(cover).toHaveCSS(
          'filter',
          colorScheme === 'dark' ? 'brightness(0.8)' : 'none',
        );
      }
      await attach(page, `${screen.name}, ${colorScheme}`);
    }
  });
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainMenu, openMore } from './menu';
import { signIn } from './session';

// The account forms as a person sees them, in English and in Hebrew: fields that line up, nothing
// empty taking room, one control per action, and the sign-on card standing on its own.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
});

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function screenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** The new password's input is as wide as `other`, and its show/hide toggle lies inside it. */
async function expectPasswordLinedUp(page: Page, other: Locator) {
  const password = await box(page.locator('input[name="password"]'));
  const reference = await box(other);
  expect(Math.abs(password.x - reference.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(password.width - reference.width)).toBeLessThanOrEqual(1);
  const toggle = await box(page.locator('input[name="password"] ~ * button[aria-pressed]'));
  expect(toggle.x).toBeGreaterThanOrEqual(password.x);
  expect(toggle.x + toggle.width).toBeLessThanOrEqual(password.x + password.width);
  expect(toggle.y).toBeGreaterThanOrEqual(password.y);
  expect(toggle.y + toggle.height).toBeLessThanOrEqual(password.y + password.height);
}

for (const lang of ['en', 'he'] as const) {
  test(`sign-up’s new password is as wide as the other fields, its toggle inside it (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/user/signup?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');
    await expectPasswordLinedUp(page, page.locator('input[name="email"]'));
    await screenshot(page, `sign-up ${lang}`);
  });

  test(`sign-on’s Back stands inside the card, and the card in the middle of the image (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/user/signon?lang=${lang}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const card = heading.locator('xpath=ancestor::section[1]');
    const back = await box(page.getByRole('button', { name: lang === 'he' ? 'חזרה' : 'Back' }));
    const surface = await box(card);
    expect(back.x).toBeGreaterThanOrEqual(surface.x);
    expect(back.x + back.width).toBeLessThanOrEqual(surface.x + surface.width);
    expect(back.y).toBeGreaterThanOrEqual(surface.y);
    // At the top of the card, before the form's title.
    expect(back.y + back.height).toBeLessThanOrEqual((await box(heading)).y);
    // No stretch of bare image under a short form: as much of it above the card as below.
    const area = await box(page.getByTestId('signon-area'));
    const above = surface.y - area.y;
    const below = area.y + area.height - (surface.y + surface.height);
    expect(Math.abs(above - below), `above ${above}, below ${below}`).toBeLessThanOrEqual(2);
    await screenshot(page, `sign-on ${lang}`);
  });
}

test('sign-up shows nothing empty above Create, and its GDPR message once it is reached', async ({
  page,
}) => {
  await page.goto('/user/signup');
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeVisible();
  // Before the person scrolls down, the message has not arrived: its place takes no room.
  const empty = await page
    .locator('main form fieldset')
    .evaluate((fieldset) =>
      [...fieldset.children]
        .filter(
          (child) =>
            child.getBoundingClientRect().height > 0 &&
            !child.textContent?.trim() &&
            !child.querySelector('input, select, button, textarea'),
        )
        .map((child) => child.outerHTML.slice(0, 120)),
    );
  expect(empty).toEqual([]);

  const message = await page.evaluate(
    () =>
      (window as unknown as { campusSettings: { theme: { values: Record<string, unknown> } } })
        .campusSettings.theme.values.gdpr_signup_message as string,
  );
  await create.scrollIntoViewIfNeeded();
  await expect(page.getByText(message)).toBeVisible();
});

test.describe('the profile', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'member@campus.test');
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  });

  test('its new password is as wide as the other fields, its toggle inside it', async ({
    page,
  }) => {
    await expectPasswordLinedUp(page, page.getByRole('main').getByLabel('Email'));
  });

  test('its Organization group lines up with the fields, framed by nothing but its own box', async ({
    page,
  }) => {
    const organization = page.getByRole('group', { name: 'Organization' });
    await expect(organization).toBeVisible();
    expect(await organization.evaluate((group) => getComputedStyle(group).borderTopStyle)).toBe(
      'none',
    );
    const group = await box(organization);
    const field = await box(page.getByRole('main').getByLabel('Email'));
    expect(Math.abs(group.x - field.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(group.width - field.width)).toBeLessThanOrEqual(1);
    await organization.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile');
  });

  test('it has one Logout, the menu’s (apps/web/README.md, “One Logout”)', async ({ page }) => {
    // Behind More on a phone.
    await openMore(page);
    const logout = page
      .getByRole('button', { name: 'Logout' })
      .or(page.getByRole('link', { name: 'Logout' }));
    await expect(logout).toHaveCount(1);
    await expect(mainMenu(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await logout.click();
    await expect(page).toHaveURL(/\/user\/signon\?logout=true$/);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './session';

// What a person sees before reading anything: controls that line up, nothing cut off, forms that
// say what they need. Each check measures the page as Chromium lays it out, on desktop and phone.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
});

/** A field's input and the button beside it share their top and bottom edges. */
async function expectLinedUp(input: Locator, button: Locator) {
  const field = (await input.boundingBox())!;
  const action = (await button.boundingBox())!;
  // Side by side, or the button on its own line under a narrow field: never half a line off.
  if (Math.abs(action.y - field.y) < field.height) {
    expect(Math.abs(action.y - field.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(action.y + action.height - (field.y + field.height))).toBeLessThanOrEqual(1);
  }
}

async function screenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test('the search box and its button line up, and every result tab is on screen', async ({
  page,
}) => {
  await page.goto('/search?q=video');
  const form = page.getByRole('main').getByRole('search');
  await expectLinedUp(
    form.getByRole('searchbox', { name: 'Search for' }),
    form.getByRole('button', { name: 'Search' }),
  );
  const viewport = page.viewportSize()!;
  for (const name of ['All', 'Series Material', 'Promo Material', 'Learning Centre']) {
    const tab = (await page.getByRole('tab', { name }).boundingBox())!;
    expect(tab.x, name).toBeGreaterThanOrEqual(0);
    expect(tab.x + tab.width, name).toBeLessThanOrEqual(viewport.width);
  }
  await screenshot(page, 'search results');
});

test('the Learning Centre’s search lines up and its popular lessons are a short list', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/training');
  const form = page.getByRole('main').getByRole('search');
  await expectLinedUp(
    form.getByRole('searchbox', { name: 'Search the Learning Centre' }),
    form.getByRole('button', { name: 'Search' }),
  );
  const popular = page.getByRole('region', { name: 'Popular articles' });
  await expect(popular.getByRole('listitem')).toHaveCount(3);
  const first = (await popular.getByRole('listitem').first().boundingBox())!;
  expect(first.height).toBeLessThanOrEqual(140);
  await screenshot(page, 'learning centre');
});

test('sign-up marks its required fields, and the names stay the labels', async ({ page }) => {
  await page.goto('/user/signup');
  const marked = async (name: string) =>
    page
      .getByRole('main')
      .locator('label', { hasText: name })
      .first()
      .evaluate((label) => getComputedStyle(label, '::after').content);
  for (const name of ['First name', 'Last name', 'Email', 'Country', 'New password']) {
    expect(await marked(name), name).toContain('*');
  }
  expect(await marked('Mobile number')).toBe('none');
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toBeVisible();
  await screenshot(page, 'sign-up');
});

test('the sign-on page’s Back control stands on the form’s surface, not on the image', async ({
  page,
}) => {
  await page.goto('/user/signon');
  const back = page.getByRole('button', { name: 'Back' });
  const [background, card] = await Promise.all([
    back.evaluate((button) => getComputedStyle(button).backgroundColor),
    page
      .getByRole('heading', { name: 'Sign in', level: 1 })
      .evaluate(
        (heading) => getComputedStyle(heading.closest('section, form, div')!).backgroundColor,
      ),
  ]);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(background).toBe(card);
});

test('demo cards show illustrated covers that load', async ({ page }) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/resources');
  await expect(page.getByRole('region', { name: 'Promo Videos' })).toBeVisible();
  const covers = page.getByRole('main').locator('img[src*="/media/cover-"]');
  await expect(covers.first()).toBeVisible();
  // Loaded and drawn: a broken or missing file has no natural size. Cards load lazily, so each
  // is brought into view first.
  for (let index = 0; index < 3; index++) {
    const cover = covers.nth(index);
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(640);
  }
  await covers.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'resource cards with covers');
});

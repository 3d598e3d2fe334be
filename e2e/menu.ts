import { expect, type Locator, type Page } from '@playwright/test';

/** The app's side menu (a top bar on a phone). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The menu's More toggle, which only a phone-sized page has. */
export const moreButton = (page: Page) => mainMenu(page).getByRole('button', { name: 'More' });

/**
 * Whether the page is as narrow as the app's phone layout (`PHONE_QUERY` in
 * apps/web/src/shell/useIsMobile.ts). Read from the page's own viewport rather than the project's
 * name, since a journey may open a second context or resize the window.
 */
async function isPhoneWidth(page: Page) {
  const width = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth));
  return width < 768;
}

/**
 * Opens the menu's More when the page is phone-sized, where the menu folds its entries behind it
 * (on a desktop they are always there). Leaves an already open menu open. Returns the menu.
 */
export async function openMore(page: Page): Promise<Locator> {
  const menu = mainMenu(page);
  if (!(await isPhoneWidth(page))) return menu;
  const more = moreButton(page);
  // A second press would fold the entries away again.
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  return menu;
}

/** The menu's link named `name`, with More opened first so that a phone shows it too. */
export async function revealMenuLink(page: Page, name: string): Promise<Locator> {
  return (await openMore(page)).getByRole('link', { name });
}

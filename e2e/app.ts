import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs the page. A prerendered screen is shown before the app is even asked
 * for (apps/web README, "First screens from the HTML"), and what only the app does (a message when
 * a field is left, arrow keys between tabs) starts once it has taken the screen over; the shell
 * then removes the page's static preloader.
 */
export async function appRunning(page: Page) {
  await expect(page.locator('#campus-preloader')).toHaveCount(0);
}

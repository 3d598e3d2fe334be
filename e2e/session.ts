import { expect, type Page } from '@playwright/test';

/** Every demo account's password (apps/server README). */
export const DEMO_PASSWORD = 'Campus!2026';

/**
 * Signs a demo account in the way a remembered login leaves the browser: token and profile in local
 * storage and `remember_me=1`, with a token the real server issued, and the cookie banner accepted.
 * For journeys about something other than the sign-on form itself.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/wp-json/jwt-auth/v1/token', {
    data: { user_email: email, password, options: {} },
  });
  expect(response.ok(), `demo login for ${email}`).toBe(true);
  const { token, profile } = (await response.json()) as { token: string; profile: unknown };
  await page.goto('/wp-json/wp/v2/appStatus');
  await page.evaluate(
    ([storedToken, storedProfile]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('profile', storedProfile);
      localStorage.setItem('cookies_agreed', '1');
    },
    [token, JSON.stringify(profile)] as const,
  );
  await page.context().addCookies([{ name: 'remember_me', value: '1', url: page.url() }]);
  return { token, profile };
}

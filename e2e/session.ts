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
  // The site root, so the cookie's path is `/` and every page sees it (a cookie set for the
  // appStatus address would hold only under `/wp-json/wp/v2/`).
  await page
    .context()
    .addCookies([{ name: 'remember_me', value: '1', url: new URL('/', page.url()).href }]);
  return { token, profile };
}

/**
 * A brand-new member, created through the real sign-up calls (request, mailed code, verify), so a
 * journey that changes a member's data never meets another journey's changes.
 */
export async function createMember(page: Page, firstName = 'Journey') {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@campus.test`;
  const signup = await page.request.post('/wp-json/wp/v2/user/account/request', {
    data: {
      user: {
        first_name: firstName,
        last_name: 'Member',
        email,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        agreedToTerms: true,
      },
    },
  });
  expect(signup.ok(), 'sign-up request').toBe(true);
  const outbox = await page.request.get(
    `/wp-json/campus-dev/v1/outbox?to=${encodeURIComponent(email)}`,
  );
  const [mail] = (await outbox.json()) as Array<{ links: string[] }>;
  const code = mail?.links[0]?.split('/user/verify/')[1];
  expect(code, 'verification link in the mail').toBeTruthy();
  const verify = await page.request.post('/wp-json/wp/v2/user/account/verify', {
    data: { code, user: {} },
  });
  expect(verify.ok(), 'verification').toBe(true);
  return { email, password: DEMO_PASSWORD };
}

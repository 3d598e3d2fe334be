import { expect, test } from '@playwright/test';
import { signIn } from './session';

// WordPress with the JWT plugin answers every call that carries a bad token with 403
// jwt_auth_invalid_token, public ones included. A visitor whose stored token went stale (another
// server secret, a revoked session) must still see the public pages, and end up signed out.
test('a visitor with a stale token in storage still sees the course library and ends signed out', async ({
  page,
}) => {
  const { token } = await signIn(page, 'member@campus.test');
  // Same claims and expiry, signature no longer valid: the browser cannot tell, the server can.
  const [header, payload] = token.split('.');
  const stale = `${header}.${payload}.${'A'.repeat(43)}`;
  await page.evaluate((value) => localStorage.setItem('token', value), stale);

  const refused = await page.request.get('/wp-json/wp/v2/product', {
    headers: { authorization: `Bearer ${stale}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as unknown).toMatchObject({
    code: 'jwt_auth_invalid_token',
    data: { status: 403 },
  });

  await page.goto('/course-library');
  await expect(page.getByRole('heading', { name: 'Course Library', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(
    page.getByRole('article', { name: 'Leading Teams' }).getByText('10 weeks'),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByText('You run this series')).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createMember } from './session';

const NEW_PASSWORD = 'Recovered#2026';

async function recoveryLink(page: Page, email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await page.request.get(
        `/wp-json/campus-dev/v1/outbox?to=${encodeURIComponent(email)}`,
      );
      const mails = (await outbox.json()) as Array<{ links: string[] }>;
      link = mails
        .flatMap((mail) => mail.links)
        .find((candidate) => candidate.includes('/user/recover-password?'));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function openRecovery(page: Page, path = '/user/recover-password') {
  await page.goto(path);
  await page.evaluate(() => localStorage.setItem('cookies_agreed', '1'));
  await page.reload();
}

test('a member recovers a forgotten password through the mailed key and signs in with it', async ({
  page,
}) => {
  const member = await createMember(page, 'Robin');
  await openRecovery(page);
  await expect(
    page.getByRole('heading', { name: 'Recover your password', level: 1 }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Recover' }).click();
  await expect(
    page.getByText(
      'A verification email has been sent to you. Visit the link in that email to confirm the password reset and choose your password.',
    ),
  ).toBeVisible();

  const link = await recoveryLink(page, member.email);
  // The login arrives URL-encoded (the @ as %40) and is decoded before the key is checked.
  expect(link).toContain('login=');
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  const setPassword = page.getByRole('button', { name: 'Set Password' });
  await expect(setPassword).toBeDisabled();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await expectNoAxeViolations(page);
  await setPassword.click();
  await expect(page.getByText('Your password has been reset')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/course-library$/);
});

test('a recovery key that cannot be verified says so and links back to login', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-json/wp/v2/user/recoverpwd/verify**', async (route) => {
    await held;
    await route.continue();
  });
  await openRecovery(page, '/user/recover-password?key=made-up&login=nobody%40campus.test');
  await expect(
    page.getByRole('status').filter({ hasText: 'Verifying recovery key...' }),
  ).toBeVisible();
  release();
  await expect(page.getByText('We were unable to verify your recovery key.')).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/user/signon',
  );
});

test('a support couple who recovers a password is told where the survey reports are', async ({
  page,
}) => {
  // A survey invitee becomes a support couple once verified with a password of their own.
  const email = `couple-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@campus.test`;
  const invite = await page.request.post('/wp-json/wp/v2/user/account/request', {
    data: { user: { first_name: 'Sam', last_name: 'Survey', email, source: 'survey' } },
  });
  expect(invite.ok(), 'survey invitation').toBe(true);
  const outbox = await page.request.get(
    `/wp-json/campus-dev/v1/outbox?to=${encodeURIComponent(email)}`,
  );
  const code = ((await outbox.json()) as Array<{ links: string[] }>)[0]?.links[0]?.split(
    '/user/verify/',
  )[1];
  const verify = await page.request.post('/wp-json/wp/v2/user/account/verify', {
    data: { code, user: { password: 'Survey#2026' } },
  });
  expect(verify.ok(), 'verification').toBe(true);

  await openRecovery(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Recover' }).click();
  // The first answer is the same for every address, so it names no role.
  await expect(
    page.getByText(
      'A verification email has been sent to you. Visit the link in that email to confirm the password reset and choose your password.',
    ),
  ).toBeVisible();
  await page.goto(await recoveryLink(page, email));
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password has been reset')).toBeVisible();
  await expect(
    page.getByText(
      'If you are trying to access your survey reports, please check your email for the link that was sent to you.',
    ),
  ).toBeVisible();
});

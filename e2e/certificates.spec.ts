import { expect, test, type Page } from '@playwright/test';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { expectNoAxeViolations } from './axe';
import { completeLesson, firstModule, serverProgress } from './learning';
import { createMember, signIn } from './session';

// Certificates (web README, "Certificates"): earned through the app on a module's last lesson,
// listed for the member, public to anyone with the link, checked against the site's keys, printed.

/** A PDF's pages, counted from its page objects. */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/** The certificate printed on a sheet of `format`, landscape as its page asks. */
async function printed(page: Page, format: 'A4' | 'Letter') {
  await page.emulateMedia({ media: 'print' });
  // The sheet alone: not the app's menus, nor the page's own buttons.
  await expect(page.locator('#certificate-sheet')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: /Print or save as PDF|הדפסה/ })).toBeHidden();
  const pdf = await page.pdf({ format, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

test('a member completing a module through the app earns a certificate anyone can open, check and print', async ({
  page,
  browser,
  browserName,
}, testInfo) => {
  test.setTimeout(120_000);
  const module = await firstModule(page);
  const { email } = await createMember(page, 'Certified');
  const { token } = await signIn(page, email);
  // Every lesson but the last article done on another device; that one read nearly to its end here.
  const last = module.lessons.find(
    (lesson) => lesson.type === 'article' && lesson !== module.lessons[0],
  )!;
  for (const lesson of module.lessons.filter((one) => one !== last)) {
    await completeLesson(page, token, module, lesson);
  }
  await page.evaluate(
    (lesson) =>
      localStorage.setItem(
        'ab_session_progress',
        JSON.stringify({ lessons: { [lesson.id]: lesson.duration - 3 }, videos: {} }),
      ),
    last,
  );
  await page.goto(`/training/${module.slug}/${last.slug}`);
  const dialog = page.getByRole('dialog', { name: 'Module Completed' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(`You earned the certificate of ${module.title}.`);
  // The completion reaches the server from the page's outbox, which issues the certificate.
  await expect.poll(() => serverProgress(page, token), { timeout: 15_000 }).toHaveLength(4);
  await dialog.getByRole('link', { name: 'See your certificates' }).click();

  await expect(page).toHaveURL(/\/certificates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your certificates' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: module.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `View the certificate for ${module.title}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Certificate of completion' }),
  ).toBeVisible();
  await expect(page.getByText('Certified Member', { exact: true })).toBeVisible();
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(/^\/certificates\/[\w-]{22}$/);

  // Printed alone, on one landscape sheet of either size.
  if (browserName === 'chromium' && testInfo.project.name === 'desktop') {
    for (const format of ['A4', 'Letter'] as const) {
      expect(pageCount(await printed(page, format)), format).toBe(1);
    }
  }

  // A stranger: no account, no session, the link alone. The page comes from the server already
  // showing the certificate, with no more of the member than the name.
  const stranger = await browser.newContext();
  try {
    const visitor = await stranger.newPage();
    await visitor.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const html = await (await visitor.request.get(path)).text();
    expect(html).toContain('Certified Member');
    expect(html).toContain(module.title);
    expect(html).not.toContain(email);
    await visitor.goto(path);
    await expect(visitor).toHaveURL(new RegExp(`${path}$`));
    await expect(visitor.getByText('Certified Member', { exact: true })).toBeVisible();
    await expect(visitor.getByText(module.title, { exact: true })).toBeVisible();
    await expectNoAxeViolations(visitor);
    // Drawn whole from the server's page: nothing on it moves as the app takes it over.
    expect(
      await visitor.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
    ).toEqual([]);

    // Its credential checks out against the site's public keys, with a JOSE library.
    const credential = (await visitor.locator('details code').textContent())!;
    const keys = (await (
      await visitor.request.get('/.well-known/jwks.json')
    ).json()) as JSONWebKeySet;
    const { payload, protectedHeader } = await jwtVerify(credential, createLocalJWKSet(keys));
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(JSON.stringify(payload)).toContain('Certified Member');
    expect(JSON.stringify(payload)).toContain(module.title);
  } finally {
    await stranger.close();
  }
});

test('a certificate reads right to left in Hebrew, on screen and printed', async ({
  page,
  browserName,
  baseURL,
}, testInfo) => {
  const module = await firstModule(page);
  const { email } = await createMember(page, 'מאיה');
  const { token } = await signIn(page, email);
  for (const lesson of module.lessons) {
    await completeLesson(page, token, module, lesson);
  }
  const list = await page.request.get('/wp-json/campus/v1/certificates', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [certificate] = (await list.json()) as Array<{ id: string }>;
  await page.context().addCookies([{ name: 'lang', value: 'he', url: baseURL! }]);
  await page.goto(`/certificates/${certificate!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'תעודת סיום' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('מאיה Member', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  if (browserName === 'chromium' && testInfo.project.name === 'desktop') {
    expect(pageCount(await printed(page, 'A4'))).toBe(1);
  }
});

import type { Certificate, Playlist } from '@campus/api-client';
import { startCampus, type Campus } from '@campus/server/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../app/store';
import { MEMBER_EMAIL, renderCampus, stopStore } from '../../testing/kit';

// The certificates' screens on a real server: the certificate is issued by the real progress
// route as the module's last lesson is completed (server README, "Certificates").

let campus: Campus;
let store: AppStore | undefined;
beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

async function call<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${campus.baseUrl}/wp-json${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every lesson of the welcome module completed, as the member's other device would. */
async function completeWelcome(email: string): Promise<Certificate> {
  const token = await campus.login(email);
  const module = await call<Playlist>('/wp/v2/playlist/module-welcome', token);
  for (const lesson of module.lessons) {
    await call('/wp/v2/playlist/lesson-complete', token, {
      lesson_id: lesson.id,
      lesson_blog_id: lesson.blog_id,
      playlist_id: module.id,
      playlist_blog_id: module.blog_id,
    });
  }
  const [certificate] = await call<Certificate[]>('/campus/v1/certificates', token);
  return certificate!;
}

test('a member sees how to earn a certificate, then the one earned, and opens and shares its page', async () => {
  ({ store } = await renderCampus(campus, '/certificates'));
  expect(await screen.findByRole('heading', { name: 'Your certificates', level: 1 })).toBeVisible();
  expect(await screen.findByText('No certificates yet')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the Learning Centre' })).toHaveAttribute(
    'href',
    '/training',
  );
  stopStore(store);
  document.body.replaceChildren();

  const earned = await completeWelcome(MEMBER_EMAIL);
  const user = userEvent.setup();
  const view = await renderCampus(campus, '/certificates');
  store = view.store;
  const card = await screen.findByRole('article');
  expect(within(card).getByRole('heading', { name: earned.module.title, level: 2 })).toBeVisible();
  expect(within(card).getByText(/^Issued on \w+ \d{1,2}, \d{4}$/)).toBeVisible();

  await user.click(within(card).getByRole('button', { name: 'Copy link' }));
  expect(await within(card).findByText('Link copied')).toBeVisible();
  expect(await navigator.clipboard.readText()).toBe(earned.url);

  await user.click(
    within(card).getByRole('link', { name: `View the certificate for ${earned.module.title}` }),
  );
  expect(await screen.findByRole('heading', { name: 'Certificate of completion' })).toBeVisible();
  expect(view.router.state.location.pathname).toBe(`/certificates/${earned.id}`);
  expect(screen.getByText('Maya Member')).toBeVisible();
  expect(screen.getByText(earned.module.title)).toBeVisible();
  expect(screen.getByText(`Certificate ID: ${earned.id}`)).toBeVisible();
  expect(screen.getByText(earned.credential)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Public keys' })).toHaveAttribute(
    'href',
    '/.well-known/jwks.json',
  );
});

test('anyone opens a certificate without an account; a revoked one says so, and an unknown one is missing', async () => {
  const certificate = await completeWelcome('admin@campus.test');
  ({ store } = await renderCampus(campus, `/certificates/${certificate.id}`, { signedIn: false }));
  expect(await screen.findByRole('heading', { name: 'Certificate of completion' })).toBeVisible();
  expect(screen.queryByRole('status', { name: /revoked/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/was revoked/)).not.toBeInTheDocument();
  stopStore(store);
  document.body.replaceChildren();

  await call(
    `/campus/v1/certificates/${certificate.id}/revoke`,
    await campus.login('admin@campus.test'),
    {},
  );
  ({ store } = await renderCampus(campus, `/certificates/${certificate.id}`, { signedIn: false }));
  expect(
    await screen.findByText(/^This certificate was revoked on \w+ \d{1,2}, \d{4}\./),
  ).toBeVisible();
  stopStore(store);
  document.body.replaceChildren();

  ({ store } = await renderCampus(campus, '/certificates/no-such-certificate', {
    signedIn: false,
  }));
  expect(await screen.findByText('There is no certificate at this address.')).toBeVisible();
});

test('a visitor opening the list of certificates is asked to sign in first', async () => {
  const view = await renderCampus(campus, '/certificates', { signedIn: false });
  store = view.store;
  expect(await screen.findByRole('heading', { name: 'Your certificates', level: 1 })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/signon');
});

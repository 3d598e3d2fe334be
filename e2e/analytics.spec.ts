import { expect, test, type Page } from '@playwright/test';
import type { ReferenceServer } from '../scripts/reference-server.mjs';
import { createMember, signIn } from './session';

// The host settings' trackers: `tracking/google-analytics` accounts (each with its
// pageviews and events flags) and `tracking/matomo`. The trackers' hosts are outside this network,
// so their scripts are answered here; what the app hands them (gtag's dataLayer, Matomo's _paq)
// and what the browser asked for is what a tracker would receive.

const settings = {
  theme: {
    tracking: {
      'google-analytics': {
        accounts: [
          { id: 'G-PAGES', pageviews: true, events: false },
          { id: 'G-EVENTS', pageviews: false, events: true },
        ],
      },
      matomo: { trackerJSHost: 'https://stats.example.org/', siteId: '3' },
    },
    values: { tracking: { npsScriptUrl: 'https://survey.example.net/nps.js' } },
  },
};

type Entry = [string, ...unknown[]];
const dataLayer = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
        Array.from(entry as ArrayLike<unknown>),
      ) as Entry[],
  );
const paq = (page: Page) =>
  page.evaluate(() => (window as unknown as { _paq?: Entry[] })._paq ?? []);

let server: ReferenceServer;

test.beforeAll(async () => {
  const { startReferenceServer } = await import('../scripts/reference-server.mjs');
  server = await startReferenceServer({
    port: Number(process.env.E2E_APP_PORT ?? 4173) + 60 + test.info().parallelIndex,
    env: {
      CAMPUS_SETTINGS: JSON.stringify(settings),
      CAMPUS_DEV_ROUTES: '1',
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
    },
  });
});
test.afterAll(() => server?.stop());

test('page views and the course events reach the trackers the settings name, and the survey loads', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const loaded: string[] = [];
  for (const pattern of [
    'https://www.googletagmanager.com/**',
    'https://stats.example.org/**',
    'https://survey.example.net/**',
  ]) {
    await page.route(pattern, (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
  }
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });

  await page.goto('/course-library');
  await expect(page.getByRole('heading', { name: 'Course Library', level: 1 })).toBeVisible();
  await expect
    .poll(() => loaded.sort())
    .toEqual([
      'https://stats.example.org/matomo.js',
      'https://survey.example.net/nps.js',
      'https://www.googletagmanager.com/gtag/js?id=G-PAGES',
    ]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  const views = (await dataLayer(page)).filter(
    ([kind, name]) => kind === 'event' && name === 'page_view',
  );
  expect(views).toEqual([
    ['event', 'page_view', { page_path: '/course-library', send_to: ['G-PAGES'] }],
    ['event', 'page_view', { page_path: '/user/signon', send_to: ['G-PAGES'] }],
  ]);
  const matomo = await paq(page);
  expect(matomo).toEqual(
    expect.arrayContaining([
      ['setTrackerUrl', 'https://stats.example.org/matomo.php'],
      ['setSiteId', '3'],
    ]),
  );
  expect(matomo.filter(([command]) => command === 'setCustomUrl')).toEqual([
    ['setCustomUrl', '/course-library'],
    ['setCustomUrl', '/user/signon'],
  ]);
  expect(matomo.filter(([command]) => command === 'trackPageView')).toHaveLength(2);

  const { email } = await createMember(page);
  await signIn(page, email);
  await page.goto('/courses/new/step/1/');
  await expect(page.getByRole('heading', { name: 'Before you create a course' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I will lead this course/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('Riverside Chapel');
  await page
    .getByRole('search', { name: 'Search organizations' })
    .getByRole('button', { name: 'Search' })
    .click();
  await page.getByRole('button', { name: 'Choose' }).click();
  await page.getByRole('combobox', { name: 'Series' }).selectOption('first-steps');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('heading', { name: 'Your course has been created' })).toBeVisible();

  const events = (await dataLayer(page)).filter(
    ([kind, name]) => kind === 'event' && name !== 'page_view',
  );
  expect(events).toEqual([
    ['event', 'CreateCourse', { send_to: ['G-EVENTS'] }],
    ['event', 'CourseCreatedSuccessfully', { courseId: expect.any(Number), send_to: ['G-EVENTS'] }],
  ]);
  expect((await paq(page)).filter(([command]) => command === 'trackEvent')).toEqual([
    ['trackEvent', 'Course', 'CreateCourse'],
    ['trackEvent', 'Course', 'CourseCreatedSuccessfully'],
  ]);
  expect(refused).toEqual([]);
  await context.close();
});

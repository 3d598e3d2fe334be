import { expect, test, type Page } from '@playwright/test';
import { appRunning } from './app';
import { signIn } from './session';

// Code that cannot be fetched — a deploy removed it, or the connection dropped before it was
// needed — must never cost the person the menu, nor show the router's developer page.

const DEVELOPER_PAGE = /Unexpected Application Error|Hey developer/;

/** A client-side navigation, as a menu link or a card would make, from a page already open. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** From here on every script the open page has not fetched yet answers as a removed file would. */
async function removeUnfetchedScripts(page: Page) {
  await page.route('**/assets/*.{js,css}', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
}

async function expectShellKept(page: Page) {
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campus home' }),
  ).toBeVisible();
  await expect(page.getByText(DEVELOPER_PAGE)).toHaveCount(0);
}

const areas = [
  { path: '/course-library', member: false },
  { path: '/search?q=video', member: false },
  { path: '/user/signup', member: false },
  { path: '/training', member: true },
  { path: '/dashboard', member: true },
  { path: '/courses', member: true },
  { path: '/user/profile', member: true },
  { path: '/courses/run/foundations', member: true },
];

// Which area's code went missing is the router's business, the same on every screen; how the
// prompt and the menu look is the layout's. The phone checks the layout once per kind of fault.
const checkedOnPhone = (index: number) => index === 0;

for (const [index, { path, member }] of areas.entries()) {
  test(`a deploy that removed the code of ${path} keeps the menu and offers the restart`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile && !checkedOnPhone(index), 'the phone checks one area');
    if (member) await signIn(page, 'member@campus.test');
    await page.goto('/error');
    await expectShellKept(page);
    await removeUnfetchedScripts(page);
    await navigateInApp(page, path);

    await expect(
      page.getByRole('heading', { name: 'A new version of the application is available.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'A new version of the application is available.' }),
    ).toBeVisible();
    await expectShellKept(page);
  });
}

/** The first demo module and its first lesson, read from the real server. */
async function firstModule(page: Page) {
  const response = await page.request.get('/wp-json/wp/v2/playlist/3000');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { slug: string; lessons: Array<{ slug: string }> };
}

// The first screen of an area loading is not the only moment code is fetched: each later screen of
// the area (a module, a lesson, a sign-on page's recovery link) has its own file, which a deploy can
// remove while the area is open.
const nextScreens: Array<{
  name: string;
  member: boolean;
  route: (page: Page) => Promise<{ from: string; to: string; ready: RegExp }>;
}> = [
  {
    name: 'a module after the Learning Centre',
    member: true,
    route: async (page) => ({
      from: '/training',
      to: `/training/${(await firstModule(page)).slug}`,
      ready: /Learning Centre/,
    }),
  },
  {
    name: 'a lesson after its module',
    member: true,
    route: async (page) => {
      const module = await firstModule(page);
      return {
        from: `/training/${module.slug}`,
        to: `/training/${module.slug}/${module.lessons[0]!.slug}`,
        ready: /.+/,
      };
    },
  },
  {
    name: 'password recovery after sign-on',
    member: false,
    route: async () => ({ from: '/user/signon', to: '/user/recover-password', ready: /.+/ }),
  },
  {
    name: 'the resource library after search',
    member: false,
    route: async () => ({ from: '/search?q=video', to: '/resources', ready: /.+/ }),
  },
  {
    name: 'a course run after the course list',
    member: true,
    route: async () => ({ from: '/courses', to: '/courses/run/foundations', ready: /.+/ }),
  },
];

for (const [index, { name, member, route }] of nextScreens.entries()) {
  test(`a deploy that removed the code of ${name} offers the restart in place`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile && !checkedOnPhone(index), 'the phone checks one screen');
    if (member) await signIn(page, 'member@campus.test');
    const { from, to, ready } = await route(page);
    await page.goto(from);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    // A prerendered screen asks for the app only once painted: the shell's own code must have
    // come before the deploy removes what is left.
    await appRunning(page);
    await page.waitForLoadState('networkidle');
    await removeUnfetchedScripts(page);
    await navigateInApp(page, to);

    await expect(
      page.getByRole('heading', { name: 'A new version of the application is available.' }),
    ).toBeVisible();
    await expectShellKept(page);
  });
}

test('offline before a screen’s code was fetched: the person is told, and Try again brings the screen', async ({
  page,
  context,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/error');
  await expectShellKept(page);
  await context.setOffline(true);
  await navigateInApp(page, '/dashboard');

  await expect(page.getByRole('heading', { name: 'You are probably offline.' })).toBeVisible();
  await expect(page.getByText('your progress is kept')).toBeVisible();
  await expectShellKept(page);
  // Still offline: trying again leaves the message in place rather than the browser's own error page.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You are probably offline.' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(page.url()).toMatch(/\/dashboard$/);
});

test('offline before the resource window’s code was fetched: a shared link says so over the library', async ({
  page,
  context,
}) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectShellKept(page);
  await context.setOffline(true);
  await navigateInApp(page, '/resources?resource=1039&blog=1');

  await expect(
    page.getByRole('alert').filter({ hasText: 'You are probably offline.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectShellKept(page);
});

const RESOURCE_LINK = '/resources?resource=1039&blog=1';

const resourceFaults = [
  [
    'a server error',
    (page: Page) =>
      page.route('**/wp-json/wp/v2/resource/1039**', (route) =>
        route.fulfill({
          status: 500,
          json: {
            code: 'internal_server_error',
            message: 'There has been a critical error on this website.',
            data: { status: 500 },
          },
        }),
      ),
  ],
  [
    'a malformed answer',
    (page: Page) =>
      page.route('**/wp-json/wp/v2/resource/1039**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": 10' }),
      ),
  ],
  [
    'no connection',
    (page: Page) =>
      page.route('**/wp-json/wp/v2/resource/1039**', (route) =>
        route.abort('internetdisconnected'),
      ),
  ],
] as const;

for (const [index, [fault, inject]] of resourceFaults.entries()) {
  test(`a shared resource link whose resource fails with ${fault} says so and can be tried again`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile && !checkedOnPhone(index), 'the phone checks one fault');
    await inject(page);
    await page.goto(RESOURCE_LINK);
    const window = page.getByRole('dialog', { name: 'This resource could not be opened' });
    await expect(window).toBeVisible();
    await expect(window.getByRole('alert')).toHaveText(
      'This resource could not be loaded. Please try again later.',
    );
    await expect(page.getByText(DEVELOPER_PAGE)).toHaveCount(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await window.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Promo clip: Planning evening' })).toBeVisible();
  });
}

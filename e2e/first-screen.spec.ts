import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './session';
import { mainMenu, moreButton } from './menu';
import { networkQuiet, watchRequests } from './network';

/**
 * The public first screens arrive prerendered: painted from the HTML before any script, then
 * hydrated by the app, which keeps the server's nodes. A browser whose first render would differ
 * (a member, a dark or chosen colour mode) gets the app's own render instead.
 */

/** A module's video lesson, as a shared link leads a visitor to it. */
const VIDEO_LESSON = '/training/module-welcome/listening-in-practice-1';

/** Records, before the page's scripts run, any element the app takes out of #root. */
function watchRoot() {
  const target = window as unknown as { removedFromRoot: number };
  target.removedFromRoot = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      if ((record.target as Element).id === 'root')
        target.removedFromRoot += record.removedNodes.length;
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The markers React leaves on an element it owns: present once the app has hydrated it. */
const ownedByReact = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

const classOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.className);

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-on paints its form and background from the HTML', async ({ page }) => {
    await page.goto('/user/signon');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    const background = await page
      .getByTestId('signon-area')
      .evaluate((area) => getComputedStyle(area).backgroundImage);
    expect(background).toContain('/media/signon.png');
  });

  test('each public first screen is in the HTML, in the page language', async ({ page }) => {
    for (const [address, heading] of [
      ['/user/signup', 'Create an account'],
      ['/user/recover-password', 'Recover your password'],
      ['/course-library', 'Course Library'],
      ['/guest', 'Welcome to Campus'],
      ['/user/signon?lang=he', 'כניסה'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a page that is not prerendered says it is loading in the page language', async ({
    page,
  }) => {
    for (const [address, words] of [
      ['/dashboard', 'Loading Campus…'],
      ['/dashboard?lang=es', 'Cargando Campus…'],
      ['/training?lang=he', 'טוען את Campus…'],
    ] as const) {
      await page.goto(address);
      await expect(page.locator('#campus-preloader')).toHaveText(words);
    }
  });

  test('the course library arrives with its courses, the first cover fetched at once', async ({
    page,
  }) => {
    await page.goto('/course-library');
    await expect(page.getByRole('heading', { name: 'Foundations', level: 2 })).toBeVisible();
    const cover = page.locator('main img').first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  });

  test('a search arrives with its results, the first pictures fetched at once', async ({
    page,
  }) => {
    await page.goto('/search?q=prayer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “prayer”');
    const series = page.getByRole('region', { name: 'Series Material' });
    await expect(series.getByRole('listitem').first()).toContainText('Prayer');
    const first = page.locator('main img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  });

  test('a shared video lesson arrives with its title, poster and play button', async ({ page }) => {
    await page.goto(VIDEO_LESSON);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listening in practice 1');
    const play = page.getByRole('main').getByRole('button', { name: 'Play Video' });
    await expect(play).toBeVisible();
    const poster = play.locator('img');
    expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(page.getByRole('link', { name: 'First steps with Campus' }).first()).toBeVisible();
  });

  test('an unknown address answers 404 with the prerendered 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('the app hydrates the prerendered sign-on screen: same nodes, same styles, working form', async ({
  page,
  browser,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.addInitScript(watchRoot);
  await page.goto('/user/signon');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /phone|desktop/);
  await expect.poll(() => ownedByReact(page, 'h1')).toBe(true);
  // The cookie banner waits for hydration: this browser's consent is not in the HTML.
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
  ).toBe(0);
  expect(warnings.filter((text) => text.includes('prerendered page differed'))).toEqual([]);

  // The server's class names are the ones the app gives the same elements when it renders alone.
  const alone = await browser.newContext(test.info().project.use);
  await alone.addInitScript(() => localStorage.setItem('campus_color_mode', 'light'));
  const aloneRender = await alone.newPage();
  await aloneRender.goto('/user/signon');
  await expect(aloneRender.locator('html')).toHaveAttribute('data-prerender', 'replaced');
  for (const selector of [
    '[data-testid="signon-area"]',
    'h1',
    'form button[type="submit"]',
    'nav',
  ]) {
    expect(await classOf(page, selector), selector).toBe(await classOf(aloneRender, selector));
  }
  await alone.close();

  await page.getByLabel('Email').fill('not an address');
  await page.getByLabel('Password').fill('secret');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
});

test('a page reloaded after moves in the app hydrates as its first visit did', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/user/signon');
  await expect.poll(() => ownedByReact(page, 'h1')).toBe(true);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // The history entry keeps the key of the move, which the server's render of the page cannot know.
  expect(
    await page.evaluate(() => (window.history.state as { key?: string } | null)?.key),
  ).not.toBe('default');
  await page.addInitScript(watchRoot);
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /phone|desktop/);
  await expect.poll(() => ownedByReact(page, 'h1')).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
  ).toBe(0);
  expect(warnings.filter((text) => text.includes('prerendered page differed'))).toEqual([]);
});

test('the course library hydrates with the courses it was rendered with', async ({ page }) => {
  await page.addInitScript(watchRoot);
  // The prices come written by the server: hydrating sets up no number formatting of its own.
  await page.addInitScript(() => {
    const counted = window as unknown as { numberFormatsBuilt: number };
    counted.numberFormatsBuilt = 0;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: [string?, Intl.NumberFormatOptions?]) {
        counted.numberFormatsBuilt += 1;
        return new target(...args);
      },
    });
  });
  await page.goto('/course-library');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /phone|desktop/);
  const foundations = page.getByRole('heading', { name: 'Foundations', level: 2 });
  await expect.poll(() => ownedByReact(page, 'h1')).toBe(true);
  expect(
    await foundations.evaluate((heading) =>
      Object.keys(heading).some((key) => key.startsWith('__reactFiber')),
    ),
  ).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
  ).toBe(0);
  await expect(page.getByRole('link', { name: /Buy for \$\d+\.\d\d/ }).first()).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { numberFormatsBuilt: number }).numberFormatsBuilt,
    ),
  ).toBe(0);
  // The course's button leads on, so the hydrated card works.
  await page
    .getByRole('link', { name: /Run this Series|Buy for/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses\/run\/foundations/);
});

test('a search hydrates with the results it was rendered with, without searching again', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wp-json/wp/v2/search') searches.push(request.url());
  });
  await page.addInitScript(watchRoot);
  await page.goto('/search?q=prayer');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /phone|desktop/);
  await expect.poll(() => ownedByReact(page, 'main li')).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
  ).toBe(0);
  // The hydrated tabs work, and the filters have their options, as after a search of its own.
  await page.getByRole('tab', { name: 'Series Material' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Series Material' });
  await expect(panel.getByRole('combobox', { name: 'Series' }).getByRole('option')).not.toHaveCount(
    1,
  );
  expect(searches).toEqual([]);
  // A new term is searched as ever.
  await page.getByRole('searchbox', { name: 'Search for' }).fill('poster');
  await page.getByRole('searchbox', { name: 'Search for' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “poster”');
  // The heading names the term as it is asked for; the browser reports the request a moment later.
  await expect.poll(() => searches).toHaveLength(1);
});

test('a shared video lesson hydrates with what it was rendered with, and plays', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/wp-json\/wp\/v2\/(lesson\/[^/]+|video\/\d+)$/.test(pathname)) reads.push(pathname);
  });
  watchRequests(page);
  await page.addInitScript(watchRoot);
  // The names of its languages come written by the server, as the course library's prices do.
  await page.addInitScript(() => {
    const counted = window as unknown as { displayNamesBuilt: number };
    counted.displayNamesBuilt = 0;
    (Intl as { DisplayNames: typeof Intl.DisplayNames }).DisplayNames = new Proxy(
      Intl.DisplayNames,
      {
        construct(target, args: [string[], Intl.DisplayNamesOptions]) {
          counted.displayNamesBuilt += 1;
          return new target(...args);
        },
      },
    );
  });
  await page.goto(VIDEO_LESSON);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /phone|desktop/);
  const play = page.getByRole('main').getByRole('button', { name: 'Play Video' });
  await expect.poll(() => ownedByReact(page, 'main button[aria-label="Play Video"]')).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
  ).toBe(0);
  // The lesson and its video came with the page; the server counted the visit as it sent it.
  await networkQuiet(page);
  expect(reads).toEqual([]);
  expect(
    await page.evaluate(
      () => (window as unknown as { displayNamesBuilt: number }).displayNamesBuilt,
    ),
  ).toBe(0);
  await play.click();
  await expect
    .poll(
      () => page.locator('main video').evaluate((video: HTMLVideoElement) => video.currentTime),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  // The next lesson is read as ever.
  await page.getByRole('link', { name: 'Next' }).click();
  await expect.poll(() => reads.length).toBeGreaterThan(0);
});

test('a visitor past the free lessons is sent the lesson without its screen, and told why', async ({
  page,
}) => {
  // Three other lessons read first, with this browser's cookie, as the app reads them.
  for (const lesson of ['welcome-basics-1', 'planning-basics-1', 'feedback-in-practice-1']) {
    expect((await page.request.get(`/wp-json/wp/v2/lesson/${lesson}`)).ok()).toBe(true);
  }
  await page.goto(VIDEO_LESSON);
  await expect(page.getByRole('heading', { name: 'Keep learning with an account' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
});

test('a prerendered screen is painted before the app’s code is asked for', async ({ page }) => {
  for (const address of ['/course-library', '/search?q=prayer', VIDEO_LESSON]) {
    await page.goto(address);
    await expect.poll(() => ownedByReact(page, 'h1'), address).toBe(true);
    const [painted, asked] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/start-[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    ]);
    // A page that asked for no start script at all would pass the comparison below.
    expect(Number.isFinite(asked), `${address} asks for the app`).toBe(true);
    expect(asked, address).toBeGreaterThan(painted!);
  }
});

test('a prerendered screen is drawn whole: nothing on it moves as the rest arrives', async ({
  page,
}) => {
  // A slow phone's parser stops part-way through a page more often; the browser must still wait
  // for the whole screen before drawing it (the sign-on card, centred, moved when its form's end
  // came: a layout shift in two loads of eight at this slowdown before it waited).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number[]; endAtFirstFrame?: boolean };
    seen.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() => {
      seen.endAtFirstFrame = !!document.querySelector('a[href="/user/recover-password"]');
    });
  });
  for (let load = 1; load <= 4; load += 1) {
    await page.goto('/user/signon');
    await expect.poll(() => ownedByReact(page, 'h1'), `load ${load}`).toBe(true);
    const { shifts, endAtFirstFrame } = await page.evaluate(() => {
      const seen = window as unknown as { shifts: number[]; endAtFirstFrame: boolean };
      return { shifts: seen.shifts, endAtFirstFrame: seen.endAtFirstFrame };
    });
    expect(endAtFirstFrame, `load ${load}: the form's last link is in the first frame`).toBe(true);
    expect(shifts, `load ${load}: layout shifts`).toEqual([]);
  }
});

test('every other prerendered screen hydrates without being drawn again', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('prerendered page differed')) warnings.push(message.text());
  });
  await page.addInitScript(watchRoot);
  for (const address of [
    '/user/signup',
    '/user/recover-password',
    '/guest',
    '/no-such-page',
    '/user/signon?lang=he',
  ]) {
    await page.goto(address);
    await expect(page.locator('#root'), address).toHaveAttribute(
      'data-prerendered',
      /phone|desktop/,
    );
    await expect.poll(() => ownedByReact(page, 'h1'), address).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
      address,
    ).toBe(0);
  }
  expect(warnings).toEqual([]);
});

/** Holds the app's first script back until the returned function is called. */
async function holdFirstScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what is pressed before the app runs is kept, and no form leaves the browser’s own way', async ({
  page,
}, testInfo) => {
  // The app's first script waits until the presses are made.
  const release = await holdFirstScript(page);
  // The page is in, its module script held (which also holds DOMContentLoaded).
  await page.goto('/user/signup', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('early@campus.test');
  await page.getByLabel('Email').press('Enter');
  // The browser's own submission would have sent the form to the page's address.
  expect(page.url()).toMatch(/\/user\/signup$/);
  const toggle =
    testInfo.project.name === 'phone'
      ? moreButton(page)
      : mainMenu(page).getByRole('button', { name: 'Languages: English' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(page.url()).toMatch(/\/user\/signup$/);
});

test('a term typed and sent on a prerendered search before the app runs is the one searched', async ({
  page,
}) => {
  const release = await holdFirstScript(page);
  await page.goto('/search?q=poster', { waitUntil: 'commit' });
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search for' });
  await box.fill('worksheet');
  await box.press('Enter');
  release();
  await expect(page).toHaveURL(/\/search\?q=worksheet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Search results for “worksheet”',
  );
});

test('what is typed, ticked and chosen before the app runs counts once it has', async ({
  page,
}, testInfo) => {
  const desktop = testInfo.project.name !== 'phone';
  const release = await holdFirstScript(page);
  await page.goto('/user/signon', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('member@campus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Remember me').check();
  // The menu's controls are behind More on a phone, which the app opens only once it runs.
  if (desktop) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByLabel('Dark mode')
      .selectOption({ label: 'On' });
  }
  expect(await ownedByReact(page, 'h1')).toBe(false);
  release();

  await expect.poll(() => ownedByReact(page, 'h1')).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue('member@campus.test');
  if (desktop) {
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).colorScheme))
      .toBe('dark');
  }
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeEnabled();
  await submit.click();
  // The member runs two series: they land on their courses.
  await expect(page).toHaveURL(/\/courses$/);
  // Remembered: the session outlives the browser.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'remember_me')?.value).toBe('1');
});

test('a field left with a mistake before the app runs shows its message once it has', async ({
  page,
}) => {
  const release = await holdFirstScript(page);
  await page.goto('/user/signon', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').press('Tab');
  expect(await ownedByReact(page, 'h1')).toBe(false);
  release();

  await expect.poll(() => ownedByReact(page, 'h1')).toBe(true);
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
});

test('a field focused before the app runs and left after it is checked as it is left', async ({
  page,
}) => {
  const release = await holdFirstScript(page);
  await page.goto('/user/signon', { waitUntil: 'commit' });
  await page.getByLabel('Password').focus();
  release();

  await expect.poll(() => ownedByReact(page, 'h1')).toBe(true);
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').press('Tab');
  await expect(page.getByText('Password is required')).toBeVisible();
});

test.describe('a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('gets the app’s own dark render, not the light prerender', async ({ page }) => {
    await page.goto('/user/signon');
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'replaced');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const background = await page
      .locator('#main')
      .evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);
    expect(background).toBe('rgb(13, 17, 23)');
  });
});

test('a member opening a public screen gets their own render', async ({ page }) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/course-library');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'replaced');
  await expect(page.getByRole('heading', { name: 'Course Library', level: 1 })).toBeVisible();
});

test('a tab opened in the background starts the app without waiting for a paint', async ({
  page,
}) => {
  // A hidden tab paints nothing, and here no paint is ever reported nor a long timer run: only
  // the page's own hidden state can start the app.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { get: () => true });
    window.PerformanceObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      (delay ?? 0) >= 1000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  });
  await page.goto('/course-library');
  await expect.poll(() => ownedByReact(page, 'h1')).toBe(true);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openMore } from './menu';
import { firstModule, lessonLink, lessonList, playVideo, serverProgress } from './learning';
import { reachForPlay } from './player';
import { createMember, signIn } from './session';

async function member(page: Page) {
  const { email } = await createMember(page);
  const { token } = await signIn(page, email);
  return { email, token };
}

test('an anonymous visitor opens the free lessons and then meets the limit', async ({ page }) => {
  const module = await firstModule(page);
  await page.goto('/training');
  await expect(page).toHaveURL(/\/user\/signon/);

  const [first, second, third, fourth] = module.lessons;
  for (const lesson of [first!, second!, third!]) {
    await page.goto(`/training/${module.slug}/${lesson.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(
      page.getByText('You have opened all the free lessons.', { exact: false }),
    ).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  await page.goto(`/training/${module.slug}/${fourth!.slug}`);
  await expect(page.getByRole('heading', { name: 'Keep learning with an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
  await expectNoAxeViolations(page);

  // A lesson seen before stays open.
  await page.goto(`/training/${module.slug}/${first!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keep learning with an account' })).toHaveCount(0);

  await page.goto(`/training/${module.slug}/no-such-lesson`);
  await expect(
    page.getByRole('heading', { name: 'That lesson could not be found.' }),
  ).toBeVisible();
});

test('a member works through a module, sees Module Completed, and Redo starts over', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const module = await firstModule(page);
  const [article1, video1, article2, video2] = module.lessons;
  const { token } = await member(page);
  // Most of each article was read earlier in this browser: the timer counts the last seconds.
  await page.evaluate(
    ([a, b]) =>
      localStorage.setItem(
        'ab_session_progress',
        JSON.stringify({ lessons: { [a.id]: a.duration - 3, [b.id]: b.duration - 3 }, videos: {} }),
      ),
    [article1!, article2!] as const,
  );

  await page.goto('/training');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: module.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: module.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Begin' }).click();

  // Article timed to its duration.
  await expect(page).toHaveURL(new RegExp(`/training/${module.slug}/${article1!.slug}$`));
  await expect(lessonLink(page, article1!.title)).toContainText('Completed on', {
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);

  // A real clip played past 95%.
  await page.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: video1!.title })).toBeVisible();
  await playVideo(page);
  await expect(lessonLink(page, video1!.title)).toContainText('Completed on', { timeout: 20_000 });
  const ended = page.getByRole('group', { name: 'Video ended' });
  await expect(ended.getByRole('button', { name: `Up Next: ${article2!.title}` })).toBeVisible({
    timeout: 10_000,
  });
  await expect(ended.getByRole('button', { name: 'Replay' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The last step offers Complete Module at its end.
  await lessonLink(page, video2!.title).click();
  await expect(page.getByRole('heading', { level: 1, name: video2!.title })).toBeVisible();
  await playVideo(page);
  await expect(
    page
      .getByRole('group', { name: 'Video ended' })
      .getByRole('button', { name: 'Complete Module' }),
  ).toBeVisible({ timeout: 20_000 });

  // The last article completes the module while it is the current lesson: the dialog opens.
  await lessonLink(page, article2!.title).click();
  const dialog = page.getByRole('dialog', { name: 'Module Completed' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('heading', { name: 'Related playlists' })).toBeVisible();
  const related = await dialog.getByRole('listitem').count();
  expect(related).toBeGreaterThan(0);
  expect(related).toBeLessThanOrEqual(2);
  await expectNoAxeViolations(page);
  await expect.poll(() => serverProgress(page, token), { timeout: 15_000 }).toHaveLength(4);
  // Completing the module through the app earned its certificate (e2e/certificates.spec.ts).
  await expect(dialog).toContainText(`You earned the certificate of ${module.title}.`);
  const certificates = await page.request.get('/wp-json/campus/v1/certificates', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(
    ((await certificates.json()) as Array<{ module: { slug: string } }>).map(
      (certificate) => certificate.module.slug,
    ),
  ).toEqual([module.slug]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/training/${module.slug}`);
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page).toHaveURL(new RegExp(`/training/${module.slug}/${article1!.slug}$`));
  await expect.poll(() => serverProgress(page, token)).toEqual([]);
  await expect(lessonLink(page, video1!.title)).not.toContainText('Completed');
});

test('a completion made while the network is down reaches the server after a reload', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the outbox is the same on every screen');
  const module = await firstModule(page);
  const video = module.lessons[1]!;
  const { token } = await member(page);
  await page.route('**/playlist/lesson-complete', (route) => route.abort());
  await page.goto(`/training/${module.slug}/${video.slug}`);
  await playVideo(page);
  // Applied at once, kept for later.
  await expect(lessonLink(page, video.title)).toContainText('Completed', { timeout: 20_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'will be saved when the connection is back' }),
  ).toBeVisible();
  expect(await serverProgress(page, token)).toEqual([]);

  await page.reload();
  await expect(lessonLink(page, video.title)).toContainText('Completed');
  await page.unroute('**/playlist/lesson-complete');
  await expect.poll(() => serverProgress(page, token), { timeout: 30_000 }).toEqual([video.id]);
  await expect(
    page.getByRole('status').filter({ hasText: 'will be saved when the connection is back' }),
  ).toHaveCount(0);
});

test('a video lesson shows its poster, and fetches video.js when the member reaches for play', async ({
  page,
}) => {
  const module = await firstModule(page);
  const video = module.lessons[1]!;
  await member(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/training/${module.slug}/${video.slug}`, { waitUntil: 'networkidle' });
  const player = page.getByRole('region', { name: video.title }).and(page.locator('[data-state]'));
  await expect(player).toHaveAttribute('data-state', 'not-loaded');
  const standIn = player.getByRole('button', { name: 'Play Video' });
  await expect(standIn.locator('img')).toHaveAttribute('src', /\/media\//);
  await expect(page.locator('.video-js, video')).toHaveCount(0);
  const loadedBefore = scripts.length;

  // Playwright's click moves the pointer over the button first, as a mouse does.
  await standIn.click();
  // The clip is a few seconds long: it may have ended by the time this looks.
  await expect(player).toHaveAttribute('data-state', /playing|finished/, { timeout: 20_000 });
  expect(scripts.length, 'video.js came with the press').toBeGreaterThan(loadedBefore);
  await expect(player.locator('.video-js')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a video lesson shows its description, and its tools and steps are drawn as buttons', async ({
  page,
}) => {
  const module = await firstModule(page);
  const video = module.lessons[1]!;
  await member(page);
  await page.goto(`/training/${module.slug}/${video.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  // The demo's video lessons say what to watch for; the text sits under the player.
  const description = main.getByText(/^Watch how a facilitator handles/);
  await expect(description).toBeVisible();
  const shortcuts = main.getByRole('button', { name: 'Keyboard shortcuts' });
  expect((await description.boundingBox())!.y).toBeGreaterThan((await shortcuts.boundingBox())!.y);
  // The browser's own button is square and grey; the player's is rounded and takes the page's.
  const look = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
    });
  expect(await look(shortcuts)).toEqual({ radius: '18px', background: 'rgba(0, 0, 0, 0)' });
  // Previous and Next are the page's secondary buttons, not underlined text links.
  const next = main.getByRole('link', { name: 'Next', exact: true });
  await expect(next).toHaveCSS('text-decoration-line', 'none');
  expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(36);
  await expectNoAxeViolations(page);
});

test('the player takes the place kept for it: nothing under it moves when it arrives', async ({
  page,
}) => {
  const module = await firstModule(page);
  const video = module.lessons[1]!;
  await member(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The player's code waits until the lesson has been drawn around the place kept for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/VideoLesson-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/training/${module.slug}/${video.slug}`);
  const main = page.getByRole('main');
  const description = main.getByText(/^Watch how a facilitator handles/);
  await expect(description).toBeVisible();
  const before = (await description.boundingBox())!.y;
  release();
  await expect(main.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect((await description.boundingBox())!.y).toBe(before);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
});

test('a clip played from its start is completed although the page is busy right after Play', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the player’s completion rule is the same on every screen');
  const module = await firstModule(page);
  const video = module.lessons[1]!;
  const { token } = await member(page);
  await page.goto(`/training/${module.slug}/${video.slug}`);
  await reachForPlay(page.locator('main'));
  const element = page.locator('video');
  // A slow device: a second-long task starts with Play, before the player's own handlers run,
  // while the browser plays on.
  await element.evaluate((media: HTMLVideoElement) => {
    const stall = () => {
      const until = performance.now() + 1000;
      while (performance.now() < until);
    };
    media.addEventListener('play', stall, { capture: true, once: true });
  });
  await playVideo(page);

  await expect(page.getByRole('group', { name: 'Video ended' })).toBeVisible({ timeout: 20_000 });
  // The browser itself saw the clip played from 0 to the end, in one stretch.
  const { played, duration } = await element.evaluate((media: HTMLVideoElement) => ({
    played: Array.from({ length: media.played.length }, (_, i) => [
      media.played.start(i),
      media.played.end(i),
    ]),
    duration: media.duration,
  }));
  expect(played).toEqual([[0, duration]]);
  await expect(lessonLink(page, video.title)).toContainText('Completed on');
  await expect.poll(() => serverProgress(page, token), { timeout: 15_000 }).toEqual([video.id]);
});

const box = async (part: Locator) => (await part.boundingBox())!;

/** WCAG contrast ratio of two opaque `rgb(…)` colours as computed styles give them. */
function contrast(foreground: string, background: string) {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((part) => {
        const c = Number(part) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the player shows its loading note beside the play button and its end choices above the controls', async ({
  page,
}, testInfo) => {
  // The phone the issue was seen on.
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const module = await firstModule(page);
  const video = module.lessons[1]!;
  await member(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/media/*.mp4', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/training/${module.slug}/${video.slug}`);

  const loading = page.getByRole('status').filter({ hasText: 'Loading video…' });
  const bigPlay = page.getByRole('button', { name: 'Play Video' });
  await reachForPlay(page.locator('main'));
  await expect(loading).toBeVisible();
  await expect(bigPlay).toBeVisible();
  const [note, button, stage] = [
    await box(loading),
    await box(bigPlay),
    await box(page.locator('video')),
  ];
  expect(
    note.y >= button.y + button.height || note.y + note.height <= button.y,
    'the note is clear of the button',
  ).toBe(true);
  expect(note.y + note.height, 'the note is on the video').toBeLessThanOrEqual(
    stage.y + stage.height,
  );
  await bigPlay.click({ trial: true, timeout: 5_000 });

  release();
  await playVideo(page);
  const ended = page.getByRole('group', { name: 'Video ended' });
  await expect(ended).toBeVisible({ timeout: 20_000 });
  // The control bar stays uncovered and can still be used.
  const controls = page.locator('.vjs-control-bar');
  await expect(controls).toBeVisible();
  // Both read in one frame: two reads apart let the page scroll or settle between them.
  const overlap = () =>
    ended.evaluate((overlay) => {
      const bar = overlay.parentElement!.querySelector('.vjs-control-bar')!;
      return overlay.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
    });
  await expect.poll(overlap).toBeLessThanOrEqual(0.5);
  await controls.getByRole('button', { name: 'Replay' }).click({ trial: true, timeout: 5_000 });
  // Replay is a filled control whose text meets AA contrast.
  const replay = ended.getByRole('button', { name: 'Replay' });
  await replay.click({ trial: true, timeout: 5_000 });
  const colours = await replay.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, fill: style.backgroundColor };
  });
  expect(colours.fill, 'an opaque fill').toMatch(/^rgb\(/);
  expect(contrast(colours.text, colours.fill)).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page);
});

test('a video position saved in one browser is resumed in another', async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'where a video resumes is the same on every screen');
  const module = await firstModule(page);
  const video = module.lessons[3]!;
  const { email } = await member(page);
  await page.goto(`/training/article/${video.slug}`);
  await playVideo(page);
  await expect
    .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(1.5);
  const saved = page.waitForResponse(
    (response) =>
      /\/lesson\/\d+\/position/.test(response.url()) && response.request().method() === 'PUT',
  );
  const paused = await page.locator('video').evaluate((element: HTMLVideoElement) => {
    element.pause();
    return element.currentTime;
  });
  expect((await saved).ok()).toBe(true);

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const second = await other.newPage();
    await signIn(second, email);
    await second.goto(`/training/${module.slug}/${video.slug}`);
    await reachForPlay(second.locator('main'));
    await expect
      .poll(
        () => second.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(paused - 0.6);
    await expectNoAxeViolations(second);
  } finally {
    await other.close();
  }
});

test('categories, standalone and category lessons open and pass axe', async ({ page }) => {
  const module = await firstModule(page);
  const article = module.lessons[0]!;
  await member(page);
  await page.goto('/training');
  await page.getByRole('link', { name: 'Leadership', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Category: Leadership' })).toBeVisible();
  const lessons = page
    .getByRole('region', { name: 'Category: Leadership' })
    .getByRole('listitem')
    .getByRole('link');
  await expect(lessons.first()).toBeVisible();
  await expectNoAxeViolations(page);

  await lessons.first().click();
  await expect(page).toHaveURL(/\/training\/category\/leadership\/lesson\//);
  await expect(
    page
      .getByRole('progressbar', { name: 'Reading progress' })
      .or(page.getByRole('button', { name: 'Play Video' })),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/training/article/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/training/${module.slug}/not-in-this-module`);
  await expect(
    page.getByRole('heading', { name: 'That lesson could not be found.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('unsent completions outlive a logout, stay away from the next member, and are sent when their member returns', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const module = await firstModule(page);
  const video = module.lessons[1]!;
  const first = await member(page);
  await page.route('**/playlist/lesson-complete', (route) => route.abort());
  await page.goto(`/training/${module.slug}/${video.slug}`);
  await playVideo(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'will be saved when the connection is back' }),
  ).toBeVisible({ timeout: 20_000 });

  const menu = await openMore(page);
  await menu
    .getByRole('link', { name: 'Logout' })
    .or(menu.getByRole('button', { name: 'Logout' }))
    .click();
  await expect(page).toHaveURL(/\/user\/signon/);
  expect(await page.evaluate(() => localStorage.getItem('campus_training_pending'))).toContain(
    `"lesson_id":${video.id}`,
  );

  // The next person on this device: the connection is back, and nothing of the first member's is sent with their token.
  await page.unroute('**/playlist/lesson-complete');
  const sentByOthers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/playlist/lesson-complete'))
      sentByOthers.push(request.headers().authorization ?? '');
  });
  const second = await member(page);
  await page.goto(`/training/${module.slug}/${video.slug}`);
  await expect(lessonList(page)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'will be saved when the connection is back' }),
  ).toHaveCount(0);
  await expect(lessonLink(page, video.title)).not.toContainText('Completed');
  expect(sentByOthers).toEqual([]);
  expect(await serverProgress(page, second.token)).toEqual([]);

  // The first member returns: the completion reaches the server.
  await signIn(page, first.email);
  await page.goto('/training');
  await expect
    .poll(() => serverProgress(page, first.token), { timeout: 30_000 })
    .toEqual([video.id]);
  // The server records the completion before it answers; the outbox lets the entry go once the
  // answer is in, a moment later.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('campus_training_pending') ?? '[]'))
    .not.toContain(`"lesson_id":${video.id}`);
});

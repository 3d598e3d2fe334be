import { expect, test } from '@playwright/test';
import { reachForPlay } from './player';
import { DEMO_PASSWORD, signIn } from './session';

/**
 * The `front` project: the app served by a front (`CAMPUS_UPSTREAM`, apps/server README, "Front
 * mode") standing before the journeys' own server as its WordPress. Every call and media file
 * below crosses the front; the page, its settings and first screens are the front's own.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
});

test('a member signs on through the front', async ({ page }) => {
  await page.goto('/user/signon');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill('member@campus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The member runs two series: without a remembered page they land on their courses.
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('article', { name: 'Foundations, spring group' })).toBeVisible();
});

test('the course library arrives prerendered from the site’s products', async ({ page }) => {
  const html = await (await page.request.get('/course-library')).text();
  expect(html).toContain('data-prerendered="desktop"');
  expect(html).toContain('Leading Teams');

  await page.goto('/course-library');
  await expect(page.getByRole('heading', { name: 'Course Library', level: 1 })).toBeVisible();
  const teams = page.getByRole('article', { name: 'Leading Teams' });
  await expect(teams.getByRole('link', { name: 'Buy for $79.00' })).toBeVisible();
});

test('a member opens a module, its first article and a video through the front', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  const response = await page.request.get('/wp-json/wp/v2/playlist/module-welcome');
  expect(response.ok()).toBe(true);
  const module = (await response.json()) as {
    title: string;
    lessons: Array<{ slug: string; title: string; type: string; video_url?: string }>;
  };
  const article = module.lessons.find((lesson) => lesson.type === 'article')!;

  await page.goto('/training/module-welcome');
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await page.goto(`/training/module-welcome/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

  // A clip the site names under /media/: its bytes come through the front, in ranges.
  const video = module.lessons.find(
    (lesson) => lesson.type === 'video' && lesson.video_url?.startsWith('/media/'),
  )!;
  await page.goto(`/training/module-welcome/${video.slug}`);
  const player = page.getByRole('region', { name: video.title }).and(page.locator('[data-state]'));
  await reachForPlay(player);
  await expect(player).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect
    .poll(() => player.locator('video').evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(0);
});

test('search finds results through the front', async ({ page }) => {
  await page.goto('/search?q=leadership');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “leadership”' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});

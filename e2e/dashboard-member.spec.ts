import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { completeLesson } from './learning';
import { reachForPlay } from './player';
import { createMember, signIn } from './session';

test('a member’s dashboard greets them and shows their course runs with progress', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Hello, Maya')).toBeVisible();
  const spring = page.getByRole('article', { name: 'Foundations, spring group' });
  await expect(spring).toBeVisible();
  await expect(
    spring.getByRole('progressbar', { name: 'Progress of Foundations, spring group' }),
  ).toBeVisible();
  // The demo's runs are counted from the day the store was seeded: one under way, one to come.
  await expect(spring.getByText('Week 3 of 8', { exact: true })).toBeVisible();
  const couples = page.getByRole('article', { name: 'Growing Together, couples evening' });
  await expect(couples.getByText('Not started yet', { exact: true })).toBeVisible();
  // Their learning, as the demo leaves it: Habits' first video (its 30 s talk) stopped half way.
  const learning = page.getByRole('region', { name: 'Continue learning' });
  await expect(learning.getByRole('article', { name: 'Prayer in practice 2' })).toBeVisible();
  await expect(learning.getByText(/Stopped at .0:15. of .0:30./)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your modules in progress' }).getByRole('heading', {
      name: 'Teamwork for volunteers',
    }),
  ).toBeVisible();
  // The newest resources, one short row, rather than the whole library.
  const resources = page.getByRole('region', { name: 'New resources' });
  await expect(resources.getByRole('listitem')).toHaveCount(4);
  await expect(resources.getByRole('link', { name: 'See all resources' })).toHaveAttribute(
    'href',
    '/resources',
  );
  const links = page.getByRole('navigation', { name: 'Quick links' });
  await expect(links.getByRole('link', { name: 'Course Library' })).toBeVisible();
  await expectNoAxeViolations(page);

  await spring.getByRole('link', { name: 'Series material' }).click();
  await expect(page).toHaveURL(/\/courses\/run\/foundations$/);
  await expect(page.getByRole('heading', { name: 'Foundations', level: 1 })).toBeVisible();
});

test('the home picks up where the member stopped: one press resumes the video at its moment', async ({
  page,
}) => {
  const { email } = await createMember(page);
  const { token } = await signIn(page, email);
  const auth = { Authorization: `Bearer ${token}` };
  const module = (await (
    await page.request.get('/wp-json/wp/v2/playlist/module-listening')
  ).json()) as {
    id: number;
    title: string;
    lessons: Array<{ id: number; slug: string; title: string; duration: number }>;
  };
  const [article, video] = module.lessons;
  await completeLesson(page, token, module, article!);
  const saved = await page.request.put(`/wp-json/wp/v2/lesson/${video!.id}/position`, {
    headers: auth,
    // As the player saves it: the moment, and the length of the talk the lesson plays.
    data: { position: 2.5, duration: video!.duration },
  });
  expect(saved.ok()).toBe(true);

  // What the page moved, named by the section it belongs to.
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { sources: Array<{ node?: Node }> }
      >)
        for (const { node } of entry.sources)
          if (node instanceof Element)
            moved.push(node.closest('section')?.getAttribute('aria-labelledby') ?? node.tagName);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  const card = page
    .getByRole('region', { name: 'Continue learning' })
    .getByRole('article', { name: video!.title });
  await expect(card.getByText(module.title)).toBeVisible();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  // The block keeps the card's place from its first paint, its picture's too: the member's
  // courses under it stay where they were drawn.
  const moved = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        setTimeout(() => resolve((window as unknown as { moved: string[] }).moved), 300),
      ),
  );
  expect(moved).not.toContain('home-learning');
  expect(moved).not.toContain('dashboard-active');
  const length = `0:${String(video!.duration).padStart(2, '0')}`;
  await expect(card.getByText(new RegExp(`Stopped at .0:02. of .${length}.`))).toBeVisible();
  await expect(
    card.getByRole('progressbar', { name: `Progress of ${module.title}` }),
  ).toHaveAttribute('aria-valuenow', '25');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'Resume' }).click();
  await expect(page).toHaveURL(new RegExp(`/training/module-listening/${video!.slug}$`));
  await reachForPlay(page.locator('main'));
  await expect
    .poll(
      () => page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime),
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(2);
});

import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations } from './axe';
import { completeLesson, firstModule } from './learning';
import { createMember, signIn } from './session';

// The study plan (web README, "Study plan"): made on its page, served as a calendar that an
// independent parser (Mozilla's ical.js) reads, following the member's progress, then stopped.

/** The calendar's events, read by ical.js with the time zones it carries. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/**
 * Starts counting layout shift, as the browser scores it (input-driven shifts aside); the answer
 * reads the total so far, with what moved.
 */
const countLayoutShift = async (page: Page) => {
  await page.evaluate(() => {
    const counted = { total: 0, moved: [] as string[] };
    (window as unknown as { shift: typeof counted }).shift = counted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node }>;
        }
      >)
        if (!entry.hadRecentInput) {
          counted.total += entry.value;
          for (const { node } of entry.sources)
            counted.moved.push(
              node instanceof Element ? node.outerHTML.slice(0, 120) : String(node),
            );
        }
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<{ total: number; moved: string[] }>((resolve) =>
          setTimeout(
            () =>
              resolve((window as unknown as { shift: { total: number; moved: string[] } }).shift),
            500,
          ),
        ),
    );
};

/** A date `days` from today, as a date field takes it. */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

test('a member plans study time, subscribes to its calendar, which follows their progress, and stops it', async ({
  page,
  browserName,
}) => {
  test.setTimeout(90_000);
  const module = await firstModule(page);
  const { email } = await createMember(page, 'Planner');
  const { token } = await signIn(page, email);
  await page.goto('/dashboard');
  // Counted from the dashboard at rest, so that what moves is the plan page's.
  await page.waitForLoadState('networkidle');
  const shifted = await countLayoutShift(page);
  await page.getByRole('link', { name: 'Study plan' }).click();
  await expect(page).toHaveURL(/\/study-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Study plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save plan' })).toBeVisible();
  // The loading placeholder holds the form's place: nothing moves as the plan arrives.
  if (browserName === 'chromium') expect(await shifted()).toEqual({ total: 0, moved: [] });

  const days = page.getByRole('group', { name: 'Days' });
  for (const day of ['Monday', 'Thursday']) await days.getByLabel(day).uncheck();
  for (const day of ['Tuesday', 'Saturday']) await days.getByLabel(day).check();
  await page.getByLabel('Start time').fill('06:45');
  await page.getByRole('combobox', { name: 'Length' }).selectOption('60');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
  await page.getByRole('combobox', { name: 'Module to finish' }).selectOption(module.slug);
  const finishBy = inDays(20);
  await page.getByLabel('Finish by').fill(finishBy);
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Your plan is saved.')).toBeVisible();
  await expect(
    page.getByText(/^Every Tuesday and Saturday at 06:45 for 60 minutes \(America\/New_York\)\./),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.getByRole('link', { name: 'Download the .ics file' });
  const ics = (await download.getAttribute('href'))!;
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    ics.replace(/^https?:\/\//, 'webcal://'),
  );
  const fetched = async () => {
    const response = await page.request.get(new URL(ics).pathname);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    return readCalendar(await response.text());
  };

  const [study, finish] = await fetched();
  expect(study!.component.getFirstPropertyValue('rrule')!.toString()).toMatch(
    /FREQ=WEEKLY.*BYDAY=TU,SA|BYDAY=TU,SA.*FREQ=WEEKLY/,
  );
  expect(study!.startDate.zone?.tzid).toBe('America/New_York');
  expect(study!.startDate.toString()).toMatch(/T06:45:00$/);
  const [first, second] = module.lessons;
  expect(study!.description).toContain(`Next lesson: ${first!.title}`);
  expect(study!.description).toContain(`/training/${module.slug}/${first!.slug}`);
  expect(finish!.summary).toBe(`Finish ${module.title}`);
  expect(finish!.startDate.toString()).toContain(finishBy);

  // A lesson completed: the calendar names the one after.
  await completeLesson(page, token, module, first!);
  const [after] = await fetched();
  expect(after!.description).toContain(`Next lesson: ${second!.title}`);

  await page.getByRole('button', { name: 'Stop the plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop your study plan?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stop the plan' }).click();
  await expect(page.getByText('Your plan is stopped.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await page.request.get(new URL(ics).pathname)).status()).toBe(404);
});

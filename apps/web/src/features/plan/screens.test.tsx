import { startCampus, type Campus } from '@campus/server/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../app/store';
import { renderCampus, stopStore } from '../../testing/kit';
import { today } from './form';

// The study plan's screen on a real server: saved, served as a calendar, and stopped.

let campus: Campus;
let store: AppStore | undefined;
beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

/** A date `days` from today, as a date field takes it. */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return today(date);
};

test('a member saves a plan, gets its calendar, and stops it', async () => {
  const user = userEvent.setup();
  const view = await renderCampus(campus, '/study-plan', { email: 'translator@campus.test' });
  store = view.store;
  expect(await screen.findByRole('heading', { name: 'Study plan', level: 1 })).toBeVisible();
  const days = await screen.findByRole('group', { name: 'Days' });
  // Nothing saved yet: no calendar to add.
  expect(screen.queryByRole('heading', { name: 'Add to calendar' })).not.toBeInTheDocument();

  for (const day of within(days).getAllByRole('checkbox')) {
    if ((day as HTMLInputElement).checked) await user.click(day);
  }
  await user.click(screen.getByRole('button', { name: 'Save plan' }));
  expect(await screen.findByText('Choose at least one day.')).toBeVisible();

  await user.click(within(days).getByRole('checkbox', { name: 'Monday' }));
  await user.click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
  const time = screen.getByLabelText('Start time');
  await user.clear(time);
  await user.type(time, '07:30');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '45');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Berlin');
  const finishBy = screen.getByLabelText('Finish by');
  expect(finishBy).toBeDisabled();
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Module to finish' }),
    await screen.findByRole('option', { name: 'First steps with Campus' }),
  );
  await user.type(finishBy, inDays(-1));
  await user.click(screen.getByRole('button', { name: 'Save plan' }));
  expect(await screen.findByText('Choose today or a later date.')).toBeVisible();
  await user.clear(finishBy);
  await user.type(finishBy, inDays(30));
  await user.click(screen.getByRole('button', { name: 'Save plan' }));

  expect(await screen.findByText('Your plan is saved.')).toBeVisible();
  expect(
    screen.getByText(
      /^Every Monday and Wednesday at 07:30 for 45 minutes \(Europe\/Berlin\)\. Following First steps with Campus, to finish by /,
    ),
  ).toBeVisible();
  const subscribe = screen.getByRole('link', { name: 'Subscribe in your calendar app' });
  expect(subscribe.getAttribute('href')).toMatch(/^webcal:\/\/.+\.ics$/);
  expect(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toMatch(
    /^https:\/\/calendar\.google\.com\//,
  );
  const download = screen.getByRole('link', { name: 'Download the .ics file' });
  expect(download).toHaveAttribute('download', 'study-plan.ics');
  const feed = await fetch(download.getAttribute('href')!);
  expect(feed.status).toBe(200);
  const calendar = await feed.text();
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toMatch(/RRULE:FREQ=WEEKLY;[^\r\n]*BYDAY=MO,WE/);
  expect(calendar).toContain('TZID=Europe/Berlin');

  await user.click(screen.getByRole('button', { name: 'Stop the plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop your study plan?' });
  await user.click(within(dialog).getByRole('button', { name: 'Stop the plan' }));
  expect(await screen.findByText('Your plan is stopped.')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Download the .ics file' })).not.toBeInTheDocument();
  expect((await fetch(download.getAttribute('href')!)).status).toBe(404);
});

test('a visitor opening the study plan is asked to sign in first', async () => {
  const view = await renderCampus(campus, '/study-plan', { signedIn: false });
  store = view.store;
  expect(await screen.findByRole('heading', { name: 'Study plan', level: 1 })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/signon');
});

import { withFaults } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../app/store';
import { renderCampus, stopStore } from '../../testing/kit';

// The demo member has read Habits' first article, stopped its first video (the Habits talk) half
// way, at 0:15 of 0:30, the day after, and begun Teamwork before both (apps/server README, "Demo content").
let campus: Campus;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

test('the home resumes the video the member stopped in, with the module’s progress', async () => {
  ({ store } = await renderCampus(campus, '/dashboard'));
  const learning = await screen.findByRole(
    'region',
    { name: 'Continue learning' },
    { timeout: 15_000 },
  );
  const resume = await within(learning).findByRole('article', { name: 'Prayer in practice 2' });
  expect(within(resume).getByText('Habits that last')).toBeInTheDocument();
  expect(within(resume).getByText(/Stopped at .0:15. of .0:30./)).toBeInTheDocument();
  expect(
    within(resume).getByRole('progressbar', { name: 'Progress of Habits that last' }),
  ).toHaveAttribute('aria-valuenow', '25');
  expect(within(resume).getByRole('link', { name: 'Resume' })).toHaveAttribute(
    'href',
    '/training/module-habits/prayer-in-practice-2',
  );
  const modules = screen.getByRole('region', { name: 'Your modules in progress' });
  expect(
    within(modules)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Teamwork for volunteers']);
});

test('a newcomer is offered the first module, and a short row of the newest resources leads to all', async () => {
  const user = userEvent.setup();
  let router;
  ({ store, router } = await renderCampus(campus, '/dashboard', { email: 'newbie@campus.test' }));
  const learning = await screen.findByRole(
    'region',
    { name: 'Start learning' },
    { timeout: 15_000 },
  );
  expect(await within(learning).findByRole('link', { name: 'Begin' })).toHaveAttribute(
    'href',
    '/training/module-welcome/welcome-basics-1',
  );
  expect(
    screen.queryByRole('region', { name: 'Your modules in progress' }),
  ).not.toBeInTheDocument();
  const resources = screen.getByRole('region', { name: 'New resources' });
  expect(await within(resources).findAllByRole('listitem')).toHaveLength(4);
  await user.click(within(resources).getByRole('link', { name: 'See all resources' }));
  expect(router.state.location.pathname).toBe('/resources');
});

test('a failed read of the member’s learning stays in its section with a retry that mends it', async () => {
  const user = userEvent.setup();
  const faults = withFaults();
  faults.fail({ match: 'GET /wp/v2/playlist?', fault: { status: 500 }, times: 1 });
  ({ store } = await renderCampus(campus, '/dashboard', { faults }));
  const learning = await screen.findByRole(
    'region',
    { name: 'Continue learning' },
    { timeout: 15_000 },
  );
  await user.click(await within(learning).findByRole('button', { name: 'Try again' }));
  expect(
    await within(learning).findByRole('article', { name: 'Prayer in practice 2' }),
  ).toBeInTheDocument();
  // The rest of the home never left.
  expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
});

test('a back end without saved positions (a plain WordPress) still continues from completions', async () => {
  const faults = withFaults();
  faults.fail({ match: 'GET /wp/v2/lesson-positions', fault: { status: 404 } });
  ({ store } = await renderCampus(campus, '/dashboard', { faults }));
  const learning = await screen.findByRole(
    'region',
    { name: 'Continue learning' },
    { timeout: 15_000 },
  );
  const resume = await within(learning).findByRole('article', { name: 'Prayer in practice 2' });
  expect(within(resume).getByText(/Lesson 2 of 4/)).toBeInTheDocument();
  expect(within(resume).getByRole('link', { name: 'Continue' })).toBeInTheDocument();
});

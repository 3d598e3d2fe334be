import type { Lesson } from '@campus/api-client';
import { withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../app/store';
import { renderCampus, stopStore, type CampusKitOptions } from '../../testing/kit';

let campus: Campus;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

const SEARCH = { theme: { supports: { search: true } } };

async function renderAt(path: string, options: CampusKitOptions = {}) {
  const faults = options.faults ?? withFaults();
  const view = await renderCampus(campus, path, { hostSettings: SEARCH, ...options, faults });
  store = view.store;
  return { ...view, faults };
}

const playlistQueries = (faults: FaultyFetch) =>
  faults.calls.filter((call) => call.startsWith('GET /wp/v2/playlist?'));

test('the dashboard shows 6 modules, See All loads the rest from the offset, and search goes to the training section', async () => {
  const { router, faults } = await renderAt('/training');
  const section = await screen.findByRole('region', { name: 'Modules' }, { timeout: 15_000 });
  expect(await within(section).findAllByRole('heading', { level: 3 })).toHaveLength(6);
  expect(playlistQueries(faults)[0]).toContain('per_page=6');
  // The newest popular article of the demo content, and its first category.
  expect(screen.getByRole('link', { name: 'Leadership basics 2' })).toHaveAttribute(
    'href',
    '/training/article/leadership-basics-2',
  );
  expect(screen.getByRole('link', { name: 'Leadership' })).toHaveAttribute(
    'href',
    '/training/category/leadership',
  );

  await userEvent.click(screen.getByRole('button', { name: 'See All' }));
  // A member sees all nine demo modules, the private one too.
  await waitFor(
    () => expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(9),
    { timeout: 5000 },
  );
  expect(
    within(section).getByRole('heading', { name: 'Mentoring new leaders' }),
  ).toBeInTheDocument();
  expect(playlistQueries(faults).at(-1)).toMatch(/offset=6.*per_page=100/);
  expect(screen.queryByRole('button', { name: 'See All' })).not.toBeInTheDocument();

  await userEvent.type(
    screen.getByRole('searchbox', { name: 'Search the Learning Centre' }),
    'care',
  );
  await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
  expect(router.state.location.pathname).toBe('/search');
  expect(router.state.location.search).toBe('?q=care&section=training');
});

test('offline, a module not saved here keeps the Learning Centre on screen and says it needs a connection', async () => {
  const { router } = await renderAt('/training');
  const section = await screen.findByRole('region', { name: 'Modules' }, { timeout: 15_000 });
  await within(section).findAllByRole('heading', { level: 3 });
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  try {
    const notSaved = 'Not saved on this device: it needs a connection.';
    await within(section).findAllByText(notSaved);
    const card = within(section)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(notSaved));
    await userEvent.click(within(card!).getAllByRole('link')[0]!);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline, and the page you asked for needs a connection.',
    );
    expect(router.state.location.pathname).toBe('/training');
    expect(within(section).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  } finally {
    jest.restoreAllMocks();
  }
});

test('an article is rendered as sanitized HTML', async () => {
  // The demo lessons carry no hostile markup and the server has no editing route, so the real
  // answer gets some added on its way, as a compromised editor account could have written it.
  const tampered = withFaults(async (input, init) => {
    const answer = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url).pathname.endsWith('/wp/v2/lesson/welcome-basics-1')) return answer;
    const lesson = (await answer.json()) as Lesson;
    lesson.content.rendered +=
      '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>';
    return new Response(JSON.stringify(lesson), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  await renderAt('/training/article/welcome-basics-1', { faults: tampered });
  expect(
    await screen.findByText(
      'Welcome matters in every group. This lesson walks through what good welcome looks like.',
      undefined,
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
  const lesson = screen.getByRole('region', { name: 'Welcome basics 1' });
  expect(lesson.innerHTML).toContain('<li>Reflect back what you heard.</li></ul><img src="x">');
  expect(lesson.innerHTML).not.toMatch(/onerror|<script|hacked/);
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toBeInTheDocument();
});

test('a lesson the server does not have is a 404 that says the lesson is not found', async () => {
  await renderAt('/training/article/nothing-here');
  expect(
    await screen.findByRole(
      'heading',
      { name: 'That lesson could not be found.' },
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
});

test('the centre is a 403 that says the centre is unavailable when the locale turns it off', async () => {
  await renderAt('/training', {
    hostSettings: { ...SEARCH, locale: { training: { enable: false } } },
  });
  expect(
    await screen.findByText('The Learning Center is not available at this time.'),
  ).toBeInTheDocument();
});

test('visitors are sent to sign on for the module lists, and see lessons unless the theme turns training off', async () => {
  const { router } = await renderAt('/training', { signedIn: false });
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/signon'));

  await act(() => router.navigate('/training/article/welcome-basics-1'));
  expect(
    await screen.findByText(
      'Welcome matters in every group. This lesson walks through what good welcome looks like.',
      undefined,
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
});

test('visitors meet the 403 on lessons when the theme disables training', async () => {
  const { faults } = await renderAt('/training/article/welcome-basics-1', {
    signedIn: false,
    hostSettings: { theme: { supports: { disable_training: true } } },
  });
  expect(
    await screen.findByText('The Learning Center is not available at this time.'),
  ).toBeInTheDocument();
  expect(faults.calls.filter((call) => call.startsWith('GET /wp/v2/lesson'))).toEqual([]);
});

test('a lesson naming a library video fetches it, and says so when it cannot', async () => {
  const faults = withFaults();
  faults.fail({ match: 'GET /wp/v2/video/508', fault: { status: 500 } });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await renderAt('/training/module-welcome/listening-in-practice-1', { faults });
  expect(
    await screen.findByText(
      'This video could not be loaded. Please reload the page or try again later.',
      undefined,
      { timeout: 10_000 },
    ),
  ).toHaveAttribute('role', 'alert');
  expect(faults.calls).toContain('GET /wp/v2/video/508');
  errors.mockRestore();
});

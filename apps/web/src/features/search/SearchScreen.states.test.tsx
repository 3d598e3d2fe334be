import { createApiClient, search } from '@campus/api-client';
import { withFaults } from '@campus/api-client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryAppRouter } from '../../kit/router';
import { App } from '../../app/App';
import { createRoutes } from '../../app/routes';
import { createI18n } from '../../i18n';
import { campusServices } from '../../testing/kit';
import { searchRoutes } from './routes';
import { resultsHandedOver } from './slice';
import { searchHost, searchScreenOnCampus } from './testing/searchScreen';

const { on, renderApp, keep, searches, results } = searchScreenOnCampus();

test('no results: the sentence that says so, the heading and popular terms that search again', async () => {
  const { router } = await renderApp('/search?q=nothing');
  expect(
    await screen.findByText('Sorry, nothing was found for your search query.'),
  ).toBeInTheDocument();
  const heading = screen.getByRole('heading', {
    name: "Can't find what you're looking for? Try one of the options below",
  });
  expect(heading).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  const terms = await screen.findByRole('list', {
    name: "Can't find what you're looking for? Try one of the options below",
  });
  const term = within(terms).getByRole('link', { name: 'small groups' });
  expect(term).toHaveAttribute('href', '/search?q=small+groups');
  await userEvent.click(within(terms).getByRole('link', { name: 'leadership' }));
  expect(router.state.location.search).toBe('?q=leadership');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Search results for “leadership”' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Learning Centre' })).toBeInTheDocument();
});

test('no results with a close word: "did you mean" offers it as a search', async () => {
  const { router } = await renderApp('/search?q=slience');
  expect(
    await screen.findByText('Sorry, nothing was found for your search query.'),
  ).toBeInTheDocument();
  const suggestion = screen.getByRole('link', { name: 'silence' });
  expect(screen.getByText(/^Did you mean/)).toHaveTextContent('Did you mean silence');
  expect(suggestion).toHaveAttribute('href', '/search?q=silence');
  await userEvent.click(suggestion);
  expect(router.state.location.search).toBe('?q=silence');
  expect(await screen.findByRole('region', { name: 'Said in videos' })).toBeInTheDocument();
});

test('the words of a title that matched are marked', async () => {
  await renderApp({ pathname: '/search', search: '?q=listening', state: { section: 'training' } });
  const panel = await screen.findByRole('tabpanel', { name: 'Learning Centre' });
  const card = within(panel).getByRole('link', { name: /^Listening well/ });
  expect(within(card).getByText('Listening', { selector: 'mark' })).toBeInTheDocument();
});

test('the results reload when the query changes', async () => {
  const { router } = await renderApp('/search?q=poster');
  expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search for' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search for' }), 'toolkit{Enter}');
  expect(router.state.location.search).toBe('?q=toolkit');
  expect(await screen.findByRole('region', { name: 'Series Material' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Promo Material' })).not.toBeInTheDocument();

  await act(() => router.navigate('/search?q=nothing'));
  expect(
    await screen.findByText('Sorry, nothing was found for your search query.'),
  ).toBeInTheDocument();
});

test('a failed search says so and can be tried again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  on.faults = withFaults();
  on.faults.fail({ match: /^GET \/wp\/v2\/search\?.*search=poster/, fault: { status: 500 } });
  const kit = await campusServices(on.campus, {
    signedIn: false,
    hostSettings: searchHost,
    faults: on.faults,
  });
  keep(kit.store);
  const router = createMemoryAppRouter(createRoutes(kit.services), {
    initialEntries: ['/search?q=poster'],
  });
  render(<App store={kit.store} router={router} i18n={await createI18n('en')} />);
  expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
    'The search could not be completed.',
  );
  on.faults.heal();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  error.mockRestore();
});

test('results that came with the page are its answer: shown at once, not asked for again', async () => {
  on.faults = withFaults();
  const kit = await campusServices(on.campus, {
    signedIn: false,
    hostSettings: searchHost,
    faults: on.faults,
  });
  keep(kit.store);
  const router = createMemoryAppRouter(createRoutes(kit.services), {
    initialEntries: ['/search?q=week'],
  });
  // As the browser does with a prerendered page: the screen's code loaded, then its data given.
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
  // Fetched as the server's renderer does, past the page's client and its cache.
  const server = createApiClient({ baseUrl: on.campus.baseUrl });
  const rendered = await search(server, { search: 'week', offset: 0, per_page: 20 });
  kit.store.dispatch(resultsHandedOver({ q: 'week', results: rendered }));
  const before = searches().length;

  render(<App store={kit.store} router={router} i18n={await createI18n('en')} />);
  const series = await screen.findByRole('region', { name: 'Series Material' });
  expect(results(series)).toHaveLength(3);
  // The filters' options load as after a search of the page's own.
  await userEvent.click(screen.getByRole('tab', { name: 'Series Material' }));
  const panel = screen.getByRole('tabpanel', { name: 'Series Material' });
  expect(await within(panel).findByRole('option', { name: 'Leading Teams' })).toBeInTheDocument();
  expect(searches()).toHaveLength(before);

  // The next term, and then the page's own term again, are searched as ever.
  await act(() => router.navigate('/search?q=poster'));
  expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  expect(searches()).toHaveLength(before + 1);
  await act(() => router.navigate(-1));
  await waitFor(() => expect(searches()).toHaveLength(before + 2));
  expect(searches().at(-1)).toContain('search=week');
  expect(await screen.findByRole('region', { name: 'Series Material' })).toBeInTheDocument();
});

test('without a term the page offers the box and popular searches', async () => {
  await renderApp('/search');
  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  expect(screen.getByText('Type what you are looking for and press Search.')).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Popular searches' });
  expect(within(list).getByRole('link', { name: 'leadership' })).toHaveAttribute(
    'href',
    '/search?q=leadership',
  );
  expect(searches()).toEqual([]);
});

test.each([
  ['turns search off', { theme: { supports: { search: false } } }],
  ['does not mention search', { theme: { supports: {} } }],
])('a theme that %s sends /search to /dashboard', async (_case, hostSettings) => {
  on.faults = withFaults();
  const kit = await campusServices(on.campus, { signedIn: false, hostSettings, faults: on.faults });
  keep(kit.store);
  const router = createMemoryAppRouter(
    [
      {
        path: '/',
        children: [
          ...searchRoutes(kit.services),
          { path: 'dashboard', element: <h1>Dashboard page</h1> },
        ],
      },
    ],
    { initialEntries: ['/search?q=week'] },
  );
  render(<App store={kit.store} router={router} i18n={await createI18n('en')} />);
  expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(on.faults.calls.some((call) => call.startsWith('GET /wp/v2/search'))).toBe(false);
});

test('words said in a video list the moment, each linking to where it plays from that second', async () => {
  await renderApp('/search?q=begin%20with%20a%20quest');
  const said = await screen.findByRole('region', { name: 'Said in videos' });
  // The All tab leads with them, before any section.
  expect(screen.getAllByRole('region')[0]).toBe(said);
  const [moment, ...others] = within(said).getAllByRole('link');
  expect(others).toHaveLength(0);
  expect(moment).toHaveTextContent('Said at 0:02');
  expect(within(moment!).getByText('begin with a question', { selector: 'mark' })).toBeVisible();
  expect(moment).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/training\/module-welcome\/[a-z0-9-]+\?t=2$/),
  );
});

// Taken before any test holds the clock.

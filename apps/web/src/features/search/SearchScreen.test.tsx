import { createApiClient, search } from '@campus/api-client';
import { withFaults, aResource, type FaultyFetch } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../app/App';
import { createRoutes } from '../../app/routes';
import { campusServices, stopStore, type CampusKitOptions } from '../../testing/kit';
import { createI18n } from '../../i18n';
import { searchRoutes } from './routes';
import { learningPath } from './selectors';
import { resultsHandedOver } from './slice';

// Two shared cores: a real HTTP round trip plus a render can pass the default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// The seeded catalogue, searched by a visitor. "ing" finds 24 series resources, 14 promo resources
// and 23 learning posts; "week" finds the 36 series resources only.
let campus: Campus;
let faults: FaultyFetch;
beforeAll(async () => {
  campus = await startCampus();
});
const stores: Array<Parameters<typeof stopStore>[0]> = [];
afterEach(() => {
  for (const store of stores.splice(0)) stopStore(store);
});
afterAll(() => campus.close());

const host = { theme: { supports: { search: true } }, locale: { locale: 'en' } };
type Entry = string | { pathname: string; search?: string; state?: unknown };

async function renderApp(
  entry: Entry,
  hostSettings: unknown = host,
  options: Pick<CampusKitOptions, 'faults' | 'retry'> = {},
) {
  faults = withFaults();
  const kit = await campusServices(campus, { signedIn: false, hostSettings, faults, ...options });
  stores.push(kit.store);
  const router = createMemoryRouter(createRoutes(kit.services), { initialEntries: [entry] });
  kit.services.navigate = (to, navigateOptions) => void router.navigate(to, navigateOptions);
  render(<App store={kit.store} router={router} i18n={await createI18n('en')} />);
  // The first render waits for the lazily loaded screen, which a cold test run compiles first.
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
  return { ...kit, router };
}

const searches = () => faults.calls.filter((call) => call.startsWith('GET /wp/v2/search?'));
const results = (container: HTMLElement) => within(container).getAllByRole('listitem');
/** A card's text starts with its title (a resource card adds its kind after it). */
const titled = (...titles: string[]) =>
  titles.map((title) =>
    expect.stringMatching(new RegExp(`^${title.replace(/[:.]/g, '\\$&')}(?!\\d)`)),
  );

test('the All tab shows up to 3 results of each non-empty section; See All Results opens that tab', async () => {
  await renderApp('/search?q=ing');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Search results for “ing”' }),
  ).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'All',
    'Series Material',
    'Promo Material',
    'Learning Centre',
  ]);
  expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  const series = screen.getByRole('region', { name: 'Series Material' });
  expect(results(series).map((item) => item.textContent)).toEqual(
    titled(
      'First Steps week 9 Worksheet: Storytelling',
      'First Steps week 7 Session video: Mentoring',
      'First Steps week 4 Session video: Planning',
    ),
  );
  expect(results(screen.getByRole('region', { name: 'Promo Material' }))).toHaveLength(3);
  expect(results(screen.getByRole('region', { name: 'Learning Centre' }))).toHaveLength(3);

  await userEvent.click(within(series).getByRole('button', { name: 'See All Results' }));
  const seriesTab = screen.getByRole('tab', { name: 'Series Material' });
  expect(seriesTab).toHaveAttribute('aria-selected', 'true');
  expect(seriesTab).toHaveFocus();
  // The first page of the 24 found.
  expect(results(screen.getByRole('tabpanel', { name: 'Series Material' }))).toHaveLength(20);
});

test('the pictures at the top of the results are fetched at once, the rest as they come into view', async () => {
  await renderApp('/search?q=ing');
  const loading = (container: HTMLElement) =>
    within(container)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('presentation').getAttribute('loading'));
  // The first section's cards open the page (one of their pictures is usually its largest paint).
  expect(loading(await screen.findByRole('region', { name: 'Series Material' }))).toEqual([
    'eager',
    'eager',
    'eager',
  ]);
  expect(loading(screen.getByRole('region', { name: 'Learning Centre' }))).toEqual([
    'lazy',
    'lazy',
    'lazy',
  ]);
});

test('a section with no results is left out of the All tab', async () => {
  await renderApp('/search?q=poster');
  expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Series Material' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Learning Centre' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Series Material' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent(
    'Nothing in this section matches your search.',
  );
});

test('arrow keys, Home and End move between the tabs and select them', async () => {
  await renderApp('/search?q=ing');
  const all = await screen.findByRole('tab', { name: 'All' });
  expect(screen.getByRole('tab', { name: 'Promo Material' })).toHaveAttribute('tabindex', '-1');
  all.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Series Material' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Series Material' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Learning Centre' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Learning Centre' })).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
});

test.each([
  ['material', 'Series Material'],
  ['promotional', 'Promo Material'],
  ['training', 'Learning Centre'],
  ['all', 'All'],
])('navigation state section %s opens on the %s tab', async (section, tab) => {
  await renderApp({ pathname: '/search', search: '?q=ing', state: { section } });
  expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: tab })).toBeInTheDocument();
});

test('learning results link into the Learning Centre', async () => {
  await renderApp({ pathname: '/search', search: '?q=ing', state: { section: 'training' } });
  const panel = await screen.findByRole('tabpanel', { name: 'Learning Centre' });
  expect(within(panel).getByRole('link', { name: /^Listening well/ })).toHaveAttribute(
    'href',
    '/training/module-listening',
  );
  // The server's search hits do not say which modules hold a lesson, so a video opens on its own.
  expect(within(panel).getByRole('link', { name: /^Feedback in practice 3/ })).toHaveAttribute(
    'href',
    '/training/article/feedback-in-practice-3',
  );
  expect(within(panel).getByRole('link', { name: /^Planning basics 3/ })).toHaveAttribute(
    'href',
    '/training/article/planning-basics-3',
  );
});

test('a video hit that names its module links into that module; an article never does', () => {
  const module = { id: 3001, blog_id: 1, slug: 'module-listening' };
  const video = {
    ...aResource({ id: 2001, type: 'video', slug: 'listening-in-practice-1' }),
    playlists: [module],
  };
  expect(learningPath(video)).toBe('/training/module-listening/listening-in-practice-1');
  expect(learningPath({ ...video, playlists: [] })).toBe(
    '/training/article/listening-in-practice-1',
  );
  const article = {
    ...aResource({ id: 2000, type: 'article', slug: 'welcome-basics-1' }),
    playlists: [module],
  };
  expect(learningPath(article)).toBe('/training/article/welcome-basics-1');
});

test('series and promo tabs filter by series and type on the client', async () => {
  await renderApp({ pathname: '/search', search: '?q=week', state: { section: 'material' } });
  const panel = await screen.findByRole('tabpanel', { name: 'Series Material' });
  await within(panel).findByRole('option', { name: 'Leading Teams' });
  const seriesSelect = within(panel).getByRole('combobox', { name: 'Series' });
  // Only the series present in the loaded results are offered (the first 20 of 36 hold no
  // Foundations resource, and First Steps is free), named from the product list.
  expect(
    within(seriesSelect)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Growing Together', 'Leading Teams']);
  const searchesBefore = searches().length;

  await userEvent.selectOptions(seriesSelect, 'Leading Teams');
  expect(results(panel).map((item) => item.textContent)).toEqual(
    titled(
      'Leading Teams week 9 Slide: Feedback',
      'Leading Teams week 8 Toolkit: Listening',
      'Leading Teams week 7 Session video: Community',
      'Leading Teams week 6 Slide: Reflection',
      'Leading Teams week 5 Toolkit: Hospitality',
      'Leading Teams week 4 Session video: Prayer',
      'Leading Teams week 3 Slide: Teamwork',
      'Leading Teams week 2 Toolkit: Vision',
      'Leading Teams week 1 Session video: Feedback',
    ),
  );
  const typeSelect = within(panel).getByRole('combobox', { name: 'Type' });
  expect(
    within(typeSelect)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Videos', 'Documents']);
  await userEvent.selectOptions(typeSelect, 'Videos');
  expect(results(panel).map((item) => item.textContent)).toEqual(
    titled(
      'Leading Teams week 7 Session video: Community',
      'Leading Teams week 4 Session video: Prayer',
      'Leading Teams week 1 Session video: Feedback',
    ),
  );
  expect(searches()).toHaveLength(searchesBefore);

  await userEvent.selectOptions(seriesSelect, 'All');
  await userEvent.selectOptions(typeSelect, 'Documents');
  // 6 of the 20 loaded are session videos.
  expect(results(panel)).toHaveLength(14);
});

test('the learning tab filters by category and by article, video or module', async () => {
  await renderApp({ pathname: '/search', search: '?q=ing', state: { section: 'training' } });
  const panel = await screen.findByRole('tabpanel', { name: 'Learning Centre' });
  const category = within(panel).getByRole('combobox', { name: 'Category' });
  await within(category).findByRole('option', { name: 'Well-being' });
  expect(
    within(category)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Leadership', 'Facilitation', 'Communication', 'Well-being']);
  const type = within(panel).getByRole('combobox', { name: 'Type' });
  expect(
    within(type)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Videos', 'Articles', 'Modules']);

  await userEvent.selectOptions(category, 'Well-being');
  const wellBeingVideos = [
    'Feedback in practice 3Video',
    'Community in practice 2Video',
    'Hospitality in practice 2Video',
    'Teamwork in practice 2Video',
    'Feedback in practice 2Video',
    'Community in practice 1Video',
    'Hospitality in practice 1Video',
    'Teamwork in practice 1Video',
  ];
  expect(results(panel).map((item) => item.textContent)).toEqual([
    'Feedback that helps people growModule',
    'Teamwork for volunteersModule',
    ...wellBeingVideos,
  ]);
  await userEvent.selectOptions(type, 'Videos');
  expect(results(panel).map((item) => item.textContent)).toEqual(wellBeingVideos);
  await userEvent.selectOptions(type, 'Modules');
  expect(results(panel).map((item) => item.textContent)).toEqual([
    'Feedback that helps people growModule',
    'Teamwork for volunteersModule',
  ]);
  await userEvent.selectOptions(type, 'Articles');
  expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  expect(panel).toHaveTextContent('No loaded results match these filters.');
});

test('Load more asks for the next 20 by offset and disappears when everything is loaded', async () => {
  await renderApp({ pathname: '/search', search: '?q=week', state: { section: 'material' } });
  const panel = await screen.findByRole('tabpanel', { name: 'Series Material' });
  expect(results(panel)).toHaveLength(20);
  expect(panel).toHaveTextContent('Showing 20 of 36');
  await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
  expect(await within(panel).findByText('Showing 36 of 36')).toBeInTheDocument();
  expect(results(panel)).toHaveLength(36);
  expect(faults.calls).toContain(
    'GET /wp/v2/search?offset=20&per_page=20&search=week&section=materials',
  );
  expect(results(panel)[35]).toHaveTextContent(/^Foundations week 1 Session video: Listening/);
  expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  // Focus goes to the first new result rather than being lost with the button.
  expect(within(results(panel)[20]!).getByRole('button')).toHaveFocus();
});

test('the sentinel asks for more as it comes into view', async () => {
  const observers: Array<{ callback: IntersectionObserverCallback; target: Element | null }> = [];
  class FakeObserver {
    entry: { callback: IntersectionObserverCallback; target: Element | null };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, target: null };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      this.entry.target = null;
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeObserver,
    configurable: true,
  });
  try {
    await renderApp({ pathname: '/search', search: '?q=week', state: { section: 'material' } });
    const panel = await screen.findByRole('tabpanel', { name: 'Series Material' });
    const watching = observers.find((observer) => observer.target);
    expect(watching?.target).toBe(within(panel).getByTestId('search-sentinel'));
    act(() => {
      watching?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(await within(panel).findByText('Showing 36 of 36')).toBeInTheDocument();
  } finally {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  }
});

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
  faults = withFaults();
  faults.fail({ match: /^GET \/wp\/v2\/search\?.*search=poster/, fault: { status: 500 } });
  const kit = await campusServices(campus, { signedIn: false, hostSettings: host, faults });
  stores.push(kit.store);
  const router = createMemoryRouter(createRoutes(kit.services), {
    initialEntries: ['/search?q=poster'],
  });
  render(<App store={kit.store} router={router} i18n={await createI18n('en')} />);
  expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
    'The search could not be completed.',
  );
  faults.heal();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  error.mockRestore();
});

test('results that came with the page are its answer: shown at once, not asked for again', async () => {
  faults = withFaults();
  const kit = await campusServices(campus, { signedIn: false, hostSettings: host, faults });
  stores.push(kit.store);
  const router = createMemoryRouter(createRoutes(kit.services), {
    initialEntries: ['/search?q=week'],
  });
  // As the browser does with a prerendered page: the screen's code loaded, then its data given.
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
  // Fetched as the server's renderer does, past the page's client and its cache.
  const server = createApiClient({ baseUrl: campus.baseUrl });
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
  faults = withFaults();
  const kit = await campusServices(campus, { signedIn: false, hostSettings, faults });
  stores.push(kit.store);
  const router = createMemoryRouter(
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
  expect(faults.calls.some((call) => call.startsWith('GET /wp/v2/search'))).toBe(false);
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
const realSetTimeout = setTimeout;

describe('a search that gets no answer', () => {
  const toolkit = /^GET \/wp\/v2\/search\?.*search=toolkit/;
  /** The signal of every request for "toolkit" as it left the client: aborted once given up. */
  let sent: AbortSignal[];

  /**
   * The app with the client's own retries and timeouts, as a member's browser has them, against a
   * server that never answers a search for "toolkit"; the clock is the test's from then on.
   */
  async function renderStalled(entry: string) {
    const around = withFaults();
    sent = [];
    const watched: FaultyFetch = {
      ...around,
      fetch: (input, init) => {
        const url = new URL(String(input));
        const call = `GET ${url.pathname.replace(/^\/wp-json/, '')}${url.search}`;
        if (toolkit.test(call) && init?.signal) sent.push(init.signal);
        return around.fetch(input, init);
      },
    };
    const { router } = await renderApp(entry, host, { faults: watched, retry: {} });
    faults = around;
    faults.fail({ match: toolkit, fault: 'hang' });
    return { router };
  }

  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  /** Lets what a press started (a navigation, the saga it starts) run, with the clock held. */
  const settle = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  const box = () => within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search for' });
  const slowText = 'This is taking longer than usual';
  const slowHint = () => screen.queryByText(slowText);

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  // Timers only: the server's answers still come through the real event loop.
  const useFakeClock = () =>
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'],
    });

  test('says so at 5 s with Cancel, which stops it and leaves the empty search holding the term; Back shows the results before', async () => {
    const { router } = await renderStalled('/search?q=poster');
    expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.clear(box());
    await user.type(box(), 'toolkit{Enter}');
    await settle();
    expect(router.state.location.search).toBe('?q=toolkit');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for “toolkit”' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await advance(4_900);
    expect(slowHint()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await advance(100);
    // Said where the loading is announced, so a screen reader hears it too.
    expect(
      screen.getAllByRole('status').some((region) => region.textContent?.includes(slowText)),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent[0]?.aborted).toBe(true);
    await settle();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Type what you are looking for and press Search.')).toBeInTheDocument();
    expect(box()).toHaveValue('toolkit');
    expect(box()).toHaveFocus();
    expect(slowHint()).not.toBeInTheDocument();

    // The empty search asks for popular terms through the real server: their answer comes in real
    // time, and a clock moved on 30 s before it came would have the client give up on it.
    // Up to 10 s of real time, in steps of the real clock the test took before holding its own.
    const popular = () => screen.queryByRole('list', { name: 'Popular searches' });
    for (
      let waited = 0;
      waited < 10_000 && !popular() && !screen.queryByRole('alert');
      waited += 10
    ) {
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
    expect(popular()).toBeInTheDocument();

    // Stopped for good: no retry, no failure later.
    const searchesAfter = searches().length;
    await advance(30_000);
    expect(searches()).toHaveLength(searchesAfter);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The stopped search left no page behind: Back shows the results the page had before it.
    await act(() => router.navigate(-1));
    await settle();
    expect(router.state.location.search).toBe('?q=poster');
    expect(screen.getByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  });

  test('searched again after Cancel, it gives up at 20 s in all, retries included, and says so', async () => {
    const { router } = await renderStalled('/search');
    expect(await screen.findByRole('list', { name: 'Popular searches' })).toBeInTheDocument();
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(box(), 'toolkit{Enter}');
    await settle();
    expect(sent).toHaveLength(1);
    await advance(5_000);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(sent[0]?.aborted).toBe(true);
    expect(box()).toHaveFocus();

    // The member searches again; the server still does not answer.
    await user.keyboard('{Enter}');
    await settle();
    expect(router.state.location.search).toBe('?q=toolkit');
    expect(sent).toHaveLength(2);
    // The first attempt times out at 15 s and the retry starts 300 ms later…
    await advance(15_300);
    expect(sent).toHaveLength(3);
    expect(slowHint()).toBeInTheDocument();
    await advance(4_600);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // …and is stopped at 20 s in all, where the page says the search failed.
    await advance(100);
    expect(sent[2]?.aborted).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('The search could not be completed.');
    expect(slowHint()).not.toBeInTheDocument();
    // No attempt starts past the deadline.
    await advance(20_000);
    expect(sent).toHaveLength(3);
  });
});

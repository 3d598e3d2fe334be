import { aResource } from '@campus/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learningPath } from './selectors';
import { searchScreenOnCampus } from './testing/searchScreen';

const { on, renderApp, searches, results } = searchScreenOnCampus();

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
  expect(on.faults.calls).toContain(
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

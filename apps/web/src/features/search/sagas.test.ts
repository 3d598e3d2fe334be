/** @jest-environment node */
import { createApiClient } from '@campus/api-client';
import { until, withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { moreRequested, popularTermsRequested, searchRequested } from './slice';

// The seeded catalogue, searched by a visitor: "ing" finds 24 series resources, 14 promo resources
// and 23 learning posts; "week" the 36 series resources only; "toolkit" 6 and "clip" 7.
let campus: Campus;
let faults: FaultyFetch;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => store?.rootTask.cancel());
afterAll(() => campus.close());

/**
 * How each call ended for the app: its answer read (what the client does last before the saga
 * goes on, in the same run of microtasks), or given up. A test that proves an answer changed
 * nothing waits for this, not for time.
 */
let ended: Array<{ call: string; how: 'read' | 'given up' }>;

function start() {
  faults = withFaults();
  ended = [];
  // The client asks by address; the tests find a call by a part of it.
  const watched: typeof fetch = async (input, init) => {
    const call = String(input);
    try {
      const response = await faults.fetch(input, init);
      const read = response.text.bind(response);
      response.text = async () => {
        const body = await read();
        ended.push({ call, how: 'read' });
        return body;
      };
      return response;
    } catch (error) {
      ended.push({ call, how: 'given up' });
      throw error;
    }
  };
  // No retries: a failure answer must reach the saga at once.
  const api = createApiClient({
    baseUrl: campus.baseUrl,
    fetch: watched,
    retry: { retries: 0 },
  });
  const kit = testServices({ api, hostSettings: { theme: { supports: { search: true } } } });
  store = createAppStore(kit.services);
  return store;
}

const searches = () => faults.calls.filter((call) => call.startsWith('GET /wp/v2/search?'));
const endedAs = (how: 'read' | 'given up', part: string) =>
  ended.some((end) => end.how === how && end.call.includes(part));

test('a search loads the first 20 of every section in one call, by offset', async () => {
  const store = start();
  store.dispatch(searchRequested({ q: 'ing' }));
  expect(store.getState().search.status).toBe('loading');
  expect(await until(() => store.getState().search.status === 'ready')).toBe(true);

  const { sections, query } = store.getState().search;
  expect(query).toBe('ing');
  expect(sections.materials.posts).toHaveLength(20);
  expect(sections.materials.total).toBe(24);
  expect(sections.promotional.posts).toHaveLength(14);
  expect(sections.promotional.total).toBe(14);
  expect(sections.learning.posts).toHaveLength(20);
  expect(sections.learning.total).toBe(23);
  expect(searches()).toEqual(['GET /wp/v2/search?offset=0&per_page=20&search=ing']);
  // Results found: the filter lists load (series names and lesson categories), not popular terms.
  expect(await until(() => store.getState().search.optionsStatus === 'ready')).toBe(true);
  expect(store.getState().search.products.map((product) => product.title)).toEqual([
    'Foundations',
    'Growing Together',
    'Leading Teams',
    'First Steps',
  ]);
  expect(store.getState().search.categories.map((category) => category.slug)).toEqual([
    'leadership',
    'facilitation',
    'communication',
    'well-being',
  ]);
  expect(faults.calls).not.toContain('GET /wp/v2/search/popularTerms');
});

test('a store that ends while the filter lists are on their way gives them up, and reports nothing', async () => {
  // As a server render ends: its store is stopped with the lists still unanswered.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const store = start();
    faults.fail({ match: /^GET \/wp\/v2\/(product|lesson-categories)/, fault: 'hang' });
    store.dispatch(searchRequested({ q: 'ing' }));
    await until(() => store.getState().search.optionsStatus === 'loading');
    store.rootTask.cancel();
    expect(await until(() => endedAs('given up', '/wp/v2/product'))).toBe(true);
    expect(await until(() => endedAs('given up', '/wp/v2/lesson-categories'))).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});

test('the next page of a section is asked for by offset, once, and appended', async () => {
  const store = start();
  store.dispatch(searchRequested({ q: 'ing' }));
  await until(() => store.getState().search.status === 'ready');
  faults.fail({ match: /section=materials/, delayMs: 50 });

  store.dispatch(moreRequested({ section: 'materials' }));
  store.dispatch(moreRequested({ section: 'materials' }));
  expect(store.getState().search.sections.materials.loadingMore).toBe(true);
  expect(await until(() => store.getState().search.sections.materials.posts.length === 24)).toBe(
    true,
  );
  expect(searches().filter((call) => call.includes('section='))).toEqual([
    'GET /wp/v2/search?offset=20&per_page=20&search=ing&section=materials',
  ]);
  expect(store.getState().search.sections.materials.loadingMore).toBe(false);
  expect(store.getState().search.sections.materials.posts.at(-1)?.title).toBe(
    'Foundations week 1 Session video: Listening',
  );

  // Everything is loaded: asking again sends nothing. Asks are handled in order, so a request for
  // it would be sent before the next section's, which has more.
  store.dispatch(moreRequested({ section: 'materials' }));
  store.dispatch(moreRequested({ section: 'learning' }));
  expect(await until(() => store.getState().search.sections.learning.posts.length === 23)).toBe(
    true,
  );
  expect(searches().filter((call) => call.includes('section=materials'))).toHaveLength(1);
  expect(searches()).toHaveLength(3);
});

test('a page of an earlier search that arrives late is not appended to a new search', async () => {
  const store = start();
  store.dispatch(searchRequested({ q: 'week' }));
  await until(() => store.getState().search.status === 'ready');
  faults.fail({ match: /section=materials/, delayMs: 100 });
  store.dispatch(moreRequested({ section: 'materials' }));
  store.dispatch(searchRequested({ q: 'toolkit' }));
  await until(() => store.getState().search.status === 'ready');
  // The earlier search's page has come and been read.
  expect(await until(() => endedAs('read', 'section=materials'))).toBe(true);

  const { sections, query } = store.getState().search;
  expect(query).toBe('toolkit');
  expect(sections.materials.total).toBe(6);
  expect(sections.materials.posts.every((post) => post.title.includes(' Toolkit: '))).toBe(true);
  expect(sections.materials.posts).toHaveLength(6);
});

test('a newer search replaces one still under way', async () => {
  const store = start();
  faults.fail({ match: /search=week/, delayMs: 100 });
  store.dispatch(searchRequested({ q: 'week' }));
  store.dispatch(searchRequested({ q: 'clip' }));
  await until(() => store.getState().search.status === 'ready');
  // The search replaced is given up, so no answer of it can come.
  expect(await until(() => endedAs('given up', 'search=week'))).toBe(true);
  expect(store.getState().search.query).toBe('clip');
  expect(store.getState().search.sections.promotional.posts.map((post) => post.title)).toEqual([
    'Promo clip: Storytelling evening',
    'Promo clip: Service evening',
    'Promo clip: Mentoring evening',
    'Promo clip: Habits evening',
    'Promo clip: Conflict evening',
    'Promo clip: Planning evening',
    'Promo clip: Welcome evening',
  ]);
  expect(store.getState().search.sections.materials.total).toBe(0);
});

test('no results ask for popular terms; a failed search or page is reported, not thrown', async () => {
  const store = start();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  store.dispatch(searchRequested({ q: 'nothing here' }));
  expect(await until(() => store.getState().search.popularTermsStatus === 'ready')).toBe(true);
  // The seeded terms, each searched with results by at least three people; most searched first.
  expect(store.getState().search.popularTerms.map((term) => term.term)).toEqual([
    'leadership',
    'small groups',
    'listening',
    'conflict',
    'prayer',
    'welcome video',
    'poster',
    'worksheet',
  ]);

  faults.fail({ match: /search=broken/, fault: { status: 500 } });
  store.dispatch(searchRequested({ q: 'broken' }));
  expect(await until(() => store.getState().search.status === 'error')).toBe(true);

  store.dispatch(searchRequested({ q: 'week' }));
  await until(() => store.getState().search.status === 'ready');
  faults.fail({ match: /offset=20/, fault: { status: 500 } });
  store.dispatch(moreRequested({ section: 'materials' }));
  expect(await until(() => store.getState().search.sections.materials.moreFailed)).toBe(true);
  expect(store.getState().search.sections.materials.loadingMore).toBe(false);
  expect(store.getState().search.sections.materials.posts).toHaveLength(20);
  error.mockRestore();
});

test('popular terms load only when asked for, and only once', async () => {
  const store = start();
  // A search that finds something, asked for after the start, is answered: whatever the start
  // asked for was asked before it.
  store.dispatch(searchRequested({ q: 'ing' }));
  expect(await until(() => store.getState().search.status === 'ready')).toBe(true);
  expect(faults.calls).not.toContain('GET /wp/v2/search/popularTerms');
  store.dispatch(popularTermsRequested());
  expect(await until(() => store.getState().search.popularTermsStatus === 'ready')).toBe(true);
  store.dispatch(popularTermsRequested());
  store.dispatch(popularTermsRequested());
  // Asked for after the terms, answered: the terms would have been asked for before it.
  store.dispatch(moreRequested({ section: 'materials' }));
  expect(await until(() => store.getState().search.sections.materials.posts.length === 24)).toBe(
    true,
  );
  expect(faults.calls.filter((call) => call === 'GET /wp/v2/search/popularTerms')).toHaveLength(1);
});

/** @jest-environment node */
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { searchPanelToggled } from './slice';
import { moreRequested, searchRequested } from './slice';
import { startSearchServer, type SearchTestServer } from './testServer';

let backend: SearchTestServer;
let store: AppStore | undefined;

beforeAll(async () => {
  backend = await startSearchServer();
});
afterEach(() => {
  store?.rootTask.cancel();
  backend.requests.length = 0;
  backend.delays.clear();
  backend.failing.clear();
});
afterAll(() => backend.close());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

function start() {
  const kit = testServices({ api: backend.api(), hostSettings: { theme: { supports: { search: true } } } });
  store = createAppStore(kit.services);
  return store;
}

const searches = () => backend.requests.filter((path) => path.startsWith('/wp/v2/search?'));

test('a search loads the first 20 of every section in one call, by offset', async () => {
  const store = start();
  store.dispatch(searchRequested({ q: 'week' }));
  expect(store.getState().search.status).toBe('loading');
  expect(await until(() => store.getState().search.status === 'ready')).toBe(true);

  const { sections, query } = store.getState().search;
  expect(query).toBe('week');
  expect(sections.materials.posts).toHaveLength(20);
  expect(sections.materials.total).toBe(25);
  expect(sections.promotional.total).toBe(2);
  expect(sections.learning.total).toBe(4);
  expect(searches()).toEqual(['/wp/v2/search?offset=0&per_page=20&search=week']);
  // Results found: the filter lists load (series names and lesson categories), not popular terms.
  expect(await until(() => store.getState().search.optionsStatus === 'ready')).toBe(true);
  expect(store.getState().search.products.map((product) => product.title)).toEqual(['Alpha', 'Beta', 'Gamma']);
  expect(store.getState().search.categories.map((category) => category.slug)).toEqual(['leadership', 'well-being']);
  expect(backend.requests).not.toContain('/wp/v2/search/popularTerms');
});

test('the next page of a section is asked for by offset, once, and appended', async () => {
  const store = start();
  store.dispatch(searchRequested({ q: 'week' }));
  await until(() => store.getState().search.status === 'ready');
  backend.delays.set('section=materials', 50);

  store.dispatch(moreRequested({ section: 'materials' }));
  store.dispatch(moreRequested({ section: 'materials' }));
  expect(store.getState().search.sections.materials.loadingMore).toBe(true);
  expect(await until(() => store.getState().search.sections.materials.posts.length === 25)).toBe(true);
  expect(searches().filter((path) => path.includes('section='))).toEqual([
    '/wp/v2/search?offset=20&per_page=20&search=week&section=materials',
  ]);
  expect(store.getState().search.sections.materials.loadingMore).toBe(false);

  // Everything is loaded: asking again sends nothing.
  store.dispatch(moreRequested({ section: 'materials' }));
  await new Promise((r) => setTimeout(r, 50));
  expect(searches()).toHaveLength(2);
});

test('a page of an earlier search that arrives late is not appended to a new search', async () => {
  const store = start();
  store.dispatch(searchRequested({ q: 'week' }));
  await until(() => store.getState().search.status === 'ready');
  backend.delays.set('section=materials', 100);
  store.dispatch(moreRequested({ section: 'materials' }));
  store.dispatch(searchRequested({ q: 'alpha' }));
  await until(() => store.getState().search.status === 'ready');
  await until(() => backend.requests.some((path) => path.includes('section=materials')));
  await new Promise((r) => setTimeout(r, 200));

  const { sections, query } = store.getState().search;
  expect(query).toBe('alpha');
  expect(sections.materials.total).toBe(13);
  expect(sections.materials.posts.every((post) => post.title.startsWith('Alpha'))).toBe(true);
  expect(sections.materials.posts).toHaveLength(13);
});

test('a newer search replaces one still under way', async () => {
  const store = start();
  backend.delays.set('search=week', 100);
  store.dispatch(searchRequested({ q: 'week' }));
  store.dispatch(searchRequested({ q: 'poster' }));
  await until(() => store.getState().search.status === 'ready');
  await new Promise((r) => setTimeout(r, 150));
  expect(store.getState().search.query).toBe('poster');
  expect(store.getState().search.sections.promotional.posts.map((post) => post.title)).toEqual(['Poster week one']);
  expect(store.getState().search.sections.materials.total).toBe(0);
});

test('no results ask for popular terms; a failed search or page is reported, not thrown', async () => {
  const store = start();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  store.dispatch(searchRequested({ q: 'nothing here' }));
  expect(await until(() => store.getState().search.popularTermsStatus === 'ready')).toBe(true);
  expect(store.getState().search.popularTerms.map((term) => term.term)).toEqual(['leadership', 'small groups']);

  backend.failing.add('search=broken');
  store.dispatch(searchRequested({ q: 'broken' }));
  expect(await until(() => store.getState().search.status === 'error')).toBe(true);

  store.dispatch(searchRequested({ q: 'week' }));
  await until(() => store.getState().search.status === 'ready');
  backend.failing.add('offset=20');
  store.dispatch(moreRequested({ section: 'materials' }));
  expect(await until(() => store.getState().search.sections.materials.moreFailed)).toBe(true);
  expect(store.getState().search.sections.materials.loadingMore).toBe(false);
  expect(store.getState().search.sections.materials.posts).toHaveLength(20);
  error.mockRestore();
});

test('the panel loads popular terms only when it opens, and only once', async () => {
  const store = start();
  await new Promise((r) => setTimeout(r, 30));
  expect(backend.requests).not.toContain('/wp/v2/search/popularTerms');
  store.dispatch(searchPanelToggled());
  expect(await until(() => store.getState().search.popularTermsStatus === 'ready')).toBe(true);
  store.dispatch(searchPanelToggled());
  store.dispatch(searchPanelToggled());
  await new Promise((r) => setTimeout(r, 50));
  expect(backend.requests.filter((path) => path === '/wp/v2/search/popularTerms')).toHaveLength(1);
});

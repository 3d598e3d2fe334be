import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryAppRouter } from '../kit/router';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import { createAppStore, type AppStore } from '../app/store';
import { testServices } from '../app/testing';
import { createI18n } from '../i18n';
import type { Areas } from '../kit/areas';
import { eagerAreas } from '../app/areas';
import { accountsSaga, accountsSlice } from '../features/accounts';
import { coursesSaga, coursesSlice } from '../features/courses';
import { organizationsSaga, organizationsSlice } from '../features/organizations';
import { resourcesSaga, resourcesSlice } from '../features/resources';
import { trainingSaga, trainingSlice } from '../features/training';
import { startCodeHost, type CodeHost } from '../testing/codeHost';

// Every area but search, whose chunk is of an older build, gone from the server after a deploy.
const running = eagerAreas({
  accounts: { slice: accountsSlice, saga: accountsSaga },
  courses: { slice: coursesSlice, saga: coursesSaga },
  organizations: { slice: organizationsSlice, saga: organizationsSaga },
  resources: { slice: resourcesSlice, saga: resourcesSaga },
  training: { slice: trainingSlice, saga: trainingSaga },
});
const searchFrom = (address: string): Areas => ({
  attach: running.attach,
  load: running.load,
  ensure: (...names) =>
    names.includes('search')
      ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`))
      : running.ensure(...names),
});

let code: CodeHost;
beforeAll(async () => {
  code = await startCodeHost();
});
afterAll(() => code.close());

/** Opens the search panel on the course library, its body's code failing to load from `address`. */
async function openPanelWithSearchAt(address: string) {
  const kit = testServices({
    hostSettings: { theme: { supports: { search: true } } },
    areas: searchFrom(address),
  });
  kit.services.storage.setItem('cookies_agreed', '1');
  const store = createAppStore(kit.services);
  const router = createMemoryAppRouter(createRoutes(kit.services), {
    initialEntries: ['/course-library'],
  });
  render(<App store={store} router={router} i18n={await createI18n('en')} />);
  const menu = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
  await userEvent.click(within(menu).getByRole('button', { name: 'Search' }));
  const panel = screen.getByRole('complementary', { name: 'Search' });
  expect(await within(panel).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'Search could not be opened. Reload the page and try again.',
  );
  // The rest of the page carries on.
  expect(within(menu).getByRole('link', { name: 'Course Library' })).toBeInTheDocument();
  return store;
}

let store: AppStore | undefined;
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  store?.rootTask.cancel();
  jest.restoreAllMocks();
});

test('a panel whose body the server says is gone says so and offers the restart prompt', async () => {
  store = await openPanelWithSearchAt(code.url('/assets/search-old.js'));
  const app = store;
  await waitFor(() => expect(app.getState().appStatus.restartPrompt).toBe(true));
});

test('a panel whose body cannot be reached says so and offers no new version', async () => {
  store = await openPanelWithSearchAt(code.unreachable('/assets/search-old.js'));
  const logged = () =>
    jest
      .mocked(console.error)
      .mock.calls.some(([message]) => message === 'The search panel could not be loaded.');
  await waitFor(() => expect(logged()).toBe(true));
  expect(store.getState().appStatus.restartPrompt).toBe(false);
  expect(screen.queryByText('A new version of the application is available.')).toBeNull();
});

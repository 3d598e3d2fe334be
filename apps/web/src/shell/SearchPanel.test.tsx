import { withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryAppRouter } from '../kit/router';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import type { AppStore } from '../app/store';
import { createI18n } from '../i18n';
import { campusServices, stopStore } from '../testing/kit';

// Two shared cores: a real HTTP round trip plus a render can pass the default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

let campus: Campus;
let faults: FaultyFetch;
const stores: AppStore[] = [];
beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => {
  for (const store of stores.splice(0)) stopStore(store);
});
afterAll(() => campus.close());

async function renderApp(path: string) {
  faults = withFaults();
  const { store, services } = await campusServices(campus, {
    signedIn: false,
    hostSettings: { theme: { supports: { search: true } } },
    faults,
  });
  stores.push(store);
  const router = createMemoryAppRouter(createRoutes(services), { initialEntries: [path] });
  render(<App store={store} router={router} i18n={await createI18n('en')} />);
  const menu = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
  return { store, router, toggle: within(menu).getByRole('button', { name: 'Search' }) };
}

const popularTermCalls = () =>
  faults.calls.filter((call) => call === 'GET /wp/v2/search/popularTerms');

// Found even while closed (hidden from assistive technology), to check that it is closed.
const panel = () => screen.getByRole('complementary', { hidden: true });

test('the menu button slides the panel in with the form and popular terms, loaded only then', async () => {
  const { router, toggle } = await renderApp('/course-library');
  expect(panel()).toHaveAttribute('data-open', 'false');
  expect(within(panel()).queryByRole('searchbox')).not.toBeInTheDocument();
  expect(popularTermCalls()).toHaveLength(0);

  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(panel()).toHaveAttribute('data-open', 'true');
  const box = await within(panel()).findByRole(
    'searchbox',
    { name: 'Search for' },
    { timeout: 15_000 },
  );
  await waitFor(() => expect(box).toHaveFocus());
  const terms = await within(panel()).findByRole('list', { name: 'Popular searches' });
  expect(popularTermCalls()).toHaveLength(1);
  // The seeded terms, most searched first.
  expect(
    within(terms)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'leadership',
    'small groups',
    'listening',
    'conflict',
    'prayer',
    'welcome video',
    'poster',
    'worksheet',
  ]);

  await userEvent.click(within(terms).getByRole('link', { name: 'small groups' }));
  expect(router.state.location.pathname).toBe('/search');
  expect(router.state.location.search).toBe('?q=small+groups');
  // The search form hides on every navigation.
  await waitFor(() => expect(panel()).toHaveAttribute('data-open', 'false'));
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Search results for “small groups”' },
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
});

test('Escape and the close button close the panel and give focus back to the menu button', async () => {
  const { toggle } = await renderApp('/course-library');
  await userEvent.click(toggle);
  const box = await within(panel()).findByRole(
    'searchbox',
    { name: 'Search for' },
    { timeout: 15_000 },
  );
  await waitFor(() => expect(box).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  expect(panel()).toHaveAttribute('data-open', 'false');
  expect(toggle).toHaveFocus();

  await userEvent.click(toggle);
  // Opened again, the box is empty and focused at once (the body's chunk is already here).
  expect(within(panel()).getByRole('searchbox', { name: 'Search for' })).toHaveFocus();
  await userEvent.click(within(panel()).getByRole('button', { name: 'Close search' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('the panel form opens the results for the typed term', async () => {
  const { router, toggle } = await renderApp('/course-library');
  await userEvent.click(toggle);
  await userEvent.type(
    await within(panel()).findByRole('searchbox', { name: 'Search for' }, { timeout: 15_000 }),
    '  poster  {Enter}',
  );
  expect(router.state.location.search).toBe('?q=poster');
  await waitFor(() => expect(panel()).toHaveAttribute('data-open', 'false'));
});

test('an empty term goes nowhere', async () => {
  const { router, toggle } = await renderApp('/course-library');
  await userEvent.click(toggle);
  await userEvent.type(
    await within(panel()).findByRole('searchbox', { name: 'Search for' }, { timeout: 15_000 }),
    '   {Enter}',
  );
  expect(router.state.location.pathname).toBe('/course-library');
});

test('on the search page the menu button only focuses the search box', async () => {
  const { toggle, store } = await renderApp('/search?q=week');
  const box = await screen.findByRole('searchbox', { name: 'Search for' }, { timeout: 15_000 });
  expect(box).toHaveValue('week');
  await userEvent.click(toggle);
  expect(box).toHaveFocus();
  expect(store.getState().shell.searchPanelOpen).toBe(false);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(panel()).toHaveAttribute('data-open', 'false');

  // Leaving the search page gives the button its panel back.
  await userEvent.click(screen.getByRole('link', { name: 'Course Library' }));
  await waitFor(() =>
    expect(screen.queryByRole('searchbox', { name: 'Search for' })).not.toBeInTheDocument(),
  );
  await userEvent.click(toggle);
  expect(store.getState().shell.searchPanelOpen).toBe(true);
});

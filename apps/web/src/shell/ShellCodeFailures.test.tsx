import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { createMemoryAppRouter } from '../kit/router';
import { App } from '../app/App';
import { createAppStore } from '../app/store';
import { testServices } from '../app/testing';
import { createI18n } from '../i18n';
import { RouteError } from '../kit/RouteError';
import { Link } from '../kit/Link';
import { startCodeHost, type CodeHost } from '../testing/codeHost';
import { Shell } from './Shell';

/** The shell around `pages`, as the app's route table puts it, opened at `at`. */
async function renderShellWith(pages: RouteObject[], at: string) {
  const kit = testServices({ hostSettings: { theme: { supports: { search: true } } } });
  const store = createAppStore(kit.services);
  const router = createMemoryAppRouter(
    [
      {
        element: <Shell />,
        children: [{ errorElement: <RouteError />, children: pages }],
      },
    ],
    { initialEntries: [at] },
  );
  render(<App store={store} router={router} i18n={await createI18n('en')} />);
  return { store, router, assigned: kit.assigned };
}

/** A shell whose dashboard's code fails to load from `address`. */
async function openBrokenDashboard(address: string) {
  const { store } = await renderShellWith(
    [
      {
        path: 'dashboard',
        lazy: () =>
          Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`)),
      },
    ],
    '/dashboard',
  );
  return store;
}

describe('a route whose code does not load', () => {
  let code: CodeHost;
  beforeAll(async () => {
    code = await startCodeHost();
  });
  afterAll(() => code.close());
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('shows the restart prompt once the server says a deploy removed it', async () => {
    await openBrokenDashboard(code.url('/assets/DashboardScreen-old.js'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new version of the application is available.',
    );
  });

  test('with no answer from the server, says the connection is missing and offers no new version', async () => {
    const store = await openBrokenDashboard(code.unreachable('/assets/DashboardScreen-old.js'));
    expect(
      await screen.findByRole('heading', { name: 'You are probably offline.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().appStatus.restartPrompt).toBe(false);
  });
});

test('offline, a link to a page whose code cannot be fetched keeps the page on screen and says why', async () => {
  const { store, router, assigned } = await renderShellWith(
    [
      {
        path: 'dashboard',
        element: (
          <>
            <h1>Dashboard</h1>
            <Link to="/training">Go to the Learning Centre</Link>
          </>
        ),
      },
      {
        path: 'training',
        element: (
          <>
            <h1>Learning Centre</h1>
            <Link to="/training/category/leadership">Leadership</Link>
          </>
        ),
      },
      {
        path: 'training/category/:slug',
        // As Chromium 150 does: a script that failed to come fails again for the page's life.
        lazy: async () => {
          throw new TypeError(
            'Failed to fetch dynamically imported module: http://127.0.0.1:9/assets/CategoryScreen-a1.js',
          );
        },
      },
    ],
    '/dashboard',
  );
  // The hold comes with the first move in the app: the shell asked for its code before this test
  // does, so it is in place once the test's copy has come.
  await userEvent.click(await screen.findByRole('link', { name: 'Go to the Learning Centre' }));
  await act(() => import('./OfflineHold'));
  const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  await userEvent.click(await screen.findByRole('link', { name: 'Leadership' }));

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(
    'You are offline, and the page you asked for needs a connection.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Learning Centre' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/training');
  expect(screen.queryByText('You are probably offline.')).not.toBeInTheDocument();
  expect(store.getState().appStatus.restartPrompt).toBe(false);
  await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  // Back online, the same link opens its page, loaded anew: the router never met the failure, and
  // the browser may go on failing the script in this page.
  online.mockReturnValue(true);
  await userEvent.click(screen.getByRole('link', { name: 'Leadership' }));
  await waitFor(() => expect(assigned).toEqual(['http://localhost/training/category/leadership']));
  expect(router.state.location.pathname).toBe('/training');
  expect(screen.queryByText('You are probably offline.')).not.toBeInTheDocument();
  online.mockRestore();
});

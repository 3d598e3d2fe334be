import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryAppRouter } from '../kit/router';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import { createAppStore } from '../app/store';
import { testServices } from '../app/testing';
import { sessionStarted } from '../features/session';
import { createI18n } from '../i18n';
import { errorPageShown } from '../kit/events';

const host = {
  theme: { supports: { search: true }, values: { support_site_url: 'https://help.example' } },
  locale: {
    locale: 'en',
    languages: [
      { code: 'en', label: 'English', native_name: 'English' },
      { code: 'he', label: 'Hebrew', native_name: 'עברית', dir: 'rtl' },
      { code: 'es', label: 'Spanish', native_name: 'Español', public: false, selected: true },
    ],
  },
};

async function renderApp(path = '/dashboard', hostSettings: unknown = host) {
  const kit = testServices({ hostSettings });
  const store = createAppStore(kit.services);
  const router = createMemoryAppRouter(createRoutes(kit.services), { initialEntries: [path] });
  const i18n = await createI18n('en');
  render(<App store={store} router={router} i18n={i18n} />);
  // A first render loads the English messages and the route's chunk: allow a busy machine time.
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
  return { ...kit, store, router };
}

afterEach(() => {
  document.body.style.paddingBlockEnd = '';
});

test('a visitor sees Login and Create a Course but no Dashboard; search and support follow the theme', async () => {
  await renderApp();
  const menu = screen.getByRole('navigation', { name: 'Main' });
  expect(within(menu).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/signon');
  expect(within(menu).getByRole('link', { name: 'Create a Course' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Active Courses' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Learning Centre' })).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Support' })).toHaveAttribute(
    'href',
    'https://help.example',
  );
  expect(within(menu).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
});

test('the search panel state closes on every navigation', async () => {
  const { router } = await renderApp();
  const search = screen.getByRole('button', { name: 'Search' });
  await userEvent.click(search);
  expect(search).toHaveAttribute('aria-expanded', 'true');
  await act(() => router.navigate('/course-library'));
  expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
});

test('a navigation that lands on the page it left is an arrival too: the panel closes', async () => {
  // As when a guard sends a visitor from a menu link back to the sign-on they were on.
  const { router } = await renderApp('/course-library');
  const search = screen.getByRole('button', { name: 'Search' });
  await userEvent.click(search);
  expect(search).toHaveAttribute('aria-expanded', 'true');
  await act(() => router.navigate('/course-library', { replace: true }));
  expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
});

test('training and search disappear when the theme or locale turns them off', async () => {
  await renderApp('/dashboard', {
    theme: { supports: { disable_training: true } },
    locale: { training: { enable: true } },
  });
  const menu = screen.getByRole('navigation', { name: 'Main' });
  expect(within(menu).queryByRole('link', { name: 'Learning Centre' })).not.toBeInTheDocument();
  expect(within(menu).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  expect(within(menu).queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
});

test('translators and administrators keep the Learning Centre in the menu where the theme disables it', async () => {
  const { store } = await renderApp('/course-library', {
    theme: { supports: { disable_training: true } },
    locale: { training: { enable: true } },
  });
  const menu = screen.getByRole('navigation', { name: 'Main' });
  act(() => {
    store.dispatch(
      sessionStarted({ email: 'ada@example.com', roles: ['member'], canViewTraining: false }),
    );
  });
  expect(within(menu).queryByRole('link', { name: 'Learning Centre' })).not.toBeInTheDocument();
  act(() => {
    store.dispatch(
      sessionStarted({ email: 'tomas@example.com', roles: ['translator'], canViewTraining: true }),
    );
  });
  expect(within(menu).getByRole('link', { name: 'Learning Centre' })).toHaveAttribute(
    'href',
    '/training',
  );
});

test('a signed-in user sees Dashboard, the profile name and Logout, which goes to the sign-on page', async () => {
  const { store, navigations } = await renderApp();
  act(() => {
    store.dispatch(sessionStarted({ email: 'ada@example.com', roles: ['subscriber'] }));
  });
  const menu = screen.getByRole('navigation', { name: 'Main' });
  expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'ada@example.com' })).toBeInTheDocument();
  expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
  await screen.findByRole('link', { name: 'Login' });
  expect(navigations).toEqual(['/user/signon?logout=true']);
});

test('the language list offers public languages but the current; choosing one reloads with lang', async () => {
  const { assigned, store } = await renderApp();
  // The current language is always shown.
  await userEvent.click(screen.getByRole('button', { name: 'Languages: English' }));
  expect(screen.getByRole('button', { name: 'עברית' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Español' })).not.toBeInTheDocument();
  act(() => {
    store.dispatch(
      sessionStarted({ email: 'admin@example.com', first_name: 'Grace', roles: ['administrator'] }),
    );
  });
  expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'עברית' }));
  expect(assigned).toEqual(['http://localhost/dashboard?lang=he']);
});

test('the cookie banner pads the page until accepted, then stores consent', async () => {
  const { stored } = await renderApp();
  const accept = await screen.findByRole('button', { name: 'Accept' });
  expect(document.body.style.paddingBlockEnd).toMatch(/px$/);
  await userEvent.click(accept);
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  expect(stored.get('cookies_agreed')).toBe('1');
  expect(document.body.style.paddingBlockEnd).toBe('');
});

test('/error lists the errors from navigation state without changing the address', async () => {
  const { router } = await renderApp();
  await act(() =>
    router.navigate('/error', { state: { errors: ['Payment declined', 'Try again later'] } }),
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
    expect.arrayContaining(['Payment declined', 'Try again later']),
  );
});

test('errors shown in place keep the address and clear on the next navigation', async () => {
  const { router, store } = await renderApp();
  act(() => {
    store.dispatch(errorPageShown(['The course could not be saved']));
  });
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('The course could not be saved')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
  await act(() => router.navigate('/elsewhere'));
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
});

test('eight clicks on the logo within five seconds reveal the build once', async () => {
  const { store } = await renderApp();
  const logo = screen.getByRole('link', { name: 'Campus home' });
  for (let i = 0; i < 7; i++) await userEvent.click(logo);
  expect(store.getState().shell.secretUnlocked).toBe(false);
  await userEvent.click(logo);
  expect(store.getState().shell.secretUnlocked).toBe(true);
});

test('dark mode can be chosen from the menu and is kept for a visitor', async () => {
  const { stored } = await renderApp();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dark mode' }), 'On');
  expect(stored.get('campus_color_mode')).toBe('dark');
});

test('with no other language to offer, the menu still names the current one', async () => {
  await renderApp('/dashboard', {
    locale: {
      locale: 'en',
      languages: [{ code: 'en', label: 'English', native_name: 'English', public: true }],
    },
  });
  const menu = screen.getByRole('navigation', { name: 'Main' });
  expect(within(menu).getByText('Language:', { exact: false })).toHaveTextContent(
    'Language: English',
  );
  expect(within(menu).queryByRole('button', { name: /^Languages/ })).not.toBeInTheDocument();
});

test('a member sees Create a Course only when the token’s actions list allows it', async () => {
  const { store } = await renderApp();
  const menu = screen.getByRole('navigation', { name: 'Main' });
  act(() => {
    store.dispatch(sessionStarted({ email: 'ada@example.com', roles: ['member'], actions: [] }));
  });
  expect(within(menu).queryByRole('link', { name: 'Create a Course' })).not.toBeInTheDocument();
  act(() => {
    store.dispatch(
      sessionStarted({ email: 'ada@example.com', roles: ['member'], actions: ['create-course'] }),
    );
  });
  expect(within(menu).getByRole('link', { name: 'Create a Course' })).toHaveAttribute(
    'href',
    '/courses/new/step/1/',
  );
});

test('the menu follows a resize to phone width once the resizing has settled for 100 ms', async () => {
  await renderApp('/course-library');
  const menu = screen.getByRole('navigation', { name: 'Main' });
  expect(within(menu).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();

  const desktopMatchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: true });
  jest.useFakeTimers();
  try {
    // A dragged window sends a burst of events; only the quiet after the last one counts.
    for (let step = 0; step < 3; step++) {
      fireEvent(window, new Event('resize'));
      act(() => jest.advanceTimersByTime(60));
    }
    expect(within(menu).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(39));
    expect(within(menu).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(menu).getByRole('button', { name: 'More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  } finally {
    jest.useRealTimers();
    window.matchMedia = desktopMatchMedia;
  }
});

test('the tab is named after the page; after a move, focus and an announcement go to its heading', async () => {
  const { router } = await renderApp('/no-such-page');
  const notFound = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  expect(document.title).toBe('Page not found · Campus');
  // A first load leaves focus to the browser, as any page load does.
  expect(notFound).not.toHaveFocus();

  await act(() => router.navigate('/error'));
  const error = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
  expect(document.title).toBe('Something went wrong · Campus');
  expect(error).toHaveFocus();
  // Announced through a polite live region, besides the focus move.
  expect(
    screen.getByText('Something went wrong', { selector: '[aria-live="polite"]' }),
  ).toBeInTheDocument();
});

test('the first Tab stop skips to the page content', async () => {
  await renderApp('/no-such-page');
  await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

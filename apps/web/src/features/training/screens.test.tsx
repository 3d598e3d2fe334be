import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type Lesson, type Playlist } from '@campus/api-client';
import { createSession } from '@campus/auth';
import { TEST_USER, makeToken, memoryCookies, memoryStorage } from '@campus/auth/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../app/App';
import { createRoutes } from '../../app/routes';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { createI18n } from '../../i18n';

const card = (id: number): Playlist => ({
  id,
  blog_id: 1,
  title: `Module ${id}`,
  slug: `module-${id}`,
  content: { rendered: '' },
  tags: [],
  duration: 60,
  lessons: [],
});
const modules = Array.from({ length: 8 }, (_, index) => card(3000 + index));
const article: Lesson = {
  id: 2000,
  blog_id: 1,
  title: 'Listening basics',
  slug: 'listening-basics',
  content: {
    rendered:
      '<p>Hear them out.</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  },
  type: 'article',
  duration: 120,
  canView: true,
};

let server: Server;
let store: AppStore | undefined;
const playlistQueries: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    const list = (items: unknown[], total: number) => {
      res.setHeader('x-wp-total', String(total));
      res.setHeader('x-wp-totalpages', '1');
      res.end(JSON.stringify(items));
    };
    if (url.pathname === '/wp-json/wp/v2/playlist') {
      playlistQueries.push(url.search);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      return list(modules.slice(offset, offset + perPage), modules.length);
    }
    if (url.pathname === '/wp-json/wp/v2/lesson')
      return list(url.searchParams.get('type') === 'article' ? [article] : [], 1);
    if (url.pathname === '/wp-json/rtnetwork/v1/training_category') {
      return res.end(
        JSON.stringify([{ slug: 'care', translated_slug: 'care', name: 'Care', glyph: '' }]),
      );
    }
    if (url.pathname === '/wp-json/wp/v2/lesson/listening-basics')
      return res.end(JSON.stringify(article));
    res.statusCode = 404;
    res.end(
      JSON.stringify({
        code: 'rest_lesson_not_found',
        message: 'That lesson could not be found.',
        data: { status: 404 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(() => {
  store?.rootTask.cancel();
  playlistQueries.length = 0;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

async function renderAt(path: string, { member = true, hostSettings = {} as unknown } = {}) {
  const { port } = server.address() as AddressInfo;
  const api = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    retry: { retries: 0, baseDelayMs: 1 },
  });
  const session = createSession({
    client: api,
    storage: memoryStorage(
      member
        ? {
            token: makeToken({ userId: 7, expiresAt: Date.now() + 3_600_000 }),
            profile: JSON.stringify(TEST_USER.profile),
          }
        : {},
    ),
    cookies: memoryCookies({ remember_me: '1' }),
    events: null,
  });
  // A member's token was checked earlier in this page's life (the guard would otherwise ask the server).
  if (member)
    (session as unknown as { checkLogin: () => Promise<string> }).checkLogin = async () =>
      'allowed';
  const kit = testServices({
    api,
    session,
    hostSettings: { theme: { supports: { search: true } }, ...(hostSettings as object) },
  });
  store = createAppStore(kit.services);
  const router = createMemoryRouter(createRoutes(kit.services), { initialEntries: [path] });
  render(<App store={store} router={router} i18n={await createI18n('en')} />);
  return { ...kit, router };
}

test('the dashboard shows 6 modules, See All loads the rest from the offset, and search goes to the training section', async () => {
  const { router } = await renderAt('/training');
  const section = await screen.findByRole('region', { name: 'Modules' }, { timeout: 15_000 });
  expect(await within(section).findAllByRole('heading', { level: 3 })).toHaveLength(6);
  expect(playlistQueries[0]).toContain('per_page=6');
  expect(screen.getByRole('link', { name: 'Listening basics' })).toHaveAttribute(
    'href',
    '/training/article/listening-basics',
  );
  expect(screen.getByRole('link', { name: 'Care' })).toHaveAttribute(
    'href',
    '/training/category/care',
  );

  await userEvent.click(screen.getByRole('button', { name: 'See All' }));
  await waitFor(
    () => expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(8),
    { timeout: 5000 },
  );
  expect(playlistQueries[playlistQueries.length - 1]).toMatch(/offset=6.*per_page=100/);
  expect(screen.queryByRole('button', { name: 'See All' })).not.toBeInTheDocument();

  await userEvent.type(
    screen.getByRole('searchbox', { name: 'Search the Learning Centre' }),
    'care',
  );
  await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
  expect(router.state.location.pathname).toBe('/search');
  expect(router.state.location.search).toBe('?q=care&section=training');
});

test('an article is rendered as sanitized HTML', async () => {
  await renderAt('/training/article/listening-basics');
  expect(
    await screen.findByText('Hear them out.', undefined, { timeout: 15_000 }),
  ).toBeInTheDocument();
  const lesson = screen.getByRole('region', { name: 'Listening basics' });
  expect(lesson.innerHTML).toContain('<p>Hear them out.</p><img src="x">');
  expect(lesson.innerHTML).not.toMatch(/onerror|<script|hacked/);
  expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toBeInTheDocument();
});

test('a lesson the server does not have is a 404 with the spec’s text', async () => {
  await renderAt('/training/article/nothing-here');
  expect(
    await screen.findByRole(
      'heading',
      { name: 'That lesson could not be found.' },
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
});

test('the centre is a 403 with the spec’s text when the locale turns it off', async () => {
  await renderAt('/training', { hostSettings: { locale: { training: { enable: false } } } });
  expect(
    await screen.findByText('The Learning Center is not available at this time.'),
  ).toBeInTheDocument();
});

test('visitors are sent to sign on for the module lists, and see lessons unless the theme turns training off', async () => {
  const { router } = await renderAt('/training', { member: false });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(router.state.location.pathname).toBe('/user/signon');
  store?.rootTask.cancel();
});

test('visitors meet the 403 on lessons when the theme disables training', async () => {
  await renderAt('/training/article/listening-basics', {
    member: false,
    hostSettings: { theme: { supports: { disable_training: true } } },
  });
  expect(
    await screen.findByText('The Learning Center is not available at this time.'),
  ).toBeInTheDocument();
});

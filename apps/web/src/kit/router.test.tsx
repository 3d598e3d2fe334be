import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  replace,
  useLocation,
  useNavigate,
  useParams,
  type RouteObject,
} from 'react-router-dom';
import {
  AppRouterProvider,
  createMemoryAppRouter,
  routerSettled,
  useNavigationPending,
  useRouteError,
  type AppRouter,
} from './router';

function Frame() {
  const pending = useNavigationPending();
  const { pathname } = useLocation();
  return (
    <main>
      <p>Frame at {pathname}</p>
      {pending && <p role="status">Moving</p>}
      <Outlet />
    </main>
  );
}

function Failure() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${String(error.data)}`
    : error instanceof Error
      ? error.message
      : 'unknown';
  return <p role="alert">{text}</p>;
}

function Lesson() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Lesson {id}</h1>
      <button onClick={() => navigate('../other', { relative: 'path' })}>Other</button>
    </>
  );
}

function Broken(): React.JSX.Element {
  throw new Error('Drawing failed');
}

const heading = (name: string) => () => <h1>{name}</h1>;

async function show(
  routes: RouteObject[],
  at: string,
  patchRoutes?: Parameters<typeof createMemoryAppRouter>[1],
) {
  const router = createMemoryAppRouter(routes, { initialEntries: [at], ...patchRoutes });
  render(<AppRouterProvider router={router} />);
  await act(() => routerSettled(router));
  return router;
}

const move = (router: AppRouter, to: string | number) => act(() => router.navigate(to as string));

test('a move keeps the page on screen until its code and loaders are done', async () => {
  let code: (screen: { Component: () => React.JSX.Element }) => void = () => undefined;
  let guard: (value: null) => void = () => undefined;
  const router = await show(
    [
      {
        element: <Frame />,
        children: [
          { path: 'start', Component: heading('Start') },
          {
            path: 'slow',
            loader: () => new Promise<null>((done) => (guard = done)),
            lazy: () => new Promise((done) => (code = done)),
          },
        ],
      },
    ],
    '/start',
  );
  let moved = Promise.resolve();
  act(() => {
    moved = router.navigate('/slow');
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Moving');
  expect(screen.getByText('Frame at /start')).toBeInTheDocument();
  await act(async () => code({ Component: heading('Slow') }));
  expect(screen.getByRole('heading', { name: 'Start' })).toBeInTheDocument();
  await act(async () => {
    guard(null);
    await moved;
  });
  expect(screen.getByRole('heading', { name: 'Slow' })).toBeInTheDocument();
  expect(screen.getByText('Frame at /slow')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // The code came once: a second visit does not ask again.
  expect(router.routes[0]?.children?.[1]?.lazy).toBeUndefined();
});

test('a redirect pushes, so Back returns to the page before', async () => {
  const router = await show(
    [
      { path: 'home', Component: heading('Home') },
      { path: 'sign-on', Component: heading('Sign on') },
      { path: 'members', loader: () => redirect('/sign-on'), Component: heading('Members') },
    ],
    '/home',
  );
  await move(router, '/members');
  expect(screen.getByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
  await move(router, -1);
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

test('a `replace()` redirect takes the place of the address that asked for it', async () => {
  const router = createMemoryAppRouter(
    [
      { path: 'home', Component: heading('Home') },
      { path: 'sign-on', Component: heading('Sign on') },
      { path: 'old', loader: () => replace('/home'), Component: heading('Old') },
    ],
    { initialEntries: ['/sign-on', '/old'], initialIndex: 1 },
  );
  render(<AppRouterProvider router={router} />);
  await act(() => routerSettled(router));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  // Pushed, Back would land on /old and be sent to the home again.
  await move(router, -1);
  expect(screen.getByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
});

test("a loader's refusal and code that cannot come show the nearest error element, the frame kept", async () => {
  const lost = new Error('Failed to fetch dynamically imported module');
  let asked = 0;
  const router = await show(
    [
      {
        element: <Frame />,
        errorElement: <p>The frame failed</p>,
        children: [
          {
            path: 'training',
            errorElement: <Failure />,
            children: [
              { index: true, Component: heading('Training') },
              {
                path: 'closed',
                loader: () => {
                  throw data('Not for you', { status: 403 });
                },
                Component: heading('Closed'),
              },
            ],
          },
          {
            path: 'gone',
            lazy: () => {
              asked += 1;
              return Promise.reject(lost);
            },
          },
        ],
      },
    ],
    '/training',
  );
  await move(router, '/training/closed');
  expect(screen.getByRole('alert')).toHaveTextContent('403 Not for you');
  expect(screen.getByText('Frame at /training/closed')).toBeInTheDocument();

  await move(router, '/gone');
  expect(screen.getByText('The frame failed')).toBeInTheDocument();
  await move(router, '/training');
  expect(screen.getByRole('heading', { name: 'Training' })).toBeInTheDocument();
  await move(router, '/gone');
  expect(screen.getByText('The frame failed')).toBeInTheDocument();
  // Code that failed to come is not asked for again until the page reloads.
  expect(asked).toBe(1);
});

test('what fails while drawing shows the error element until the next move', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = await show(
    [
      {
        element: <Frame />,
        errorElement: <Failure />,
        children: [
          { path: 'broken', Component: Broken },
          { path: 'fine', Component: heading('Fine') },
        ],
      },
    ],
    '/broken',
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Drawing failed');
  await move(router, '/fine');
  expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
  jest.mocked(console.error).mockRestore();
});

test('relative moves resolve against the route, and late routes join before matching', async () => {
  const router = await show(
    [
      {
        id: 'screens',
        element: <Frame />,
        children: [
          { path: 'lessons/:id', Component: Lesson },
          { path: '*', Component: heading('Not found') },
        ],
      },
    ],
    '/lessons/first',
    {
      patchRoutes: async ({ path, patch }) => {
        if (path.startsWith('/plan'))
          patch('screens', [{ path: 'plan', Component: heading('Plan') }]);
      },
    },
  );
  expect(screen.getByRole('heading', { name: 'Lesson first' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Other' }));
  expect(await screen.findByRole('heading', { name: 'Lesson other' })).toBeInTheDocument();
  await move(router, '/plan');
  expect(screen.getByRole('heading', { name: 'Plan' })).toBeInTheDocument();
});

test("revalidating runs the address's loaders again, and a guard that now refuses moves on", async () => {
  let signedIn = true;
  const router = await show(
    [
      { path: 'sign-on', Component: heading('Sign on') },
      {
        path: 'dashboard',
        loader: () => (signedIn ? null : redirect('/sign-on')),
        Component: heading('Dashboard'),
      },
    ],
    '/dashboard',
  );
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  signedIn = false;
  await act(() => router.revalidate());
  expect(screen.getByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
});

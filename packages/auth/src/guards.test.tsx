import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Outlet,
  RouterProvider,
  createMemoryRouter,
  isRouteErrorResponse,
  useRouteError,
} from 'react-router-dom';
import {
  SessionProvider,
  TRAINING_UNAVAILABLE_MESSAGE,
  requireLogin,
  requireTraining,
  useCurrentUser,
  useSession,
  visitorsOnly,
  type Session,
  type SessionEvent,
} from './index';
import { TEST_USER, createTestSession } from './testing';

const page = (name: string) => <h1>{name}</h1>;

function TrainingError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) ? (
    <p role="alert">
      {error.status} {String(error.data)}
    </p>
  ) : null;
}

function renderApp(session: Session, path: string, localeEnablesTraining = true) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          { path: '/user/signon', loader: visitorsOnly(session), element: page('Sign on') },
          { path: '/user/signup', loader: visitorsOnly(session), element: page('Sign up') },
          { path: '/dashboard', loader: requireLogin(session), element: page('Dashboard') },
          {
            path: '/training',
            loader: async (args) => {
              await requireLogin(session)(args);
              return requireTraining(session, () => localeEnablesTraining)();
            },
            element: page('Learning Centre'),
            errorElement: <TrainingError />,
          },
          { path: '*', loader: requireLogin(session), element: page('Sign-on outlet') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

function record(session: Session) {
  const seen: SessionEvent[] = [];
  session.subscribe((event) => seen.push(event));
  return seen;
}

describe('login guard', () => {
  test('a visitor with no stored token passes', async () => {
    const { session } = createTestSession();
    renderApp(session, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  test('a stored token that validates opens the page', async () => {
    const { session } = createTestSession({ user: {} });
    renderApp(session, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(session.getState().verified).toBe(true);
  });

  test('a token the server refuses sends to sign-on and returns to the page after login', async () => {
    const { session, server } = createTestSession({ user: {} });
    server.revoke(session.getToken() ?? '');
    renderApp(session, '/training');
    expect(await screen.findByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(false);
    await session.login({ user_email: TEST_USER.profile.email, password: TEST_USER.password });
    expect(session.takeReturnPath()).toBe('/training');
  });

  test('an expired token sends to sign-on', async () => {
    const { session, clock } = createTestSession({ user: {} });
    clock.advance(2 * 3_600_000);
    renderApp(session, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
  });

  test.each(['support_couple', 'subscriber'])('a %s is logged out and sent away', async (role) => {
    const { session } = createTestSession({ user: { user_roles: [role] } });
    const seen = record(session);
    renderApp(session, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
    expect(seen).toContainEqual({
      type: 'blocked',
      message: "As a Support Couple you don't have access to this area yet.",
    });
    expect(session.isLoggedIn()).toBe(false);
  });

  test('the /(signon: prefix is reachable even with a refused token', async () => {
    const { session, server } = createTestSession({ user: {} });
    server.revoke(session.getToken() ?? '');
    renderApp(session, '/(signon:user/signon)');
    expect(await screen.findByRole('heading', { name: 'Sign-on outlet' })).toBeInTheDocument();
  });
});

describe('visitors-only guard', () => {
  test.each(['/user/signon', '/user/signup'])(
    'a logged-in user at %s goes to /dashboard',
    async (path) => {
      const { session } = createTestSession({ user: {} });
      renderApp(session, path);
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    },
  );

  test('a visitor stays on sign-on', async () => {
    const { session } = createTestSession();
    renderApp(session, '/user/signon');
    expect(await screen.findByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
  });
});

describe('Learning Centre guard', () => {
  test('a member with training on and the locale flag set gets in', async () => {
    const { session } = createTestSession({ user: {} });
    renderApp(session, '/training');
    expect(await screen.findByRole('heading', { name: 'Learning Centre' })).toBeInTheDocument();
  });

  test('a locale without the training flag answers 403', async () => {
    const { session } = createTestSession({ user: {} });
    renderApp(session, '/training', false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `403 ${TRAINING_UNAVAILABLE_MESSAGE}`,
    );
  });

  test('a member where the theme disables training answers 403', async () => {
    const { session } = createTestSession({ user: {}, trainingDisabled: true });
    renderApp(session, '/training');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `403 ${TRAINING_UNAVAILABLE_MESSAGE}`,
    );
  });

  test('a translator gets in where the theme disables training', async () => {
    const { session } = createTestSession({
      user: { user_roles: ['translator'] },
      trainingDisabled: true,
    });
    renderApp(session, '/training');
    expect(await screen.findByRole('heading', { name: 'Learning Centre' })).toBeInTheDocument();
  });
});

describe('hooks', () => {
  function Greeting() {
    const user = useCurrentUser();
    const session = useSession();
    return user.isLoggedIn ? (
      <button type="button" onClick={() => void session.logout()}>
        Log out {user.first_name}
      </button>
    ) : (
      <p>Signed out</p>
    );
  }

  test('useCurrentUser follows login and logout', async () => {
    const { session } = createTestSession();
    render(
      <SessionProvider session={session}>
        <Greeting />
      </SessionProvider>,
    );
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    await act(() =>
      session.login({ user_email: TEST_USER.profile.email, password: TEST_USER.password }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out Mia' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  test('useSession outside a provider says what is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greeting />)).toThrow('useSession must be used inside a SessionProvider.');
  });
});

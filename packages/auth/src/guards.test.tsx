import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Outlet,
  RouterProvider,
  createMemoryRouter,
  isRouteErrorResponse,
  useRouteError,
} from 'react-router';
import { createApiClient, decodeJwt, login } from '@campus/api-client';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import {
  PROFILE_KEY,
  REMEMBER_ME_COOKIE,
  SessionProvider,
  TOKEN_KEY,
  TRAINING_UNAVAILABLE_MESSAGE,
  createSession,
  requireLogin,
  systemClock,
  requireTraining,
  useCurrentUser,
  useSession,
  visitorsOnly,
  type Clock,
  type Session,
  type SessionEvent,
} from './index';
import { fakeClock, memoryCookies, memoryStorage } from './testing';

const MEMBER = 'member@campus.test';

let campus: Campus;
const sessions: Session[] = [];

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => sessions.splice(0).forEach((session) => session.dispose()));
afterAll(() => campus.close());

/** The session a page load finds: a visitor's, or one `as` signed in to and chose to remember. */
async function visit({
  as,
  trainingDisabled = false,
  clock = systemClock,
}: { as?: string; trainingDisabled?: boolean; clock?: Clock } = {}): Promise<Session> {
  const storage = memoryStorage();
  const cookies = memoryCookies();
  if (as) {
    const signedIn = await login(createApiClient({ baseUrl: campus.baseUrl }), {
      user_email: as,
      password: DEMO_PASSWORD,
      options: {},
    });
    storage.setItem(TOKEN_KEY, signedIn.token);
    storage.setItem(PROFILE_KEY, JSON.stringify(signedIn.profile));
    cookies.set(REMEMBER_ME_COOKIE, '1');
  }
  const client = createApiClient({ baseUrl: campus.baseUrl, getToken: () => session.getToken() });
  const session = createSession({
    client,
    storage,
    cookies,
    clock,
    events: null,
    trainingDisabled,
  });
  sessions.push(session);
  return session;
}

/** The server's logout revokes the token for good, as a sign-out on another device does. */
async function revoke(token: string | null): Promise<void> {
  const answer = await fetch(`${campus.baseUrl}/wp-json/wp/v2/user/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!answer.ok) throw new Error(`logout answered ${answer.status}`);
}

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
    const session = await visit();
    renderApp(session, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  test('a stored token that validates opens the page', async () => {
    const session = await visit({ as: MEMBER });
    expect(session.getState().verified).toBe(false);
    renderApp(session, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(session.getState().verified).toBe(true);
  });

  test('a token the server refuses sends to sign-on and returns to the page after login', async () => {
    const session = await visit({ as: MEMBER });
    await revoke(session.getToken());
    renderApp(session, '/training');
    expect(await screen.findByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(false);
    await session.login({ user_email: MEMBER, password: DEMO_PASSWORD });
    expect(session.takeReturnPath()).toBe('/training');
  });

  test('an expired token sends to sign-on', async () => {
    const clock = fakeClock(Date.now());
    const session = await visit({ as: MEMBER, clock });
    clock.advance(Number(decodeJwt(session.getToken() ?? '').exp) * 1000 - clock.now());
    renderApp(session, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
  });

  test.each([
    ['support_couple', 'couple@campus.test'],
    ['subscriber', 'subscriber@campus.test'],
  ])('a %s is logged out and sent away', async (role, email) => {
    const session = await visit({ as: email });
    expect(session.getCurrentUser().user_roles).toEqual([role]);
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
    const session = await visit({ as: MEMBER });
    await revoke(session.getToken());
    renderApp(session, '/(signon:user/signon)');
    expect(await screen.findByRole('heading', { name: 'Sign-on outlet' })).toBeInTheDocument();
  });
});

describe('visitors-only guard', () => {
  test.each(['/user/signon', '/user/signup'])(
    'a logged-in user at %s goes to /dashboard',
    async (path) => {
      const session = await visit({ as: MEMBER });
      renderApp(session, path);
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    },
  );

  test('a visitor stays on sign-on', async () => {
    const session = await visit();
    renderApp(session, '/user/signon');
    expect(await screen.findByRole('heading', { name: 'Sign on' })).toBeInTheDocument();
  });
});

describe('Learning Centre guard', () => {
  test('a member with training on and the locale flag set gets in', async () => {
    const session = await visit({ as: MEMBER });
    renderApp(session, '/training');
    expect(await screen.findByRole('heading', { name: 'Learning Centre' })).toBeInTheDocument();
  });

  test('a locale without the training flag answers 403', async () => {
    const session = await visit({ as: MEMBER });
    renderApp(session, '/training', false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `403 ${TRAINING_UNAVAILABLE_MESSAGE}`,
    );
  });

  test('a member where the theme disables training answers 403', async () => {
    const session = await visit({ as: MEMBER, trainingDisabled: true });
    renderApp(session, '/training');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `403 ${TRAINING_UNAVAILABLE_MESSAGE}`,
    );
  });

  test('a translator gets in where the theme disables training', async () => {
    const session = await visit({ as: 'translator@campus.test', trainingDisabled: true });
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
    const session = await visit();
    render(
      <SessionProvider session={session}>
        <Greeting />
      </SessionProvider>,
    );
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    await act(() => session.login({ user_email: MEMBER, password: DEMO_PASSWORD }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out Maya' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  test('useSession outside a provider says what is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greeting />)).toThrow('useSession must be used inside a SessionProvider.');
  });
});
